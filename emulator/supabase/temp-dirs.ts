/**
 * The temporary folders of in-memory ("memory://") PGlite databases. `close()` removes its folder;
 * these catch the rest: a process that exits without closing (a test that ends early, an uncaught
 * error, process.exit) removes its folders on the way out, and a process that was killed (where no
 * code runs) leaves folders named with its pid, which the next database opened on the machine removes
 * once that pid is gone.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const PREFIX = "pglite-";
const OWNED = /^pglite-(\d+)-/;
const open = new Set<string>();
let exitHook = false;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Removes the folders of processes that are gone (killed before they could remove them). */
export function sweepAbandoned(dir = tmpdir()): void {
  for (const name of readdirSync(dir)) {
    const owner = OWNED.exec(name);
    if (owner && Number(owner[1]) !== process.pid && !alive(Number(owner[1]))) rmSync(join(dir, name), { recursive: true, force: true });
  }
}

/** A new temporary folder for a database, removed by `remove()` or, at the latest, when the process exits. */
export function temporaryDatabaseDir(dir = tmpdir()): { path: string; remove(): void } {
  sweepAbandoned(dir);
  const path = mkdtempSync(join(dir, `${PREFIX}${process.pid}-`));
  open.add(path);
  if (!exitHook) {
    exitHook = true;
    process.on("exit", () => {
      for (const left of open) rmSync(left, { recursive: true, force: true });
    });
  }
  return {
    path,
    remove() {
      open.delete(path);
      rmSync(path, { recursive: true, force: true });
    },
  };
}
