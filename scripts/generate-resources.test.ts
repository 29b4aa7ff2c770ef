import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BLOCK_END, BLOCK_START, SEED_FILES_DIR, seedBlock } from "./generate-resources.ts";
import { catalogue } from "./lib/resource-catalogue.ts";

describe("the sample documents", () => {
  it("are in the repository, and supabase/seed.sql lists them with their real sizes", () => {
    const sizes = new Map(catalogue.map((doc) => [doc.file, statSync(join(SEED_FILES_DIR, doc.file)).size]));
    const seed = readFileSync(join(import.meta.dirname, "../supabase/seed.sql"), "utf8");
    const block = seed.slice(seed.indexOf(BLOCK_START), seed.indexOf(BLOCK_END) + BLOCK_END.length);
    expect(block).toBe(seedBlock(sizes));
  });

  it("cover every category, with at least 8 public ones in PDF, DOCX and XLSX", () => {
    const shown = catalogue.filter((doc) => doc.visibility === "public");
    expect(shown.length).toBeGreaterThanOrEqual(8);
    expect(new Set(shown.map((doc) => doc.type))).toEqual(new Set(["pdf", "docx", "xlsx"]));
    expect(new Set(catalogue.map((doc) => doc.category))).toEqual(new Set(["whitepapers", "casestudies", "templates", "policies", "guidelines", "procedures"]));
  });
});
