import { describe, expect, it } from "vitest";
import { loadServerConfig, ServerConfigError } from "./server-config.ts";

function problems(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ServerConfigError);
    return (error as ServerConfigError).problems;
  }
  throw new Error("no ServerConfigError");
}

describe("the server-side configuration", () => {
  it("reads every variable, trimmed, with blank as unset, and the numbers as numbers", () => {
    expect(loadServerConfig({ PORT: " 8080 ", HOST: "", DATABASE_URL: "postgres://u@h:5432/db", BUILD_HOOK_BODY: '{"ref":"main"}' })).toMatchObject({
      PORT: 8080,
      HOST: undefined,
      DATABASE_URL: "postgres://u@h:5432/db",
      BUILD_HOOK_BODY: '{"ref":"main"}',
    });
    expect(loadServerConfig({}).PORT).toBeUndefined();
  });

  it("says one sentence per missing required variable, naming it and what it must hold", () => {
    expect(problems(() => loadServerConfig({ SUPABASE_URL: " " }, { require: ["SUPABASE_URL", "SUPABASE_SERVICE_ROLE_KEY", "ADMIN_EMAIL"] }))).toEqual([
      "ADMIN_EMAIL is not set: it must hold the e-mail address of the first admin.",
      "SUPABASE_URL is not set: it must hold the Supabase project URL, e.g. https://<project>.supabase.co.",
      "SUPABASE_SERVICE_ROLE_KEY is not set: it must hold the project's service-role key (never put it in a VITE_ variable or in src/).",
    ]);
  });

  it("says one sentence per malformed variable, every one at once, never echoing a secret", () => {
    const found = problems(() =>
      loadServerConfig({
        PORT: "80a",
        DATABASE_URL: "mysql://x",
        ADMIN_EMAIL: "admin",
        ADMIN_PASSWORD: "abc1",
        SUPABASE_URL: "not a url",
        BUILD_HOOK_URL: "http://hooks.example/build",
        BUILD_HOOK_BODY: "{ref:main}",
      }),
    );
    expect(found).toEqual([
      expect.stringMatching(/^PORT must be a whole number from 0 to 65535 \("80a"\): it must hold the port/),
      expect.stringMatching(/^DATABASE_URL must be a postgres:\/\/ URL \("mysql:\/\/x"\)/),
      expect.stringMatching(/^ADMIN_EMAIL is not an e-mail address \("admin"\)/),
      expect.stringMatching(/^ADMIN_PASSWORD is shorter than 6 characters: it must hold/),
      expect.stringMatching(/^SUPABASE_URL is not a valid URL \("not a url"\)/),
      expect.stringMatching(/^BUILD_HOOK_URL must be an https URL/),
      expect.stringMatching(/^BUILD_HOOK_BODY is not valid JSON \("\{ref:main\}"\)/),
    ]);
    expect(found.join("\n")).not.toContain("abc1");
    expect(problems(() => loadServerConfig({ PORT: "70000" }))).toEqual([expect.stringMatching(/^PORT must be a whole number from 0 to 65535 \("70000"\)/)]);
  });
});
