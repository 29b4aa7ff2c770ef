import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { languages } from "./index";

const root = join(import.meta.dirname, "../../..");
const localesDir = join(root, "src/locales");

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function load(language: string): Map<string, string> {
  const dir = join(localesDir, language);
  const all = new Map<string, string>();
  try {
    statSync(dir);
  } catch {
    return all;
  }
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".json")).sort()) {
    const namespace = file.replace(/\.json$/, "");
    for (const [key, value] of flatten(JSON.parse(readFileSync(join(dir, file), "utf8")) as Tree)) {
      all.set(`${namespace}:${key}`, value);
    }
  }
  return all;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
/** i18next plural and context suffixes differ between languages (e.g. _few, _many in Russian and Arabic). */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, "");

describe("interface strings", () => {
  it("has a folder for exactly the languages the site offers", () => {
    const folders = readdirSync(localesDir).filter((name) => statSync(join(localesDir, name)).isDirectory());
    expect(folders.sort()).toEqual([...languages].sort());
  });

  const english = load("en");

  for (const language of languages.filter((l) => l !== "en")) {
    describe(language, () => {
      const translated = load(language);
      it("has every English key (plural forms may differ) and no key English lacks", () => {
        const englishBases = new Set([...english.keys()].map(base));
        const translatedBases = new Set([...translated.keys()].map(base));
        expect([...englishBases].filter((key) => !translatedBases.has(key))).toEqual([]);
        expect([...translatedBases].filter((key) => !englishBases.has(key))).toEqual([]);
      });
      it("keeps every placeholder of the English string", () => {
        const wrong: string[] = [];
        for (const [key, value] of translated) {
          const source = english.get(key) ?? english.get(`${base(key)}_other`) ?? english.get(base(key));
          if (source === undefined) continue;
          // A plural form may spell its number out ("one article", Arabic "two articles"): {{count}} is optional there.
          const relevant = (names: (string | undefined)[]) => (PLURAL.test(key) ? names.filter((n) => n !== "count") : names);
          if (JSON.stringify(relevant(placeholders(value))) !== JSON.stringify(relevant(placeholders(source)))) wrong.push(key);
        }
        expect(wrong).toEqual([]);
      });
      it("translates: no string is left empty", () => {
        expect([...translated].filter(([, value]) => value.trim() === "").map(([key]) => key)).toEqual([]);
      });
    });
  }
});

/** Attributes whose text a user (or a screen reader) meets. */
const READABLE_ATTRIBUTES = new Set(["aria-label", "title", "placeholder", "alt", "aria-description", "aria-roledescription", "aria-valuetext"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith(".tsx") && !name.includes(".test.") ? [path] : [];
  });
}

/** Literal text in JSX (text nodes and readable attributes) that does not go through t(). */
function literalStrings(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  // Words, not paths, URLs or symbols.
  const hasLetters = (text: string) => /\p{L}{2,}/u.test(text) && !/^\s*(\/|https?:\/\/|mailto:)/.test(text);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasLetters(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && READABLE_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      const init = node.initializer;
      const literal = ts.isStringLiteral(init)
        ? init.text
        : ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression)
          ? init.expression.text
          : undefined;
      if (literal !== undefined && hasLetters(literal)) found.push(`${node.name.getText(source)}="${literal}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((text) => `${relative(root, file)}: ${text}`);
}

describe("source strings", () => {
  it("every text a user can read in src/ goes through i18next (no literal JSX text or readable attribute)", () => {
    const literals = sourceFiles(join(root, "src")).flatMap(literalStrings);
    expect(literals).toEqual([]);
  });
});
