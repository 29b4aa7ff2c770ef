/**
 * The French and Russian translations of the seed: complete, shaped like the
 * English, written in the right script and typography, and merged by loadSeed().
 */
import type { Document } from "@contentful/rich-text-types";
import { describe, expect, it } from "vitest";
import { contentTypes, loadSeed } from "../../index.ts";
import type { SeedEntry } from "../../types.ts";
import { hyperlinkUris, plainText } from "../richtext.ts";
import { translations as fr } from "./fr.ts";
import { translations as ru } from "./ru.ts";
import type { SeedTranslations } from "./types.ts";

const seed = loadSeed();
const pages = seed.entries.filter((e) => e.sys.contentType !== "blogPost");
const typeOf = new Map(contentTypes.map((t) => [t.sys.id, t]));

/** Every localized field with an English value, as [entry, field id, field type]. */
const localizedFields: [SeedEntry, string, string][] = pages.flatMap((entry) =>
  typeOf
    .get(entry.sys.contentType)!
    .fields.filter((f) => f.localized && entry.fields[f.id]?.["en-US"] !== undefined)
    .map((f): [SeedEntry, string, string] => [entry, f.id, f.type]),
);

const english = (entry: SeedEntry, field: string) => entry.fields[field]!["en-US"];

/**
 * Values that legitimately stay as in English: the firm's name and the names of
 * client organisations (proper nouns), and words French spells as English does
 * ("Mission", "Vision", "Collaboration", "Excellence", "Innovation", "Respect",
 * "Premium").
 */
const SAME_AS_ENGLISH = {
  fr: new Set([
    "site-settings.firmName",
    "testimonial-amina-yusuf.organization",
    "testimonial-daniel-tremblay.organization",
    "testimonial-grace-liu.organization",
    "section-about-mission.title",
    "section-about-vision.title",
    "value-collaboration.title",
    "value-excellence.title",
    "value-innovation.title",
    "value-respect.title",
    "package-premium.name",
  ]),
  ru: new Set([
    "site-settings.firmName",
    "testimonial-amina-yusuf.organization",
    "testimonial-daniel-tremblay.organization",
    "testimonial-grace-liu.organization",
  ]),
};

const isDocument = (v: unknown): v is Document =>
  typeof v === "object" && v !== null && (v as { nodeType?: unknown }).nodeType === "document";

interface Node {
  nodeType: string;
  data?: unknown;
  content?: Node[];
  value?: unknown;
  marks?: unknown;
}

/** True when every node has a node type, data, and either text (value and marks) or child nodes. */
function wellFormed(node: Node): boolean {
  if (typeof node.nodeType !== "string" || typeof node.data !== "object" || node.data === null) return false;
  if (node.nodeType === "text") return typeof node.value === "string" && Array.isArray(node.marks);
  return Array.isArray(node.content) && node.content.every(wellFormed);
}

/** The block structure of a document (headings, paragraphs, lists, items), ignoring inline runs. */
function blocks(node: Node): unknown {
  if (node.nodeType === "text" || node.nodeType === "hyperlink") return null;
  const children = (node.content ?? []).map(blocks).filter((c) => c !== null);
  return children.length ? { [node.nodeType]: children } : node.nodeType;
}

/** The kind of each line of a text: blank, bullet ("- ") or text, so paragraphs and lists line up. */
const lineShape = (s: string) => s.split("\n").map((l) => (l === "" ? "blank" : l.startsWith("- ") ? "bullet" : "text"));

/** All the strings of a translation: plain values, array items, the plain text of a rich-text document. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (isDocument(value)) return [plainText(value)];
  return [];
}

const locales: [string, SeedTranslations, Set<string>][] = [
  ["fr", fr, SAME_AS_ENGLISH.fr],
  ["ru", ru, SAME_AS_ENGLISH.ru],
];

describe.each(locales)("seed translations (%s)", (locale, translations, sameAsEnglish) => {
  const translated = localizedFields.filter(([e, f]) => translations[e.sys.id]?.[f] !== undefined);

  it("translates every localized field of every non-blog entry", () => {
    const missing = localizedFields
      .filter(([e, f]) => translations[e.sys.id]?.[f] === undefined)
      .map(([e, f]) => `${e.sys.id}.${f}`);
    expect(missing).toEqual([]);
    expect(translated.length).toBeGreaterThan(400);
  });

  it("translates only entries and localized fields that exist", () => {
    const known = new Set(localizedFields.map(([e, f]) => `${e.sys.id}.${f}`));
    const unknown = Object.entries(translations).flatMap(([id, fields]) =>
      Object.keys(fields)
        .map((f) => `${id}.${f}`)
        .filter((key) => !known.has(key)),
    );
    expect(unknown).toEqual([]);
  });

  it("keeps the type and shape of each English value", () => {
    for (const [entry, field, type] of translated) {
      const key = `${entry.sys.id}.${field}`;
      const en = english(entry, field);
      const value = translations[entry.sys.id]![field];
      if (type === "RichText") {
        expect(isDocument(value), key).toBe(true);
        expect(wellFormed(value as Node), key).toBe(true);
        expect(blocks(value as Node), key).toEqual(blocks(en as Node));
        expect(hyperlinkUris(value as Document), key).toEqual(hyperlinkUris(en as Document));
      } else if (Array.isArray(en)) {
        expect(Array.isArray(value), key).toBe(true);
        expect((value as unknown[]).length, key).toBe(en.length);
        for (const item of value as unknown[]) expect(typeof item === "string" && item.trim() !== "", key).toBe(true);
      } else {
        expect(typeof value, key).toBe("string");
        expect((value as string).trim(), key).not.toBe("");
        expect(lineShape(value as string), key).toEqual(lineShape(en as string));
      }
    }
  });

  it("differs from the English except for the allow-listed proper nouns", () => {
    const same: string[] = [];
    for (const [entry, field] of translated) {
      const key = `${entry.sys.id}.${field}`;
      const en = strings(english(entry, field));
      const value = strings(translations[entry.sys.id]![field]);
      const identical = JSON.stringify(value) === JSON.stringify(en) || value.some((s, i) => s === en[i] && /[a-z]{4}/i.test(s));
      if (identical) same.push(key);
    }
    expect(same.sort()).toEqual([...sameAsEnglish].sort());
  });

  it("is written in the locale's script", () => {
    for (const [entry, field] of translated) {
      const key = `${entry.sys.id}.${field}`;
      if (sameAsEnglish.has(key)) continue;
      for (const s of strings(translations[entry.sys.id]![field])) {
        expect(s, key).not.toMatch(/[\u0600-\u06ff]/);
        if (locale === "ru") {
          // Every value of some length reads as Russian; short items may be acronyms ("ESG").
          if (/\p{L}{3}/u.test(s) && s.length > 12) expect(s, key).toMatch(/[а-яё]/i);
        } else {
          expect(s, key).not.toMatch(/[\u0400-\u04ff]/);
          expect(s, key).toMatch(/[a-zàâçéèêëîïôûùüÿœ]/i);
        }
      }
    }
  });

  it("follows the locale's typography", () => {
    for (const [entry, field] of translated) {
      const key = `${entry.sys.id}.${field}`;
      for (const s of strings(translations[entry.sys.id]![field])) {
        expect(s, key).not.toMatch(/["“”]/);
        if (locale === "fr") {
          // No ordinary space before : ; ! ? » or after «; the typographic apostrophe.
          expect(s, key).not.toMatch(/ [:;!?»]|« |'/);
          expect(s, key).not.toMatch(/\d %/);
        } else {
          expect(s, key).not.toMatch(/ — /);
          expect(s, key).not.toMatch(/[„]/);
        }
      }
    }
  });

  it("keeps every number of the English (clock times aside, which each locale writes its own way)", () => {
    const numbers = (s: string): string[] =>
      s
        .replace(/\d{1,2}:\d{2}\s?[AP]M/g, "")
        .replace(/(\d)[\u00a0\u202f](\d{3})/g, "$1$2")
        .match(/\d+(?:[.,]\d+)*/g) ?? [];
    for (const [entry, field] of translated) {
      const value = strings(translations[entry.sys.id]![field]).join("\n");
      const missing = numbers(strings(english(entry, field)).join("\n")).filter((n) => !numbers(value).includes(n));
      expect(missing, `${entry.sys.id}.${field}`).toEqual([]);
    }
  });

  it("is merged into the locale's values by loadSeed()", () => {
    const fresh = loadSeed();
    const byId = new Map(fresh.entries.map((e) => [e.sys.id, e]));
    for (const [entry, field] of translated) {
      const merged = byId.get(entry.sys.id)!.fields[field]!;
      expect(merged[locale as "fr" | "ru"], `${entry.sys.id}.${field}`).toEqual(translations[entry.sys.id]![field]);
      expect(merged["en-US"]).toEqual(english(entry, field));
    }
  });
});
