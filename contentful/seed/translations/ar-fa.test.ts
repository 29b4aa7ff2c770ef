/**
 * The Arabic and Persian translations of the seed: complete, shaped like the
 * English, written in the right script, letters, digits and punctuation,
 * keeping the English numbers, and merged by loadSeed().
 */
import type { Document } from "@contentful/rich-text-types";
import { describe, expect, it } from "vitest";
import { contentTypes, loadSeed } from "../../index.ts";
import type { SeedEntry } from "../../types.ts";
import { hyperlinkUris } from "../richtext.ts";
import { translations as ar } from "./ar.ts";
import { translations as fa } from "./fa.ts";
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

/** Values that legitimately stay as in English: the firm's name and client organisations' names. */
const SAME_AS_ENGLISH = [
  "site-settings.firmName",
  "testimonial-amina-yusuf.organization",
  "testimonial-daniel-tremblay.organization",
  "testimonial-grace-liu.organization",
];

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

function texts(node: Node): string[] {
  if (node.nodeType === "text") return [node.value as string];
  return (node.content ?? []).flatMap(texts);
}

/** The kind of each line of a text: blank, bullet ("- ") or text, so paragraphs and lists line up. */
const lineShape = (s: string) => s.split("\n").map((l) => (l === "" ? "blank" : l.startsWith("- ") ? "bullet" : "text"));

/** All the strings of a value: plain values, array items, rich-text text nodes. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (isDocument(value)) return texts(value as Node);
  return [];
}

/** Persian (۰–۹) and Arabic-Indic (٠–٩) digits as ASCII digits. */
const asciiDigits = (s: string) =>
  s.replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0)).replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));

/**
 * The numbers written with digits in a value. 0, 1 and 2 are left out: "1 round"
 * and "2 rounds" read naturally as words (جولة واحدة، جولتان), and "9:00" may be "9".
 */
const numbers = (value: unknown) =>
  [...new Set(strings(value).flatMap((s) => asciiDigits(s).match(/\d+/g) ?? []))]
    .map((n) => String(Number(n)))
    .filter((n) => !["0", "1", "2"].includes(n))
    .sort();

const ARABIC_SCRIPT = /[\u0621-\u064a\u067e\u0686\u0698\u06a9\u06af\u06cc]/;
/** Letters Persian writes differently from Arabic (ی ک) and letters Arabic does not use (پ چ ژ گ). */
const ARABIC_ONLY_LETTERS = /[\u064a\u0643\u0649]/; // ي ك ى
const PERSIAN_ONLY_LETTERS = /[\u067e\u0686\u0698\u06a9\u06af\u06cc]/; // پ چ ژ ک گ ی

const locales: [string, SeedTranslations][] = [
  ["ar", ar],
  ["fa", fa],
];

describe.each(locales)("seed translations (%s)", (locale, translations) => {
  const translated = localizedFields.filter(([e, f]) => translations[e.sys.id]?.[f] !== undefined);
  const each = (check: (key: string, value: unknown, en: unknown, type: string) => void) => {
    for (const [entry, field, type] of translated) {
      check(`${entry.sys.id}.${field}`, translations[entry.sys.id]![field], english(entry, field), type);
    }
  };

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
    each((key, value, en, type) => {
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
    });
  });

  it("differs from the English except for the allow-listed proper nouns", () => {
    const same: string[] = [];
    each((key, value, en) => {
      const [tr, orig] = [strings(value), strings(en)];
      // A rich-text run may legitimately repeat the English when it is an e-mail address or a URL (link text).
      const address = (s: string) => /^[\w.+-]+@[\w.-]+$|^https?:\/\//.test(s);
      const identical =
        JSON.stringify(tr) === JSON.stringify(orig) || tr.some((s, i) => s === orig[i] && /[a-z]{4}/i.test(s) && !address(s));
      if (identical) same.push(key);
    });
    expect(same.sort()).toEqual(SAME_AS_ENGLISH.filter((k) => translated.some(([e, f]) => `${e.sys.id}.${f}` === k)).sort());
  });

  it("is written in Arabic script with the locale's own letters", () => {
    each((key, value) => {
      if (SAME_AS_ENGLISH.includes(key)) return;
      for (const s of strings(value)) {
        // Rich-text runs may be a bold label or a link; every other string reads in the locale.
        if (!isDocument(value) || s.length > 40) expect(s, key).toMatch(ARABIC_SCRIPT);
        expect(s, key).not.toMatch(/[\u0400-\u04ff]/);
        expect(s, key).not.toMatch(locale === "fa" ? ARABIC_ONLY_LETTERS : PERSIAN_ONLY_LETTERS);
      }
    });
  });

  it("uses the locale's punctuation and digits", () => {
    each((key, value) => {
      for (const s of strings(value)) {
        // Arabic comma, semicolon and question mark; «guillemets» rather than straight or curly quotes.
        expect(s, key).not.toMatch(/[,;?"“”]/);
        if (locale === "ar") {
          // Arabic copy keeps Western digits, as the English does.
          expect(s, key).not.toMatch(/[\u06f0-\u06f9\u0660-\u0669]/);
        } else {
          // Persian digits in running text, never the Arabic-Indic ones; a number next to a Persian word is Persian.
          expect(s, key).not.toMatch(/[\u0660-\u0669]/);
          // (Phone numbers, Latin names and codes keep their digits: +1 (416) 555-0142, Microsoft 365, M2N 6L9.)
          const prose = s
            .replace(/\+\d[\d ()-]{6,}\d/g, "")
            .replace(/[A-Za-z][A-Za-z0-9.+\- ]*\d[\d.-]*[A-Za-z0-9]*/g, "");
          expect(prose, key).not.toMatch(/[\u0621-\u06cc] ?[0-9]|[0-9] ?[\u0621-\u06cc]/);
        }
      }
    });
  });

  if (locale === "fa") {
    it("joins Persian prefixes and suffixes with a zero-width non-joiner", () => {
      each((key, value) => {
        for (const s of strings(value)) {
          // می/نمی before a verb, and ها/های/تر/ترین after a word, are never written as separate words.
          expect(s, key).not.toMatch(/(^|[\s«(])ن?می [\u0621-\u06cc]/);
          expect(s, key).not.toMatch(/[\u0621-\u06cc] (ها|های|هایی|هایم|هایمان|هایتان|هایشان|ترین)(?=$|[\s،.؛؟»)])/);
          // …and never glued to the word without one (e.g. میکنیم).
          expect(s, key).not.toMatch(/(^|[\s«(])ن?می(کن|شو|ده|گیر|توان|خواه|رس|گذار|آی|آور|پرس|ساز|یاب)(م|ی|د|یم|ید|ند)(?=$|[\s،.؛؟»)])/);
          expect(s, key).not.toMatch(/\u200c\u200c|\u200c\s|\s\u200c/);
        }
      });
    });
  }

  it("keeps the numbers of the English", () => {
    each((key, value, en) => {
      expect(numbers(value), key).toEqual(numbers(en));
    });
  });

  it("is merged into the locale's values by loadSeed()", () => {
    const fresh = loadSeed();
    const byId = new Map(fresh.entries.map((e) => [e.sys.id, e]));
    for (const [entry, field] of translated) {
      const merged = byId.get(entry.sys.id)!.fields[field]!;
      expect(merged[locale as "ar" | "fa"], `${entry.sys.id}.${field}`).toEqual(translations[entry.sys.id]![field]);
      expect(merged["en-US"]).toEqual(english(entry, field));
    }
  });
});
