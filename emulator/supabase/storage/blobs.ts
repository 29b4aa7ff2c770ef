/**
 * Where object bytes live: files under a directory, or memory.
 *
 * Layout: `<dir>/<bucket>/<xx>/<sha256(name)>`, the bucket id percent-encoded with dots encoded
 * too, the object name hashed. Neither part can contain a path separator or be "." / "..", so no
 * bucket id or object name can reach outside `<dir>`; and "a" and "a/b" can both exist (object
 * names are keys, not paths).
 */
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

export interface BlobStore {
  read(bucket: string, name: string): Promise<Buffer | undefined>;
  write(bucket: string, name: string, bytes: Buffer): Promise<void>;
  remove(bucket: string, name: string): Promise<void>;
}

function bucketDir(bucket: string): string {
  return encodeURIComponent(bucket).replace(/\./g, "%2E").replace(/\*/g, "%2A");
}

function objectFile(name: string): string {
  const hash = createHash("sha256").update(name, "utf8").digest("hex");
  return join(hash.slice(0, 2), hash);
}

export function createDiskBlobStore(dir: string): BlobStore {
  const pathOf = (bucket: string, name: string) => join(dir, bucketDir(bucket), objectFile(name));
  return {
    async read(bucket, name) {
      try {
        return await readFile(pathOf(bucket, name));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw err;
      }
    },
    async write(bucket, name, bytes) {
      const file = pathOf(bucket, name);
      await mkdir(dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const tmp = `${file}.${randomUUID()}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, file);
    },
    async remove(bucket, name) {
      await rm(pathOf(bucket, name), { force: true });
    },
  };
}

export function createMemoryBlobStore(): BlobStore {
  const blobs = new Map<string, Buffer>();
  const key = (bucket: string, name: string) => `${bucket}\u0000${name}`;
  return {
    async read(bucket, name) {
      return blobs.get(key(bucket, name));
    },
    async write(bucket, name, bytes) {
      blobs.set(key(bucket, name), Buffer.from(bytes));
    },
    async remove(bucket, name) {
      blobs.delete(key(bucket, name));
    },
  };
}
