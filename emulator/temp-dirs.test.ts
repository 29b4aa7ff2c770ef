import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { sweepAbandoned, temporaryDatabaseDir, temporaryDir } from "./temp-dirs.ts";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), "temp-dirs-test-"));
  made.push(dir);
  return dir;
};
/** The pid of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ["-e", ""]).pid!;

describe("in-memory PGlite's temporary folders", () => {
  it("are removed even when the process ends without closing the database (process.exit, an uncaught error)", { timeout: 120_000 }, () => {
    const db = pathToFileURL(resolve(import.meta.dirname, "supabase/db.ts")).href;
    for (const ending of ["process.exit(0);", 'throw new Error("the test ended early");']) {
      const script = join(scratch(), "child.mjs");
      writeFileSync(script, `const { openDatabase } = await import(${JSON.stringify(db)});\nawait openDatabase({ dataDir: "memory://" });\nconsole.log("opened");\n${ending}\n`);
      const tmp = scratch();
      const child = spawnSync(process.execPath, [script], { env: { ...process.env, TMPDIR: tmp }, encoding: "utf8", timeout: 60_000 });
      expect(child.stdout, child.stderr).toContain("opened");
      expect(readdirSync(tmp), ending).toEqual([]);
    }
  });

  it("of a process that was killed are removed by the next one, and no one else's", () => {
    const tmp = scratch();
    const dead = `pglite-${deadPid()}-abc123`;
    const running = `pglite-${process.ppid}-def456`;
    const legacy = "pglite-Xy12Zq";
    for (const name of [dead, running, legacy]) mkdirSync(join(tmp, name, "base"), { recursive: true });
    const mine = temporaryDatabaseDir(tmp);
    // The dead process's folder went when this one was made; the running one's and the unnamed one stay.
    expect(readdirSync(tmp).sort()).toEqual([legacy, running, basename(mine.path)].sort());
    mine.remove();
    expect(existsSync(mine.path)).toBe(false);
    sweepAbandoned(tmp);
    expect(readdirSync(tmp).sort()).toEqual([legacy, running].sort());
  });
});

describe("the Contentful emulator's test assets folders", () => {
  it("go with remove(), and when the process ends without removing them", { timeout: 120_000 }, () => {
    const testing = pathToFileURL(resolve(import.meta.dirname, "contentful/testing.ts")).href;
    const script = join(scratch(), "child.mjs");
    writeFileSync(
      script,
      `const { makeTestSeed } = await import(${JSON.stringify(testing)});\n` +
        `const { existsSync, readdirSync } = await import("node:fs");\n` +
        `const removed = await makeTestSeed();\n` +
        `const kept = await makeTestSeed();\n` +
        `console.log("made", readdirSync(kept.assetsDirectory).join(","), existsSync(removed.assetsDirectory));\n` +
        `removed.remove();\n` +
        `console.log("removed", existsSync(removed.assetsDirectory), existsSync(kept.assetsDirectory));\n`,
    );
    const tmp = scratch();
    const child = spawnSync(process.execPath, [script], { env: { ...process.env, TMPDIR: tmp }, encoding: "utf8", timeout: 60_000 });
    expect(child.stdout, child.stderr).toContain("made photo.png true");
    expect(child.stdout, child.stderr).toContain("removed false true");
    // The one left at exit went with the process.
    expect(readdirSync(tmp)).toEqual([]);
  });

  it("of a killed process are removed by the next one made, pglite's and others' left alone", () => {
    const tmp = scratch();
    const dead = deadPid();
    const names = [`cf-emulator-assets-${dead}-abc123`, `pglite-${dead}-abc123`, `cf-emulator-assets-${process.ppid}-def456`];
    for (const name of names) mkdirSync(join(tmp, name));
    const mine = temporaryDir("cf-emulator-assets-", tmp);
    expect(readdirSync(tmp).sort()).toEqual([names[1], names[2], basename(mine.path)].sort());
    mine.remove();
  });
});
