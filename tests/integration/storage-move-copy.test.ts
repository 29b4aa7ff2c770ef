/**
 * Moving and copying objects between the project's buckets, written as attacks through supabase-js:
 * a file can arrive in a bucket by move or copy only if the caller could have uploaded it there
 * (the destination's storage.objects INSERT policies, its size limit and allowed types). Before
 * this, an admin could move a private resource into blog-images (public) with one request, and
 * staff could copy a PDF into an image bucket. Every object is served with nosniff.
 */
import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSupabase, testBackends, type StartedSupabase } from "./helpers/supabase.ts";

const BACKENDS = await testBackends("storage-move-copy");
const noSession = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } } as const;
const PDF = new Blob(["%PDF-1.4 private figures"], { type: "application/pdf" });
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

describe.each(BACKENDS)("moving and copying objects on $name", ({ backend }) => {
  let s: StartedSupabase;
  let service: SupabaseClient;
  let anon: SupabaseClient;

  async function user(role: "admin" | "editor" | "author" | undefined): Promise<{ client: SupabaseClient; id: string }> {
    const email = `${role ?? "member"}-${randomUUID().slice(0, 8)}@example.com`;
    const password = "a-long-test-password-1";
    const created = await service.auth.admin.createUser({ email, password, email_confirm: true, app_metadata: role ? { role } : {} });
    expect(created.error).toBeNull();
    const client = createClient(s.url, s.anonKey, noSession);
    expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
    return { client, id: created.data.user!.id };
  }

  /** A private resource (resources-private, staff-only) uploaded by the service role. */
  async function privateFile(): Promise<string> {
    const path = `${randomUUID()}.pdf`;
    expect((await service.storage.from("resources-private").upload(path, PDF)).error).toBeNull();
    return path;
  }

  async function publicBytes(bucket: string, path: string): Promise<number> {
    return (await fetch(anon.storage.from(bucket).getPublicUrl(path).data.publicUrl)).status;
  }

  beforeAll(async () => {
    s = await startSupabase({ backend });
    service = createClient(s.url, s.serviceRoleKey, noSession);
    anon = createClient(s.url, s.anonKey, noSession);
  });

  afterAll(async () => {
    await s?.close();
  });

  it("refuses an admin moving a private resource into blog-images, where anyone could read it", async () => {
    const admin = await user("admin");
    const path = await privateFile();
    for (const dest of [path, `${admin.id}/${path}`]) {
      const moved = await admin.client.storage.from("resources-private").move(path, dest, { destinationBucket: "blog-images" });
      expect(moved.data, dest).toBeNull();
      expect(moved.error, dest).not.toBeNull();
      expect(await publicBytes("blog-images", dest), dest).not.toBe(200);
    }
    // (Since the resource center, only its functions, with the service role, write resources-private: the API
    // refuses staff there outright. The limits of a destination bucket are checked below, bucket to bucket.)
    // Still where it was, still private.
    expect(await (await service.storage.from("resources-private").download(path)).data?.text()).toBe("%PDF-1.4 private figures");
    expect((await service.storage.from("blog-images").list(admin.id)).data).toEqual([]);
  });

  it("has Postgres itself refuse the cross-bucket UPDATE a real project's storage-api would run for a move that breaks the destination's limits", async () => {
    const editor = await user("editor");
    const db = s.emulator.context.db;
    const claims = { sub: editor.id, role: "authenticated", app_metadata: { role: "editor" } };
    const big = `${editor.id}/${randomUUID()}.png`;
    const small = `${editor.id}/${randomUUID()}.png`;
    expect((await service.storage.from("blog-images").upload(big, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), { contentType: "image/png" })).error).toBeNull();
    expect((await service.storage.from("blog-images").upload(small, PNG, { contentType: "image/png" })).error).toBeNull();
    // storage-api's move is one UPDATE of the object's row, as the caller, under RLS. Staff have no
    // UPDATE policy on the image buckets since issue 26 (images arrive through image-upload), so the
    // move is tried under a permissive policy such as a bucket staff do write would have — the
    // restrictive limits policy must still refuse it — and rolled back.
    const rolledBack = new Error("rolled back");
    const move = async (name: string) => {
      let rows: unknown[] = [];
      await db
        .transaction(async (tx) => {
          await tx.query(
            "create policy \"test: staff update images\" on storage.objects for update to authenticated using (bucket_id in ('blog-images', 'partner-logos')) with check (bucket_id in ('blog-images', 'partner-logos'))",
          );
          await tx.query("select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true)", [JSON.stringify(claims), editor.id]);
          await tx.query("set local role authenticated");
          rows = (await tx.query("update storage.objects set bucket_id = 'partner-logos' where bucket_id = 'blog-images' and name = $1 returning id", [name])).rows;
          throw rolledBack;
        })
        .catch((error: unknown) => {
          if (error !== rolledBack) throw error;
        });
      return { rows };
    };
    // Without such a policy, the editor's move changes nothing at all.
    const plain = await db.transaction(
      (tx) => tx.query("update storage.objects set bucket_id = 'partner-logos' where bucket_id = 'blog-images' and name = $1 returning id", [small]),
      { role: "authenticated", claims },
    );
    expect(plain.rows).toEqual([]);
    // 2 MB into partner-logos (1 MB): refused by the restrictive policy (migration 20261126004002).
    await expect(move(big)).rejects.toThrow(/row-level security/);
    // A logo that meets partner-logos' limits may move there.
    expect((await move(small)).rows).toHaveLength(1);
  });

  it("refuses staff copying a private PDF into an image bucket, and a file over the destination's size limit", async () => {
    const author = await user("author");
    const path = await privateFile();
    const copied = await author.client.storage.from("resources-private").copy(path, `${author.id}/leak.pdf`, { destinationBucket: "blog-images" });
    expect(copied.error).toMatchObject({ statusCode: "403", message: "new row violates row-level security policy" });
    expect(await publicBytes("blog-images", `${author.id}/leak.pdf`)).not.toBe(200);

    // An editor's 2 MB PNG in blog-images (5 MB limit) cannot be copied or moved into partner-logos (1 MB).
    const editor = await user("editor");
    const big = `${editor.id}/${randomUUID()}.png`;
    expect((await service.storage.from("blog-images").upload(big, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), { contentType: "image/png" })).error).toBeNull();
    const copyBig = await editor.client.storage.from("blog-images").copy(big, `${editor.id}/logo.png`, { destinationBucket: "partner-logos" });
    expect(copyBig.error).toMatchObject({ statusCode: "403", message: "new row violates row-level security policy" });
    const moveBig = await editor.client.storage.from("blog-images").move(big, `${editor.id}/logo.png`, { destinationBucket: "partner-logos" });
    expect(moveBig.error).not.toBeNull();
    expect(await publicBytes("partner-logos", `${editor.id}/logo.png`)).not.toBe(200);
    expect(await publicBytes("blog-images", big)).toBe(200);
  });

  it("refuses visitors and signed-in non-staff moving or copying anything between buckets", async () => {
    const path = await privateFile();
    const member = await user(undefined);
    for (const client of [anon, member.client]) {
      for (const op of ["move", "copy"] as const) {
        const res = await client.storage.from("resources-private")[op](path, `x/${path}`, { destinationBucket: "resources-public" });
        expect(res.error, op).not.toBeNull();
      }
    }
    expect(await publicBytes("resources-public", `x/${path}`)).not.toBe(200);
    expect((await service.storage.from("resources-private").download(path)).error).toBeNull();
  });

  it("refuses staff moving or copying images themselves (images arrive checked, through image-upload); the service role may, within the destination's limits", async () => {
    const editor = await user("editor");
    const path = `${editor.id}/${randomUUID()}.png`;
    expect((await service.storage.from("blog-images").upload(path, PNG, { contentType: "image/png" })).error).toBeNull();
    expect((await editor.client.storage.from("blog-images").copy(path, `copied/${path}`, { destinationBucket: "partner-logos" })).error).not.toBeNull();
    expect((await editor.client.storage.from("blog-images").move(path, `moved/${path}`, { destinationBucket: "partner-logos" })).error).not.toBeNull();
    const copied = await service.storage.from("blog-images").copy(path, `copied/${path}`, { destinationBucket: "partner-logos" });
    expect(copied.error).toBeNull();
    const moved = await service.storage.from("blog-images").move(path, `moved/${path}`, { destinationBucket: "partner-logos" });
    expect(moved.error).toBeNull();
    const res = await fetch(anon.storage.from("partner-logos").getPublicUrl(`moved/${path}`).data.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("serves every object with X-Content-Type-Options: nosniff (public, authenticated and signed downloads)", async () => {
    const path = await privateFile();
    const signed = await service.storage.from("resources-private").createSignedUrl(path, 60);
    const direct = await fetch(`${s.url}/storage/v1/object/resources-private/${path}`, { headers: { apikey: s.serviceRoleKey, Authorization: `Bearer ${s.serviceRoleKey}` } });
    for (const res of [await fetch(signed.data!.signedUrl), direct, await fetch(`${s.url}/storage/v1/object/authenticated/resources-private/${path}`, { method: "HEAD", headers: { Authorization: `Bearer ${s.serviceRoleKey}` } })]) {
      expect(res.status).toBe(200);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });
});
