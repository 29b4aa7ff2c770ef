/**
 * Conformance of the emulator's storage with storage-api as Supabase runs it, through supabase-js:
 * unknown routes, signed upload URLs, object info, requests without any credentials, bucket size
 * limits and listV2. Uses its own buckets (created with the service key), apart from the project's.
 */
import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSupabase, testBackends, type StartedSupabase } from "./helpers/supabase.ts";

const BACKENDS = await testBackends("supabase-storage-conformance");
const noSession = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } } as const;
const BUCKET = "cf-conformance";

describe.each(BACKENDS)("storage conformance on $name", ({ backend }) => {
  let s: StartedSupabase;
  let service: SupabaseClient;
  let anon: SupabaseClient;

  const serviceHeaders = () => ({ apikey: s.serviceRoleKey, Authorization: `Bearer ${s.serviceRoleKey}` });

  beforeAll(async () => {
    s = await startSupabase({ backend });
    service = createClient(s.url, s.serviceRoleKey, noSession);
    anon = createClient(s.url, s.anonKey, noSession);
    expect((await service.storage.createBucket(BUCKET, { public: false })).error).toBeNull();
  });

  afterAll(async () => {
    await s?.close();
  });

  describe("unknown routes", () => {
    it("answers Fastify's 404 to a storage-api route word with another method instead of taking it for a bucket", async () => {
      const res = await fetch(`${s.url}/storage/v1/object/list/${BUCKET}`, { headers: serviceHeaders() });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ statusCode: 404, error: "Not Found", message: `Route GET:/object/list/${BUCKET} not found` });
    });

    it("answers 404 to a method no object route has", async () => {
      const res = await fetch(`${s.url}/storage/v1/object/unknown/x`, { method: "PATCH", headers: serviceHeaders() });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ statusCode: 404, error: "Not Found", message: "Route PATCH:/object/unknown/x not found" });
    });
  });

  describe("image transformations (not emulated)", () => {
    it("signs a transformed image on the render route, which answers 404 like the other transform routes instead of the original", async () => {
      const path = `img/${randomUUID()}.png`;
      const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
      expect((await service.storage.from(BUCKET).upload(path, png, { contentType: "image/png" })).error).toBeNull();
      const signed = await service.storage.from(BUCKET).createSignedUrl(path, 60, { transform: { width: 10, height: 10 } });
      expect(signed.error).toBeNull();
      expect(signed.data!.signedUrl).toContain(`/storage/v1/render/image/sign/${BUCKET}/${path}?token=`);
      const res = await fetch(signed.data!.signedUrl);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ statusCode: 404, error: "Not Found" });
      // Without transform, the same object is signed for download as before.
      const plain = await service.storage.from(BUCKET).createSignedUrl(path, 60);
      expect((await fetch(plain.data!.signedUrl)).status).toBe(200);
    });
  });

  describe("signed upload URLs", () => {
    it("creates a signed upload URL and uploads through it without credentials", async () => {
      const path = `signed/${randomUUID()}.txt`;
      const signed = await service.storage.from(BUCKET).createSignedUploadUrl(path);
      expect(signed.error).toBeNull();
      expect(signed.data).toEqual({ path, token: expect.any(String), signedUrl: expect.stringContaining(`${s.url}/storage/v1/object/upload/sign/${BUCKET}/${path}?token=`) });

      const up = await anon.storage.from(BUCKET).uploadToSignedUrl(path, signed.data!.token, new Blob(["signed bytes"], { type: "text/plain" }));
      expect(up.error).toBeNull();
      expect(up.data).toEqual({ path, fullPath: `${BUCKET}/${path}` });
      const down = await service.storage.from(BUCKET).download(path);
      expect(await down.data?.text()).toBe("signed bytes");

      // Not twice to the same path unless the URL was created with upsert.
      const dup = await service.storage.from(BUCKET).createSignedUploadUrl(path);
      expect(dup.error).toMatchObject({ status: 400, statusCode: "409", message: "The resource already exists" });
      const upsert = await service.storage.from(BUCKET).createSignedUploadUrl(path, { upsert: true });
      expect(upsert.error).toBeNull();
      const replaced = await anon.storage.from(BUCKET).uploadToSignedUrl(path, upsert.data!.token, new Blob(["replaced"], { type: "text/plain" }));
      expect(replaced.error).toBeNull();
      expect(await (await service.storage.from(BUCKET).download(path)).data?.text()).toBe("replaced");
    });

    it("refuses a token for another path, an upload token for a download, and a caller RLS does not let insert", async () => {
      const path = `signed/${randomUUID()}.txt`;
      const signed = await service.storage.from(BUCKET).createSignedUploadUrl(path);
      const other = await anon.storage.from(BUCKET).uploadToSignedUrl(`signed/${randomUUID()}.txt`, signed.data!.token, new Blob(["x"]));
      expect(other.error).toMatchObject({ status: 400, statusCode: "400", message: "Invalid signature" });
      const download = await fetch(`${s.url}/storage/v1/object/sign/${BUCKET}/${path}?token=${signed.data!.token}`);
      expect(download.status).toBe(400);
      expect(await download.json()).toMatchObject({ code: "InvalidSignature" });
      const denied = await anon.storage.from(BUCKET).createSignedUploadUrl(`signed/${randomUUID()}.txt`);
      expect(denied.error).toMatchObject({ statusCode: "403", message: "new row violates row-level security policy" });
    });
  });

  describe("object info", () => {
    it("returns metadata {} for an object uploaded without user metadata", async () => {
      const path = `${randomUUID()}.txt`;
      expect((await service.storage.from(BUCKET).upload(path, new Blob(["info"], { type: "text/plain" }))).error).toBeNull();
      const info = await service.storage.from(BUCKET).info(path);
      expect(info.error).toBeNull();
      expect(info.data).toMatchObject({ name: path, bucketId: BUCKET, size: 4 });
      expect(info.data?.metadata).toEqual({});
    });
  });

  describe("no credentials", () => {
    it("refuses a request with neither Authorization nor apikey instead of running it as anon", async () => {
      for (const [method, path] of [
        ["GET", "/bucket"],
        ["POST", `/object/list/${BUCKET}`],
        ["POST", `/object/${BUCKET}/${randomUUID()}.txt`],
      ] as const) {
        const res = await fetch(`${s.url}/storage/v1${path}`, { method, headers: { "Content-Type": "application/json" }, body: method === "POST" ? "{}" : undefined });
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ statusCode: "403", code: "AccessDenied", error: "Unauthorized", message: "Invalid Compact JWS" });
      }
    });
  });

  describe("bucket size limits", () => {
    it("reads '20mb' as 20 000 000 bytes (decimal units, 3 significant digits), as storage-api", async () => {
      const id = `cf-size-${randomUUID().slice(0, 8)}`;
      expect((await service.storage.createBucket(id, { public: false, fileSizeLimit: "20mb" })).error).toBeNull();
      expect((await service.storage.getBucket(id)).data?.file_size_limit).toBe(20_000_000);
      for (const [limit, bytes] of [["1.5KB", 1500], ["1.2345MB", 1_230_000], ["300B", 300], [1024, 1024]] as const) {
        expect((await service.storage.updateBucket(id, { public: false, fileSizeLimit: limit })).error, String(limit)).toBeNull();
        expect((await service.storage.getBucket(id)).data?.file_size_limit, String(limit)).toBe(bytes);
      }
    });

    it("refuses a size it cannot read, and one above the global limit", async () => {
      const id = `cf-size-${randomUUID().slice(0, 8)}`;
      const bad = await service.storage.createBucket(id, { public: false, fileSizeLimit: "20 MiB" });
      expect(bad.error).toMatchObject({ statusCode: "400", message: "Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B" });
      const huge = await service.storage.createBucket(id, { public: false, fileSizeLimit: "2GB" });
      expect(huge.error).toMatchObject({ statusCode: "413", message: "The object exceeded the maximum allowed size" });
      expect((await service.storage.getBucket(id)).error).not.toBeNull();
    });
  });

  describe("listV2", () => {
    const LIST = "cf-list";
    beforeAll(async () => {
      expect((await service.storage.createBucket(LIST, { public: false })).error).toBeNull();
      for (const path of ["a.txt", "b/one.txt", "b/two.txt", "b/deep/three.txt", "c.txt", "d/four.txt"]) {
        expect((await service.storage.from(LIST).upload(path, new Blob([path], { type: "text/plain" }))).error).toBeNull();
      }
    });

    it("lists every object under a prefix, flat, in name order", async () => {
      const res = await service.storage.from(LIST).listV2({ prefix: "b/" });
      expect(res.error).toBeNull();
      expect(res.data).toMatchObject({ hasNext: false, folders: [] });
      expect(res.data!.objects.map((o) => o.name)).toEqual(["b/deep/three.txt", "b/one.txt", "b/two.txt"]);
      expect(res.data!.objects[0]).toMatchObject({ id: expect.any(String), metadata: expect.objectContaining({ size: 16, mimetype: "text/plain" }) });
    });

    it("folds deeper names into folders with with_delimiter", async () => {
      const res = await service.storage.from(LIST).listV2({ with_delimiter: true });
      expect(res.error).toBeNull();
      // Folders as storage-api's search_v2 gives them: with their key (issue 26) and nulls for the rest.
      const folder = (key: string, name: string) => ({ key, name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
      expect(res.data!.folders).toEqual([folder("b", "b/"), folder("d", "d/")]);
      expect(res.data!.objects.map((o) => [o.name, o.key])).toEqual([
        ["a.txt", "a.txt"],
        ["c.txt", "c.txt"],
      ]);
      const inB = await service.storage.from(LIST).listV2({ prefix: "b/", with_delimiter: true });
      expect(inB.data!.folders).toEqual([folder("deep", "b/deep/")]);
      expect(inB.data!.objects.map((o) => [o.name, o.key])).toEqual([
        ["b/one.txt", "one.txt"],
        ["b/two.txt", "two.txt"],
      ]);
    });

    it("pages with a cursor, folders and objects alike, to the end", async () => {
      const seen: string[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 10; page++) {
        const res = await service.storage.from(LIST).listV2({ with_delimiter: true, limit: 2, cursor });
        expect(res.error).toBeNull();
        seen.push(...res.data!.folders.map((f) => f.name), ...res.data!.objects.map((o) => o.name));
        if (!res.data!.hasNext) break;
        expect(res.data!.nextCursor).toEqual(expect.any(String));
        cursor = res.data!.nextCursor;
      }
      expect(seen.sort()).toEqual(["a.txt", "b/", "c.txt", "d/"]);
      const desc = await service.storage.from(LIST).listV2({ limit: 2, sortBy: { column: "name", order: "desc" } });
      expect(desc.data!.objects.map((o) => o.name)).toEqual(["d/four.txt", "c.txt"]);
      const next = await service.storage.from(LIST).listV2({ limit: 2, cursor: desc.data!.nextCursor });
      expect(next.data!.objects.map((o) => o.name)).toEqual(["b/two.txt", "b/one.txt"]);
    });

    it("lists only what RLS lets the caller select, and refuses a bad cursor", async () => {
      const res = await anon.storage.from(LIST).listV2();
      expect(res.error).toBeNull();
      expect(res.data).toEqual({ hasNext: false, folders: [], objects: [] });
      const bad = await service.storage.from(LIST).listV2({ cursor: Buffer.from("nonsense").toString("base64") });
      expect(bad.error).toMatchObject({ statusCode: "400", message: "Invalid Parameter continuation token" });
    });
  });
});
