/**
 * Temporary folders the emulators make: those of in-memory ("memory://") PGlite databases
 * (`pglite-<pid>-…`) and the test assets of the Contentful emulator (`cf-emulator-assets-<pid>-…`).
 * `remove()` removes one (a database's `close()` calls it); these catch the rest: a process that exits without closing (a test that ends early, an uncaught
 * error, process.exit) removes its folders on the way out, and a process that was killed (where no
 * code runs) leaves folders named with its pid, which the next database opened on the machine removes
 * once that pid is gone.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const PGLITE = "pglite-";
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

/** Removes the `prefix` folders of processes that are gone (killed before they could remove them). */
export function sweepAbandoned(dir = tmpdir(), prefix = PGLITE): void {
  for (const name of readdirSync(dir)) {
    const owner = name.startsWith(prefix) ? /^(\d+)-/.exec(name.slice(prefix.length)) : null;
    if (owner && Number(owner[1]) !== process.pid && !alive(Number(owner[1]))) rmSync(join(dir, name), { recursive: true, force: true });
  }
}

/** A new temporary folder for a database, removed by `remove()` or, at the latest, when the process exits. */
export function temporaryDatabaseDir(dir = tmpdir()): TemporaryDir {
  return temporaryDir(PGLITE, dir);
}

export interface TemporaryDir {
  path: string;
  remove(): void;
}

/** A new temporary folder `<prefix><pid>-…`, removed by `remove()` or, at the latest, when the process exits. */
export function temporaryDir(prefix: string, dir = tmpdir()): TemporaryDir {
  sweepAbandoned(dir, prefix);
  const path = mkdtempSync(join(dir, `${prefix}${process.pid}-`));
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
