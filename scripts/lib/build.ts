import { spawn } from "node:child_process";
import { join } from "node:path";
import { REPO_ROOT } from "./local-stack.ts";

/** Runs `react-router build` with the given environment; rejects with its output on failure. */
export function buildSite(env: Record<string, string>, buildDir: string, log: (line: string) => void): Promise<void> {
  return new Promise((resolvePromise, reject) => {
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
      if (code === 0) {
        const prerendered = output.split("\n").filter((line) => line.startsWith("Prerender (html)")).length;
        log(`Built the site (${prerendered} pages prerendered).`);
        resolvePromise();
      } else reject(new Error(`The build failed (exit ${code}):\n${output.slice(-6000)}`));
    });
  });
}
