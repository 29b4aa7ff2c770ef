/**
 * The blog's translations: every post has its title, excerpt, category and tags in fr, ru, ar and
 * fa, in that language's script; translated bodies keep the English body's links and figures.
 */
import type { Document } from "@contentful/rich-text-types";
import { describe, expect, it } from "vitest";
import { loadSeed } from "../../index.ts";
import { hyperlinkUris, plainText } from "../richtext.ts";

const posts = loadSeed().entries.filter((e) => e.sys.contentType === "blogPost");
const SCRIPT = { fr: /\p{Script=Latin}/u, ru: /\p{Script=Cyrillic}/u, ar: /\p{Script=Arabic}/u, fa: /\p{Script=Arabic}/u } as const;

/** The asset ids a document embeds. */
function embedded(document: Document): string[] {
  const ids: string[] = [];
  const walk = (node: unknown) => {
    const n = node as { nodeType?: string; data?: { target?: { sys?: { id?: string } } }; content?: unknown[] };
    if (n.nodeType === "embedded-asset-block" && n.data?.target?.sys?.id) ids.push(n.data.target.sys.id);
    n.content?.forEach(walk);
  };
  walk(document);
  return ids;
}

describe.each(Object.keys(SCRIPT) as (keyof typeof SCRIPT)[])("blog translations (%s)", (language) => {
  it("give every post a title, excerpt, category and tags in the language's script", () => {
    expect(posts.length).toBeGreaterThan(10);
    for (const post of posts) {
      const value = (field: string) => post.fields[field]?.[language];
      for (const field of ["title", "excerpt", "category"]) {
        expect(value(field), `${post.sys.id}.${field}`).toEqual(expect.stringMatching(SCRIPT[language]));
        expect(value(field), `${post.sys.id}.${field}`).not.toBe(post.fields[field]?.["en-US"]);
      }
      const tags = value("tags") as string[];
      expect(tags, `${post.sys.id}.tags`).toHaveLength((post.fields.tags?.["en-US"] as string[]).length);
    }
  });

  it("translate some bodies whole, keeping their links and figures; the others have none (shown in English)", () => {
    const translated = posts.filter((post) => post.fields.body?.[language] !== undefined);
    expect(translated.length).toBeGreaterThanOrEqual(2);
    expect(translated.length).toBeLessThan(posts.length);
    for (const post of translated) {
      const english = post.fields.body!["en-US"] as Document;
      const body = post.fields.body![language] as Document;
      expect(plainText(body)).toMatch(SCRIPT[language]);
      expect(embedded(body)).toEqual(embedded(english));
      expect(hyperlinkUris(body).map((uri) => uri.replace(/\/fr$/, "/en"))).toEqual(hyperlinkUris(english));
    }
  });

  it("name each category and tag the same way on every post", () => {
    const seen = new Map<string, string>();
    for (const post of posts) {
      const pairs: [string, string][] = [
        [post.fields.category!["en-US"] as string, post.fields.category![language] as string],
        ...(post.fields.tags!["en-US"] as string[]).map((tag, i): [string, string] => [tag, (post.fields.tags![language] as string[])[i]!]),
      ];
      for (const [english, translated] of pairs) {
        expect(seen.get(english) ?? translated, english).toBe(translated);
        seen.set(english, translated);
      }
    }
  });
});
