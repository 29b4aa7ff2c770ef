/**
 * The content model guides editors (issue 14): every field says what it is for, where it shows and
 * how long it may be; validations match the layout; fixed lists are dropdowns, slugs use the slug
 * editor; images are limited by type, size and dimensions.
 */
import { describe, expect, it } from "vitest";
import { contentTypes, locales } from "./index.ts";
import type { FieldDefinition } from "./types.ts";

const fields = contentTypes.flatMap((ct) => ct.fields.map((field) => ({ where: `${ct.sys.id}.${field.id}`, field })));
const sizeMax = (f: FieldDefinition) => f.validations?.find((v) => v.size)?.size?.max;

describe("the content model", () => {
  it("gives every field help text of a real sentence", () => {
    const missing = fields.filter(({ field }) => !field.helpText || field.helpText.trim().length < 25 || !/[.)]$/.test(field.helpText.trim()));
    expect(missing.map((m) => m.where)).toEqual([]);
  });

  it("limits the length of every text and list, and says the limit in the help text", () => {
    const problems = fields.flatMap(({ where, field }) => {
      if (field.type === "Symbol" || field.type === "Text") {
        const max = sizeMax(field);
        const closed = field.validations?.some((v) => v.in || v.regexp);
        if (max === undefined) return closed ? [] : [`${where}: no character limit`];
        return field.helpText?.includes(`Up to ${max} characters.`) ? [] : [`${where}: help text does not say "Up to ${max} characters."`];
      }
      if (field.type === "Array") {
        const max = sizeMax(field);
        if (max === undefined) return [`${where}: no item limit`];
        return field.helpText?.includes(`Up to ${max} items`) ? [] : [`${where}: help text does not say the item limit`];
      }
      return [];
    });
    expect(problems).toEqual([]);
  });

  it("uses a dropdown for every fixed list, the slug editor for slugs, and limits images by type, size and dimensions", () => {
    const problems = fields.flatMap(({ where, field }) => {
      const out: string[] = [];
      if (field.validations?.some((v) => v.in) && field.appearance?.widgetId !== "dropdown") out.push(`${where}: a fixed list without a dropdown`);
      if (field.id === "slug" && !field.validations?.some((v) => v.in) && field.appearance?.widgetId !== "slugEditor") out.push(`${where}: no slug editor`);
      if (field.id === "slug" && !field.validations?.some((v) => v.in || v.regexp)) out.push(`${where}: no slug format`);
      if (field.type === "Link" && field.linkType === "Asset") {
        const v = field.validations ?? [];
        if (!v.some((x) => x.linkMimetypeGroup?.includes("image"))) out.push(`${where}: any file type accepted`);
        if (!v.some((x) => x.assetFileSize?.max)) out.push(`${where}: no file size limit`);
        if (!v.some((x) => x.assetImageDimensions?.width?.min)) out.push(`${where}: no minimum width`);
      }
      if (!field.appearance) out.push(`${where}: no appearance`);
      return out;
    });
    expect(problems).toEqual([]);
  });

  it("names every entry by a short text field (the entry list's titles)", () => {
    for (const ct of contentTypes) {
      const shown = ct.fields.find((f) => f.id === ct.displayField);
      expect(shown?.type, ct.sys.id).toBe("Symbol");
      expect(shown?.required, ct.sys.id).toBe(true);
    }
  });

  it("falls back from every other locale to English (en-US, the default)", () => {
    expect(locales.filter((l) => l.default).map((l) => l.code)).toEqual(["en-US"]);
    for (const l of locales.filter((x) => !x.default)) expect(l.fallbackCode, l.code).toBe("en-US");
  });
});
