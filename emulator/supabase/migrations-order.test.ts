import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

/*
 * Supabase's CLI records a migration by the number before its name (`supabase db push` refuses two files
 * with one number, and a project that applied one would skip the other). Two branches merged on
 * 2026-11-28 both chose 20261128500001.
 */
describe("supabase/migrations", () => {
  it("gives every migration a version number of its own, in the CLI's <number>_<name>.sql form", () => {
    const files = readdirSync(new URL("../../supabase/migrations/", import.meta.url)).filter((file) => file.endsWith(".sql"));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(file).toMatch(/^\d{14}_[a-z0-9_]+\.sql$/);
    const versions = files.map((file) => file.split("_")[0]);
    const repeated = versions.filter((version, index) => versions.indexOf(version) !== index);
    expect(repeated).toEqual([]);
  });
});
