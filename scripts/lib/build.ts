import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { insideRepository } from "./build-dir.ts";
import { REPO_ROOT } from "./local-stack.ts";

/** Runs `react-router build` into `buildDir` with `env`; resolves with its output, rejects with it on failure. */
export type SiteBuilder = (env: Record<string, string>, buildDir: string) => Promise<string>;

const reactRouterBuild: SiteBuilder = (env, buildDir) =>
  new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [join(REPO_ROOT, "node_modules/@react-router/dev/bin.js"), "build"], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, BUILD_DIR: buildDir, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0) resolvePromise(output);
      else reject(new Error(`The build failed (exit ${code}):\n${output.slice(-6000)}`));
    });
  });

/** Puts the finished build at `to` (replacing what was there): a rename, or a copy across disks. */
function moveBuild(from: string, to: string) {
  rmSync(to, { recursive: true, force: true });
  mkdirSync(dirname(to), { recursive: true });
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    cpSync(from, to, { recursive: true });
    rmSync(from, { recursive: true, force: true });
  }
}

/**
 * Builds the site into `buildDir`. A BUILD_DIR outside the project (where the build's own imports
 * would not resolve, see build-dir.ts) is built in a folder inside it (node_modules/.cache) and
 * moved to BUILD_DIR when done.
 */
export async function buildSite(
  env: Record<string, string>,
  buildDir: string,
  log: (line: string) => void,
  build: SiteBuilder = reactRouterBuild,
): Promise<void> {
  let output: string;
  if (insideRepository(buildDir, REPO_ROOT)) {
    output = await build(env, buildDir);
  } else {
    const cache = join(REPO_ROOT, "node_modules", ".cache");
    mkdirSync(cache, { recursive: true });
    const staging = mkdtempSync(join(cache, "site-build-"));
    try {
      output = await build(env, staging);
      moveBuild(staging, buildDir);
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  }
  const prerendered = output.split("\n").filter((line) => line.startsWith("Prerender (html)")).length;
  log(`Built the site (${prerendered} pages prerendered).`);
}
