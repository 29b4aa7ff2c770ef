import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BUILD_RECORD_FILE, buildMismatch, readBuildRecord, writeBuildRecord } from "./build-record.ts";
import { REPO_ROOT } from "./local-stack.ts";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A built site (its client/index.html) recorded as made for `origin` with `env`, in a temporary folder. */
function fakeBuild(record?: { origin: string; env: Record<string, string> }): string {
  const dir = mkdtempSync(join(tmpdir(), "build-record-"));
  made.push(dir);
  mkdirSync(join(dir, "client"));
  writeFileSync(join(dir, "client", "index.html"), "<!doctype html>");
  if (record) writeBuildRecord(dir, record);
  return dir;
}

const env3000 = {
  VITE_SUPABASE_URL: "http://localhost:3000/supabase",
  VITE_SUPABASE_ANON_KEY: "anon-a",
  VITE_SITE_URL: "http://localhost:3000",
};

describe("the build's record of what it was made for", () => {
  it("keeps the origin and only the VITE_ values, beside the served folder", () => {
    const dir = fakeBuild({ origin: "http://localhost:3000", env: { ...env3000, SECRET_KEY: "never", PATH: "/bin" } });
    expect(readBuildRecord(dir)).toEqual({ origin: "http://localhost:3000", env: env3000 });
    expect(readFileSync(join(dir, BUILD_RECORD_FILE), "utf8")).not.toContain("never");
  });

  it("lets the same address and settings serve the build", () => {
    const dir = fakeBuild({ origin: "http://localhost:3000", env: env3000 });
    expect(buildMismatch(dir, "http://localhost:3000", { ...env3000, HOME: "/root" })).toBeNull();
  });

  it("stops a build made for another port, naming both addresses and where its forms would go", () => {
    const dir = fakeBuild({ origin: "http://localhost:3000", env: env3000 });
    expect(buildMismatch(dir, "http://localhost:3240")).toBe(
      `The build in ${dir} was made for http://localhost:3000, not http://localhost:3240: its pages would call the API there ` +
        "(its forms would go to http://localhost:3000/supabase). Start on that address, or run `npm start` without --no-build to rebuild it for http://localhost:3240.",
    );
  });

  it("stops a build made with other keys or settings, naming the variables but not their values", () => {
    const dir = fakeBuild({ origin: "http://localhost:3000", env: env3000 });
    const sentence = buildMismatch(dir, "http://localhost:3000", { ...env3000, VITE_SUPABASE_ANON_KEY: "anon-b", VITE_FORM_ENDPOINT: "https://forms.example" });
    expect(sentence).toBe(
      `The build in ${dir} was made with other settings than this server's (VITE_FORM_ENDPOINT, VITE_SUPABASE_ANON_KEY differ, e.g. another DATA_DIR's keys): ` +
        "run `npm start` without --no-build to rebuild it.",
    );
    expect(sentence).not.toContain("anon-b");
  });

  it("stops when there is no build, or a build with no record", () => {
    const empty = mkdtempSync(join(tmpdir(), "build-record-"));
    made.push(empty);
    expect(buildMismatch(empty, "http://localhost:3000")).toBe(`There is no built site in ${empty}: run \`npm start\` without --no-build to rebuild it.`);
    const unrecorded = fakeBuild();
    expect(buildMismatch(unrecorded, "http://localhost:3000")).toMatch(/does not say which address it was made for \(build-record\.json is missing\)/);
  });
});

describe("npm start -- --no-build", () => {
  it("refuses, with the sentence and before starting anything, a build made for another port", () => {
    const build = fakeBuild({ origin: "http://localhost:3000", env: env3000 });
    const data = mkdtempSync(join(tmpdir(), "build-record-data-"));
    made.push(data);
    const run = spawnSync(process.execPath, [join(REPO_ROOT, "scripts/start.ts"), "--no-build"], {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: "3249", BUILD_DIR: build, DATA_DIR: data },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `The build in ${build} was made for http://localhost:3000, not http://localhost:3249: its pages would call the API there ` +
        "(its forms would go to http://localhost:3000/supabase). Start on that address, or run `npm start` without --no-build to rebuild it for http://localhost:3249.",
    );
    expect(run.stdout).not.toContain("Site ready");
  });
});
