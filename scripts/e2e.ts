/** npm run test:e2e: a fresh local stack, then Playwright. Extra arguments go to Playwright. */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./lib/local-stack.ts";
import { E2E_DATA_DIR } from "../tests/e2e/env.ts";

rmSync(join(REPO_ROOT, E2E_DATA_DIR), { recursive: true, force: true });
const result = spawnSync(
  process.execPath,
  [join(REPO_ROOT, "node_modules/@playwright/test/cli.js"), "test", ...process.argv.slice(2)],
  { cwd: REPO_ROOT, stdio: "inherit" },
);
process.exit(result.status ?? 1);
