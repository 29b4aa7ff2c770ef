/**
 * Conformance of the emulator's storage with storage-api as Supabase runs it, through supabase-js:
 * unknown routes, signed upload URLs, object info and requests without any credentials. Uses its
 * own bucket (created with the service key), apart from the project's buckets.
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
    it("answers Fastify's 404 to a storage-api route the emulator lacks instead of taking it for a bucket", async () => {
      const res = await fetch(`${s.url}/storage/v1/object/list-v2/${BUCKET}`, {
        method: "POST",
        headers: { ...serviceHeaders(), "Content-Type": "application/json" },
        body: JSON.stringify({ prefix: "" }),
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ statusCode: 404, error: "Not Found", message: `Route POST:/object/list-v2/${BUCKET} not found` });
    });

    it("answers 404 to a method no object route has", async () => {
      const res = await fetch(`${s.url}/storage/v1/object/unknown/x`, { method: "PATCH", headers: serviceHeaders() });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ statusCode: 404, error: "Not Found", message: "Route PATCH:/object/unknown/x not found" });
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
});
