import { describe, expect, it } from "vitest";
import { checkCoverFile, coverObjectPath } from "./api";
import { BLOG_LIMITS } from "./limits";
import { changedFields, parseTags, validatePost, type PostFormValues, type PostInput } from "./post-input";
import { previewText } from "./preview";
import { isValidSlug, slugify } from "./slug";
import { canManage, canReview } from "./types";

const values = (over: Partial<PostFormValues> = {}): PostFormValues => ({
  title: "Hello",
  slug: "hello",
  language: "en",
  category: "",
  tags: "",
  excerpt: "",
  content: "",
  coverImageUrl: "",
  ...over,
});

describe("slugify", () => {
  it("makes lower-case ASCII words joined by single hyphens, like the database", () => {
    expect(slugify("  Hello, World!  ")).toBe("hello-world");
    expect(slugify("Café & Crème brûlée")).toBe("cafe-creme-brulee");
    expect(slugify("--a--b--")).toBe("a-b");
    expect(slugify("2026: Plans")).toBe("2026-plans");
    expect(slugify("Привет")).toBe("");
  });

  it("keeps at most 80 characters and never ends on a hyphen", () => {
    const slug = slugify(`${"a".repeat(79)} bcd`);
    expect(slug).toBe("a".repeat(79));
    expect(slugify("word ".repeat(40)).length).toBeLessThanOrEqual(80);
    expect(isValidSlug(slugify("word ".repeat(40)))).toBe(true);
  });

  it("validates like the table's CHECK", () => {
    expect(isValidSlug("my-first-post")).toBe(true);
    expect(isValidSlug("My-Post")).toBe(false);
    expect(isValidSlug("double--hyphen")).toBe(false);
    expect(isValidSlug("-edge")).toBe(false);
    expect(isValidSlug("")).toBe(false);
    expect(isValidSlug("a".repeat(120))).toBe(true);
    expect(isValidSlug("a".repeat(121))).toBe(false);
  });
});

describe("previewText", () => {
  it("keeps short content whole, with whitespace collapsed", () => {
    expect(previewText("  one\n\ntwo  ")).toBe("one two");
  });

  it("cuts at 200 characters with an ellipsis", () => {
    const long = "x".repeat(250);
    expect(previewText(long)).toBe(`${"x".repeat(200)}…`);
    expect(previewText("y".repeat(200))).toBe("y".repeat(200));
    expect(BLOG_LIMITS.previewLength).toBe(200);
  });

  it("never splits a character made of two code units", () => {
    const text = "😀".repeat(201);
    expect(previewText(text)).toBe(`${"😀".repeat(200)}…`);
  });
});

describe("validatePost", () => {
  it("returns the row to write: trimmed, tags split, empty optionals as null", () => {
    const result = validatePost(
      values({ title: "  Title ", slug: " my-post ", tags: " a, b ,, a ,c d ", category: " ", excerpt: "", content: "Body" }),
    );
    expect(result).toEqual({
      ok: true,
      input: { title: "Title", slug: "my-post", category: null, tags: ["a", "b", "c d"], excerpt: null, content: "Body", cover_image_url: null, language: "en" },
    });
  });

  it("keeps the post's language, one of the site's five (as the table's check does)", () => {
    expect(validatePost(values({ language: "fr" }))).toMatchObject({ ok: true, input: { language: "fr" } });
    expect(validatePost(values({ language: "de" }))).toEqual({ ok: false, errors: { language: "languageInvalid" } });
  });

  it("reports each field's problem with an error key", () => {
    const result = validatePost(
      values({
        title: " ",
        slug: "Not Valid",
        category: "c".repeat(101),
        tags: Array.from({ length: 21 }, (_, i) => `t${i}`).join(","),
        excerpt: "e".repeat(1001),
        coverImageUrl: "javascript:alert(1)",
      }),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        title: "titleRequired",
        slug: "slugInvalid",
        category: "categoryTooLong",
        tags: "tooManyTags",
        excerpt: "excerptTooLong",
        coverImageUrl: "coverUrlInvalid",
      },
    });
    expect(validatePost(values({ slug: "" }))).toEqual({ ok: false, errors: { slug: "slugRequired" } });
    expect(validatePost(values({ title: "t".repeat(301) }))).toEqual({ ok: false, errors: { title: "titleTooLong" } });
    expect(validatePost(values({ slug: "a".repeat(121) }))).toEqual({ ok: false, errors: { slug: "slugTooLong" } });
  });

  it("accepts a public https or site-relative cover address", () => {
    expect(validatePost(values({ coverImageUrl: "https://cdn.example/x.png" })).ok).toBe(true);
    expect(validatePost(values({ coverImageUrl: "/images/x.png" })).ok).toBe(true);
  });

  it("parses tags", () => {
    expect(parseTags("")).toEqual([]);
    expect(parseTags("  big   data , ai")).toEqual(["big data", "ai"]);
  });
});

describe("changedFields", () => {
  const base: PostInput = { title: "T", slug: "t", language: "en", category: null, tags: ["a"], excerpt: null, content: "c", cover_image_url: null };
  it("lists only the columns that differ, comparing tags by value", () => {
    expect(changedFields(base, { ...base, tags: ["a"] })).toEqual({});
    expect(changedFields(base, { ...base, tags: ["a", "b"], content: "d" })).toEqual({ tags: ["a", "b"], content: "d" });
    expect(changedFields(base, { ...base, category: "News" })).toEqual({ category: "News" });
  });
});

describe("cover files", () => {
  it("accepts the bucket's image types up to 5 MB", () => {
    expect(checkCoverFile({ type: "image/png", size: 10 })).toBeNull();
    expect(checkCoverFile({ type: "image/webp", size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkCoverFile({ type: "image/png", size: 5 * 1024 * 1024 + 1 })).toBe("coverTooLarge");
    expect(checkCoverFile({ type: "image/svg+xml", size: 10 })).toBe("coverType");
    expect(checkCoverFile({ type: "application/pdf", size: 10 })).toBe("coverType");
    expect(checkCoverFile({ type: "image/jpeg", size: 0 })).toBe("coverEmpty");
  });

  it("finds the stored object of a public cover URL, and nothing for other URLs", () => {
    expect(coverObjectPath("http://h/supabase/storage/v1/object/public/blog-images/u-1/123.png")).toBe("u-1/123.png");
    expect(coverObjectPath("http://h/supabase/storage/v1/object/public/resources-public/u-1/123.png")).toBeNull();
    expect(coverObjectPath("https://images.example/a.png")).toBeNull();
    expect(coverObjectPath(null)).toBeNull();
  });
});

describe("who may do what", () => {
  const admin = { id: "a", role: "admin" as const };
  const author = { id: "b", role: "author" as const };
  it("edit and delete: the post's author or an admin", () => {
    expect(canManage(author, { author_id: "b" })).toBe(true);
    expect(canManage(author, { author_id: "c" })).toBe(false);
    expect(canManage(author, { author_id: null })).toBe(false);
    expect(canManage(admin, { author_id: "c" })).toBe(true);
  });
  it("approve and reject: an admin, on a pending post", () => {
    expect(canReview(admin, { status: "pending" })).toBe(true);
    expect(canReview(admin, { status: "approved" })).toBe(false);
    expect(canReview(admin, { status: "rejected" })).toBe(false);
    expect(canReview(author, { status: "pending" })).toBe(false);
  });
});
