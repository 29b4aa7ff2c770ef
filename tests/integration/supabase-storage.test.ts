/**
 * Conformance of the emulator's storage with @supabase/supabase-js' storage client, against the
 * project's buckets and the RLS policies of supabase/migrations: the service role writes
 * resources-private (decision 0015), nobody writes the unused resources-public (issue 26), anyone reads
 * public buckets, only staff read resources-private. The upload conformance runs on a test bucket
 * shaped as resources-public was (10 MB, the seven document types, staff write, anyone reads).
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { startSupabase, testBackends, type StartedSupabase } from "./helpers/supabase.ts";

const TEN_MB = 10 * 1024 * 1024;
/** A public document bucket that staff write, made by this test (the project has none any more). */
const DOCS = "st-public-docs";
const DOCS_SQL = `
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
select '${DOCS}', '${DOCS}', true, file_size_limit, allowed_mime_types from storage.buckets where id = 'resources-public';
create policy "st-public-docs: staff write" on storage.objects for insert to authenticated with check (bucket_id = '${DOCS}' and public.is_staff());
create policy "st-public-docs: staff update" on storage.objects for update to authenticated using (bucket_id = '${DOCS}' and public.is_staff()) with check (bucket_id = '${DOCS}' and public.is_staff());
create policy "st-public-docs: staff delete" on storage.objects for delete to authenticated using (bucket_id = '${DOCS}' and public.is_staff());
create policy "st-public-docs: anyone reads" on storage.objects for select to anon, authenticated using (bucket_id = '${DOCS}');`;
const noSession = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } } as const;

// PGlite always; the Postgres server (a fresh database per run, dropped after) when reachable — in CI it must be.
const backends = (await testBackends("storage tests")).map(({ name, backend }) => ({
  name,
  start: () => startSupabase({ backend }),
}));

describe.each(backends)("storage on $name", (backend) => {
  let stack: StartedSupabase;
  let service: SupabaseClient;
  let anon: SupabaseClient;
  let staff: SupabaseClient;
  let visitor: SupabaseClient;

  function pdf(text: string): Blob {
    return new Blob([`%PDF-1.4\n${text}`], { type: "application/pdf" });
  }

  async function text(blob: Blob | null): Promise<string | null> {
    return blob ? blob.text() : null;
  }

  beforeAll(async () => {
    stack = await backend.start();
    await stack.emulator.context.db.exec(DOCS_SQL);
    service = createClient(stack.url, stack.serviceRoleKey, noSession);
    anon = createClient(stack.url, stack.anonKey, noSession);

    const email = `staff-${randomUUID()}@example.test`;
    const created = await service.auth.admin.createUser({ email, password: "correct horse battery", email_confirm: true, app_metadata: { role: "admin" } });
    expect(created.error).toBeNull();
    staff = createClient(stack.url, stack.anonKey, noSession);
    const signedIn = await staff.auth.signInWithPassword({ email, password: "correct horse battery" });
    expect(signedIn.error).toBeNull();

    visitor = createClient(stack.url, stack.anonKey, noSession);
    const anonymous = await visitor.auth.signInAnonymously();
    expect(anonymous.error).toBeNull();
  });

  afterAll(async () => {
    await stack?.close();
  });

  describe("upload and download", () => {
    it("uploads (multipart Blob) and downloads the same bytes, with type and cache control", async () => {
      const path = `${randomUUID()}/guide.pdf`;
      const up = await staff.storage.from(DOCS).upload(path, pdf("guide v1"));
      expect(up.error).toBeNull();
      expect(up.data).toEqual({ path, id: expect.any(String), fullPath: `${DOCS}/${path}` });

      const down = await staff.storage.from(DOCS).download(path);
      expect(down.error).toBeNull();
      expect(await text(down.data)).toBe("%PDF-1.4\nguide v1");
      expect(down.data?.type).toBe("application/pdf");

      const { data } = anon.storage.from(DOCS).getPublicUrl(path);
      expect(data.publicUrl).toBe(`${stack.url}/storage/v1/object/public/${DOCS}/${path}`);
      const res = await fetch(data.publicUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("cache-control")).toBe("max-age=3600");
      expect(await res.text()).toBe("%PDF-1.4\nguide v1");
    });

    it("uploads a raw body with contentType and cacheControl options", async () => {
      const path = `${randomUUID()}.docx`;
      const type = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
      const up = await staff.storage.from(DOCS).upload(path, Buffer.from("docx bytes"), { contentType: type, cacheControl: "60" });
      expect(up.error).toBeNull();
      const res = await fetch(anon.storage.from(DOCS).getPublicUrl(path).data.publicUrl);
      expect(res.headers.get("content-type")).toBe(type);
      expect(res.headers.get("cache-control")).toBe("max-age=60");
      expect(await res.text()).toBe("docx bytes");
    });

    it("refuses a second upload to the same path with 409 Duplicate, replaces with upsert and with update()", async () => {
      const bucket = staff.storage.from(DOCS);
      const path = `${randomUUID()}.pdf`;
      expect((await bucket.upload(path, pdf("one"))).error).toBeNull();

      const again = await bucket.upload(path, pdf("two"));
      expect(again.data).toBeNull();
      expect(again.error).toMatchObject({ name: "StorageApiError", message: "The resource already exists", status: 400, statusCode: "409" });
      expect(await text((await bucket.download(path)).data)).toBe("%PDF-1.4\none");

      expect((await bucket.upload(path, pdf("two"), { upsert: true })).error).toBeNull();
      expect(await text((await bucket.download(path)).data)).toBe("%PDF-1.4\ntwo");

      expect((await bucket.update(path, pdf("three"))).error).toBeNull();
      expect(await text((await bucket.download(path)).data)).toBe("%PDF-1.4\nthree");
    });

    it("answers 'Object not found' for a missing object", async () => {
      const { data, error } = await staff.storage.from(DOCS).download(`${randomUUID()}.pdf`);
      expect(data).toBeNull();
      expect(error).toMatchObject({ status: 400 });
      const res = await fetch(`${stack.url}/storage/v1/object/public/${DOCS}/${randomUUID()}.pdf`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ statusCode: "404", code: "NoSuchKey", error: "not_found", message: "Object not found" });
    });
  });

  describe("bucket limits", () => {
    it("refuses a file over the bucket's size limit (10MB) with 'Payload too large'", async () => {
      const big = new Blob([new Uint8Array(TEN_MB + 1)], { type: "application/pdf" });
      const { data, error } = await staff.storage.from(DOCS).upload(`${randomUUID()}.pdf`, big);
      expect(data).toBeNull();
      expect(error).toMatchObject({ status: 400, statusCode: "413", message: "The object exceeded the maximum allowed size" });

      const atLimit = new Blob([new Uint8Array(TEN_MB)], { type: "application/pdf" });
      expect((await staff.storage.from(DOCS).upload(`${randomUUID()}.pdf`, atLimit)).error).toBeNull();
    });

    it("refuses a type outside the bucket's allowed MIME types", async () => {
      const { data, error } = await staff.storage.from(DOCS).upload(`${randomUUID()}.txt`, new Blob(["hello"], { type: "text/plain" }));
      expect(data).toBeNull();
      expect(error).toMatchObject({ status: 400, statusCode: "415", message: "mime type text/plain is not supported" });
    });

    it("applies limits of a bucket created with the service key, wildcards included", async () => {
      const id = `tiny-${randomUUID().slice(0, 8)}`;
      const created = await service.storage.createBucket(id, { public: false, fileSizeLimit: "1KB", allowedMimeTypes: ["image/*"] });
      expect(created).toEqual({ data: { name: id }, error: null });
      const got = await service.storage.getBucket(id);
      expect(got.data).toMatchObject({ id, name: id, public: false, file_size_limit: 1000, allowed_mime_types: ["image/*"] });

      const ok = await service.storage.from(id).upload("a.png", new Blob([new Uint8Array(1000)], { type: "image/png" }));
      expect(ok.error).toBeNull();
      const tooBig = await service.storage.from(id).upload("b.png", new Blob([new Uint8Array(1001)], { type: "image/png" }));
      expect(tooBig.error).toMatchObject({ statusCode: "413" });
      const wrongType = await service.storage.from(id).upload("c.pdf", pdf("x"));
      expect(wrongType.error).toMatchObject({ statusCode: "415", message: "mime type application/pdf is not supported" });
    });

    it("lets only the service role create buckets (RLS on storage.buckets)", async () => {
      const { data, error } = await staff.storage.createBucket(`nope-${randomUUID().slice(0, 8)}`, { public: true });
      expect(data).toBeNull();
      expect(error).toMatchObject({ status: 400, statusCode: "403" });
      const list = await service.storage.listBuckets();
      expect(list.data?.map((b) => b.id)).toEqual(expect.arrayContaining(["resources-public", "resources-private", "blog-images"]));
    });
  });

  describe("access decided by RLS on storage.objects", () => {
    it("refuses an admin's direct upload to the unused resources-public bucket (no content check has seen it)", async () => {
      const path = `${randomUUID()}.pdf`;
      const { data, error } = await staff.storage.from("resources-public").upload(path, pdf("unchecked"));
      expect(data).toBeNull();
      expect(error).toMatchObject({ status: 400, statusCode: "403", message: "new row violates row-level security policy" });
      const res = await fetch(anon.storage.from("resources-public").getPublicUrl(path).data.publicUrl);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ statusCode: "404", message: "Object not found" });
    });

    it("refuses uploads by anon and by a non-staff user", async () => {
      for (const client of [anon, visitor]) {
        const { data, error } = await client.storage.from(DOCS).upload(`${randomUUID()}.pdf`, pdf("intruder"));
        expect(data).toBeNull();
        expect(error).toMatchObject({ status: 400, statusCode: "403", message: "new row violates row-level security policy" });
      }
    });

    it("serves a private object to staff only; anon and a visitor get 'not found'; no public URL", async () => {
      const path = `${randomUUID()}/internal.pdf`;
      expect((await service.storage.from("resources-private").upload(path, pdf("internal"))).error).toBeNull();

      expect(await text((await staff.storage.from("resources-private").download(path)).data)).toBe("%PDF-1.4\ninternal");
      for (const client of [anon, visitor]) {
        const { data, error } = await client.storage.from("resources-private").download(path);
        expect(data).toBeNull();
        expect(error).toMatchObject({ status: 400 });
      }
      const res = await fetch(anon.storage.from("resources-private").getPublicUrl(path).data.publicUrl);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ statusCode: "404", message: "Bucket not found" });
    });

    it("reads a public object for anyone: anon and a visitor download it", async () => {
      const path = `${randomUUID()}.pdf`;
      expect((await staff.storage.from(DOCS).upload(path, pdf("public"))).error).toBeNull();
      for (const client of [anon, visitor]) {
        expect(await text((await client.storage.from(DOCS).download(path)).data)).toBe("%PDF-1.4\npublic");
      }
    });

    it("does not let anon or a visitor remove or move an object", async () => {
      const path = `${randomUUID()}.pdf`;
      expect((await staff.storage.from(DOCS).upload(path, pdf("keep"))).error).toBeNull();
      for (const client of [anon, visitor]) {
        const removed = await client.storage.from(DOCS).remove([path]);
        expect(removed).toEqual({ data: [], error: null });
        const moved = await client.storage.from(DOCS).move(path, `${randomUUID()}.pdf`);
        expect(moved.error).toMatchObject({ status: 400, statusCode: "404" });
      }
      expect(await text((await anon.storage.from(DOCS).download(path)).data)).toBe("%PDF-1.4\nkeep");
    });
  });

  describe("signed URLs", () => {
    it("signs a private object for staff; the URL works without credentials until it expires", async () => {
      const path = `${randomUUID()}/signed.pdf`;
      expect((await service.storage.from("resources-private").upload(path, pdf("signed"))).error).toBeNull();
      const { data, error } = await staff.storage.from("resources-private").createSignedUrl(path, 60);
      expect(error).toBeNull();
      expect(data?.signedUrl).toMatch(new RegExp(`^${stack.url}/storage/v1/object/sign/resources-private/${path}\\?token=`));
      const res = await fetch(data!.signedUrl);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe("%PDF-1.4\nsigned");

      const expired = await stack.emulator.context.keys.sign({ url: `resources-private/${path}` }, -10);
      const late = await fetch(`${stack.url}/storage/v1/object/sign/resources-private/${path}?token=${expired}`);
      expect(late.status).toBe(400);
      expect(await late.json()).toMatchObject({ statusCode: "400", code: "ExpiredToken" });
    });

    it("refuses to sign for someone who cannot read the object, and refuses tokens for another object or an access token", async () => {
      const path = `${randomUUID()}.pdf`;
      expect((await service.storage.from("resources-private").upload(path, pdf("secret"))).error).toBeNull();
      const denied = await visitor.storage.from("resources-private").createSignedUrl(path, 60);
      expect(denied.data).toBeNull();
      expect(denied.error).toMatchObject({ statusCode: "404" });

      const other = await staff.storage.from("resources-private").createSignedUrl(path, 60);
      const token = new URL(other.data!.signedUrl).searchParams.get("token");
      const wrongObject = await fetch(`${stack.url}/storage/v1/object/sign/resources-private/${randomUUID()}.pdf?token=${token}`);
      expect(wrongObject.status).toBe(400);
      expect(await wrongObject.json()).toMatchObject({ code: "InvalidSignature" });

      const session = (await staff.auth.getSession()).data.session!;
      const withAccessToken = await fetch(`${stack.url}/storage/v1/object/sign/resources-private/${path}?token=${session.access_token}`);
      expect(withAccessToken.status).toBe(400);
    });
  });

  describe("list, move, remove", () => {
    it("lists one folder level, sorted by name, with limit and offset", async () => {
      const folder = randomUUID();
      const bucket = staff.storage.from(DOCS);
      for (const name of ["b.pdf", "a.pdf", "sub/c.pdf", "c.pdf"]) {
        expect((await bucket.upload(`${folder}/${name}`, pdf(name))).error).toBeNull();
      }
      const all = await bucket.list(folder);
      expect(all.error).toBeNull();
      expect(all.data?.map((f) => f.name)).toEqual(["a.pdf", "b.pdf", "c.pdf", "sub"]);
      expect(all.data?.[0]).toMatchObject({ id: expect.any(String), metadata: { size: 14, mimetype: "application/pdf", cacheControl: "max-age=3600" } });
      expect(all.data?.[3]).toEqual({ name: "sub", id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });

      const page = await bucket.list(folder, { limit: 2, offset: 1 });
      expect(page.data?.map((f) => f.name)).toEqual(["b.pdf", "c.pdf"]);
      const desc = await bucket.list(folder, { sortBy: { column: "name", order: "desc" } });
      expect(desc.data?.map((f) => f.name)).toEqual(["sub", "c.pdf", "b.pdf", "a.pdf"]);
      const search = await bucket.list(folder, { search: "b" });
      expect(search.data?.map((f) => f.name)).toEqual(["b.pdf"]);
    });

    it("lists only what the caller may read", async () => {
      const folder = randomUUID();
      expect((await service.storage.from("resources-private").upload(`${folder}/x.pdf`, pdf("x"))).error).toBeNull();
      expect((await staff.storage.from("resources-private").list(folder)).data?.map((f) => f.name)).toEqual(["x.pdf"]);
      expect(await anon.storage.from("resources-private").list(folder)).toEqual({ data: [], error: null });
    });

    it("moves an object and removes objects (staff)", async () => {
      const bucket = staff.storage.from(DOCS);
      const from = `${randomUUID()}.pdf`;
      const to = `${randomUUID()}/moved.pdf`;
      expect((await bucket.upload(from, pdf("moving"))).error).toBeNull();
      expect(await bucket.move(from, to)).toEqual({ data: { message: "Successfully moved" }, error: null });
      expect((await bucket.download(from)).error).toMatchObject({ status: 400 });
      expect(await text((await bucket.download(to)).data)).toBe("%PDF-1.4\nmoving");

      const removed = await bucket.remove([to]);
      expect(removed.error).toBeNull();
      expect(removed.data?.map((o) => o.name)).toEqual([to]);
      expect((await bucket.download(to)).error).toMatchObject({ status: 400 });
    });
  });
});
