import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BUILD_RECORD_FILE, buildMismatch, readBuildRecord, writeBuildRecord } from "./build-record.ts";
import { loadKeys } from "../../emulator/supabase/keys.ts";
import { type LocalStack, localBuildEnv, REPO_ROOT } from "./local-stack.ts";

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
      `The build in ${dir} was made with other settings than this server's (VITE_FORM_ENDPOINT, VITE_SUPABASE_ANON_KEY differ: another DATA_DIR's keys): ` +
        "run `npm start` without --no-build to rebuild it.",
    );
    expect(sentence).not.toContain("anon-b");
    expect(buildMismatch(dir, "http://localhost:3000", { ...env3000, VITE_WEB_VITALS_SAMPLE_RATE: "0" })).toBe(
      `The build in ${dir} was made with other settings than this server's (VITE_WEB_VITALS_SAMPLE_RATE differs): run \`npm start\` without --no-build to rebuild it.`,
    );
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

  /**
   * A build recorded as `npm start` records it for PORT 3247 and the data folder `data` (whose JWT
   * key signed its anon key at an earlier start, or another folder's key when `foreignKey`).
   */
  async function recordedBuild(data: string, foreignKey: boolean): Promise<{ build: string; env: NodeJS.ProcessEnv }> {
    const port = 3247;
    const origin = `http://localhost:${port}`;
    const secrets = { contentfulDeliveryToken: "delivery", contentfulPreviewToken: "preview", contentfulManagementToken: "management", mailApiKey: "mail" };
    writeFileSync(join(data, "local-secrets.json"), JSON.stringify(secrets));
    const keysDir = foreignKey ? mkdtempSync(join(tmpdir(), "build-record-keys-")) : data;
    made.push(keysDir);
    const signer = await loadKeys(join(keysDir, "jwt-keys.json"));
    const anonKey = await signer.sign({ iss: "supabase-demo", role: "anon" }, 3600);
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITE_")));
    const stack = { port, origin, secrets, supabase: { anonKey } } as unknown as LocalStack;
    const build = fakeBuild({ origin, env: localBuildEnv(stack, env) });
    return { build, env: { ...env, PORT: String(port), BUILD_DIR: build, DATA_DIR: data, ADMIN_PASSWORD: "build-record-test-1" } };
  }

  /** Runs `npm start -- --no-build` until it says the site is ready (then stops it) or exits. */
  function startNoBuild(env: NodeJS.ProcessEnv): Promise<{ ready: boolean; status: number | null; stderr: string }> {
    return new Promise((resolvePromise) => {
      const child = spawn(process.execPath, [join(REPO_ROOT, "scripts/start.ts"), "--no-build"], { cwd: REPO_ROOT, env });
      let stdout = "";
      let stderr = "";
      let ready = false;
      child.stdout.on("data", (chunk: Buffer) => {
        stdout += chunk.toString();
        if (!ready && stdout.includes("Site ready at http://localhost:3247")) {
          ready = true;
          child.kill("SIGTERM");
        }
      });
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      child.on("exit", (status) => resolvePromise({ ready, status, stderr: stderr.trim() }));
    });
  }

  it("serves, after a restart, the build made for the same address and data folder", { timeout: 120_000 }, async () => {
    const data = mkdtempSync(join(tmpdir(), "build-record-data-"));
    made.push(data);
    const { env } = await recordedBuild(data, false);
    const run = await startNoBuild(env);
    expect(run).toMatchObject({ ready: true, stderr: "" });
  });

  it("refuses a build whose anon key another data folder signed", { timeout: 120_000 }, async () => {
    const data = mkdtempSync(join(tmpdir(), "build-record-data-"));
    made.push(data);
    const { build, env } = await recordedBuild(data, true);
    const run = await startNoBuild(env);
    expect(run).toEqual({
      ready: false,
      status: 1,
      stderr:
        `The build in ${build} was made with other settings than this server's (VITE_SUPABASE_ANON_KEY differs: another DATA_DIR's keys): ` +
        "run `npm start` without --no-build to rebuild it.",
    });
  });
});
