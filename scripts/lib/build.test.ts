import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type SiteBuilder, buildSite } from "./build.ts";
import { buildDirOutsideProject, insideRepository } from "./build-dir.ts";
import { REPO_ROOT } from "./local-stack.ts";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Stands in for `react-router build`: writes a page into the folder it is given, and notes which. */
function fakeBuilder(seen: string[]): SiteBuilder {
  return async (_env, buildDir) => {
    seen.push(buildDir);
    // What prerendering needs: the project's packages resolve from the build folder.
    expect(insideRepository(buildDir, REPO_ROOT)).toBe(true);
    mkdirSync(join(buildDir, "client"), { recursive: true });
    writeFileSync(join(buildDir, "client", "index.html"), "<h1>built</h1>");
    return "Prerender (html): / -> build/client/index.html\n";
  };
}

const staged = () => (existsSync(join(REPO_ROOT, "node_modules/.cache")) ? readdirSync(join(REPO_ROOT, "node_modules/.cache")).filter((n) => n.startsWith("site-build-")) : []);

describe("buildSite and BUILD_DIR", () => {
  it("builds a BUILD_DIR outside the project inside it, then moves the site there and leaves nothing behind", async () => {
    const outside = join(mkdtempSync(join(tmpdir(), "build-outside-")), "site");
    made.push(join(outside, ".."));
    const before = staged();
    const seen: string[] = [];
    const log: string[] = [];
    await buildSite({}, outside, (line) => log.push(line), fakeBuilder(seen));
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toBe(outside);
    expect(readFileSync(join(outside, "client", "index.html"), "utf8")).toBe("<h1>built</h1>");
    expect(existsSync(seen[0]!)).toBe(false);
    expect(staged()).toEqual(before);
    expect(log).toEqual(["Built the site (1 pages prerendered)."]);
  });

  it("replaces an earlier build outside the project, and cleans up after a failed build", async () => {
    const outside = mkdtempSync(join(tmpdir(), "build-outside-"));
    made.push(outside);
    writeFileSync(join(outside, "stale.txt"), "old");
    await buildSite({}, outside, () => {}, fakeBuilder([]));
    expect(existsSync(join(outside, "stale.txt"))).toBe(false);
    const before = staged();
    const failing: SiteBuilder = async () => {
      throw new Error("The build failed (exit 1)");
    };
    await expect(buildSite({}, outside, () => {}, failing)).rejects.toThrow("The build failed (exit 1)");
    expect(staged()).toEqual(before);
  });

  it("builds a BUILD_DIR inside the project in place", async () => {
    const inside = mkdtempSync(join(REPO_ROOT, "node_modules", ".build-inside-"));
    made.push(inside);
    const seen: string[] = [];
    await buildSite({}, inside, () => {}, fakeBuilder(seen));
    expect(seen).toEqual([inside]);
  });

  it("`react-router build` (npm run build) refuses a BUILD_DIR outside the project with a sentence, before building", () => {
    const outside = join(tmpdir(), `build-refused-${process.pid}`);
    const run = spawnSync(process.execPath, [join(REPO_ROOT, "node_modules/@react-router/dev/bin.js"), "build"], {
      cwd: REPO_ROOT,
      env: { ...process.env, BUILD_DIR: outside },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr + run.stdout).toContain(buildDirOutsideProject(outside, REPO_ROOT)!);
    expect(existsSync(outside)).toBe(false);
    expect(buildDirOutsideProject("build", REPO_ROOT)).toBeNull();
    expect(buildDirOutsideProject(".data/e2e/build", REPO_ROOT)).toBeNull();
  });
});
