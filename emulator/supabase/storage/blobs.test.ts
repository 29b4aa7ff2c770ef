import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDiskBlobStore, createMemoryBlobStore } from "./blobs.ts";

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)));
}

describe("disk blob store", () => {
  let root: string;
  let dir: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), "blobs-"));
    dir = join(root, "storage");
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("writes, reads, replaces and removes bytes", async () => {
    const store = createDiskBlobStore(dir);
    await store.write("docs", "a/b.pdf", Buffer.from("one"));
    await store.write("docs", "a/b.pdf", Buffer.from("two"));
    expect((await store.read("docs", "a/b.pdf"))?.toString()).toBe("two");
    await store.remove("docs", "a/b.pdf");
    expect(await store.read("docs", "a/b.pdf")).toBeUndefined();
  });

  it("keeps every bucket id and object name inside its directory", async () => {
    const store = createDiskBlobStore(dir);
    const hostile = [
      ["..", "../../escape"],
      [".", "/etc/passwd"],
      ["a/../..", "..\\..\\win"],
    ] as const;
    for (const [bucket, name] of hostile) await store.write(bucket, name, Buffer.from(name));
    expect(await readdir(root)).toEqual(["storage"]);
    const files = await filesUnder(dir);
    expect(files).toHaveLength(hostile.length);
    for (const file of files) expect(file.startsWith("..")).toBe(false);
    for (const [bucket, name] of hostile) expect((await store.read(bucket, name))?.toString()).toBe(name);
  });

  it("stores an object and a 'folder' of the same name side by side", async () => {
    const store = createDiskBlobStore(dir);
    await store.write("b", "a", Buffer.from("file a"));
    await store.write("b", "a/b", Buffer.from("file a/b"));
    expect((await store.read("b", "a"))?.toString()).toBe("file a");
    expect((await store.read("b", "a/b"))?.toString()).toBe("file a/b");
  });
});

describe("memory blob store", () => {
  it("keeps buckets apart and copies the bytes it is given", async () => {
    const store = createMemoryBlobStore();
    const bytes = Buffer.from("x");
    await store.write("one", "k", bytes);
    bytes[0] = 0x79;
    expect((await store.read("one", "k"))?.toString()).toBe("x");
    expect(await store.read("two", "k")).toBeUndefined();
  });
});
