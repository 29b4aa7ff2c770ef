import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_API_CONFIG } from "./context.ts";

/** A string array setting of one section of supabase/config.toml (`key = ["a", "b"]`). */
function tomlList(text: string, section: string, key: string): string[] | undefined {
  const body = text.split(/^\[/m).find((s) => s.startsWith(`${section}]`));
  const m = body && new RegExp(`^${key}\\s*=\\s*\\[([^\\]]*)\\]`, "m").exec(body);
  return m ? [...m[1]!.matchAll(/"([^"]*)"/g)].map((x) => x[1]!) : undefined;
}

describe("emulator defaults", () => {
  it("exposes the schemas, search path and row limit that supabase/config.toml's [api] sets", () => {
    const toml = readFileSync(join(import.meta.dirname, "../../supabase/config.toml"), "utf8");
    expect(DEFAULT_API_CONFIG.schemas).toEqual(tomlList(toml, "api", "schemas"));
    expect(DEFAULT_API_CONFIG.extraSearchPath).toEqual(tomlList(toml, "api", "extra_search_path"));
    const api = toml.split(/^\[/m).find((section) => section.startsWith("api]"));
    expect(String(DEFAULT_API_CONFIG.maxRows)).toBe(/^max_rows\s*=\s*(\d+)/m.exec(api ?? "")?.[1]);
  });
});
