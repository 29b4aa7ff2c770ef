/**
 * Issue 25 (decision 0041): resources' titles and descriptions and staff posts' title, excerpt and
 * body in five languages (migration 20261128510001_resources_posts_languages.sql). The migration is
 * applied to a database that already holds rows: nothing is lost, the text stays where it was (the
 * English of a resource; a post's own language), translations start empty — except a resource whose
 * document is in another language, whose texts also become that language's. Writes keep each
 * table's rules: a visitor cannot write a translation, an author's translation sends an approved post
 * back to review, malformed translations are refused (attacks).
 */
import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultMigrationsDir, defaultSeedFile, openDatabase } from "../../emulator/supabase/db.ts";
import { startSupabase, testBackends, type StartedSupabase } from "./helpers/supabase.ts";

const MIGRATION = "20261128510001_resources_posts_languages.sql";
const noSession = { auth: { persistSession: false, autoRefreshToken: false } };

describe("the resources-and-posts-in-five-languages migration on a database with data (PGlite)", () => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), "resources-posts-"));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("keeps every resource and post; texts stay where they were, a French document's texts become its French", async () => {
    const migrationsDir = join(scratch, "migrations");
    cpSync(defaultMigrationsDir, migrationsDir, { recursive: true });
    const later = readdirSync(migrationsDir).filter((f) => f >= MIGRATION);
    for (const file of later) rmSync(join(migrationsDir, file));
    const dataDir = join(scratch, "pglite");

    const before = await openDatabase({ dataDir, migrationsDir, seedFile: defaultSeedFile });
    let resourcesBefore: unknown[];
    let postsBefore: unknown[];
    try {
      await before.query(
        `insert into public.resources (title, description, category, visibility, language, file_path, file_name, file_type, file_size, status)
         values ('Guide d''évaluation', 'Un guide en français.', 'whitepapers', 'public', 'fr', 'seed/x.pdf', 'x.pdf', 'pdf', 10, 'approved')`,
      );
      await before.query(
        `insert into public.blog_posts (title, slug, excerpt, content, status, published, published_at, language) values
           ('Before the change', 'before-the-change', 'An excerpt.', 'The **body**.', 'approved', true, now(), 'en'),
           ('Avant le changement', 'avant-le-changement', null, 'Le corps.', 'approved', true, now(), 'fr')`,
      );
      resourcesBefore = (await before.query("select id, title, description, language, category, status from public.resources order by id")).rows;
      postsBefore = (await before.query("select id, title, slug, excerpt, content, language, status from public.blog_posts order by id")).rows;
      expect(resourcesBefore.length).toBeGreaterThan(10);
      expect(postsBefore).toHaveLength(2);
    } finally {
      await before.close();
    }

    for (const file of later) cpSync(join(defaultMigrationsDir, file), join(migrationsDir, file));
    const after = await openDatabase({ dataDir, migrationsDir, seedFile: defaultSeedFile });
    try {
      expect((await after.query("select id, title, description, language, category, status from public.resources order by id")).rows).toEqual(resourcesBefore);
      expect((await after.query("select id, title, slug, excerpt, content, language, status from public.blog_posts order by id")).rows).toEqual(postsBefore);
      const translated = await after.query<{ title: string; i18n: unknown }>("select title, i18n from public.resources where i18n <> '{}'");
      expect(translated.rows).toEqual([{ title: "Guide d'évaluation", i18n: { fr: { title: "Guide d'évaluation", description: "Un guide en français." } } }]);
      expect((await after.query("select count(*)::int n from public.blog_posts where i18n <> '{}'")).rows[0]).toEqual({ n: 0 });
      const view = await after.query<{ slug: string; languages: string[] }>("select slug, languages from public.published_blog_posts order by slug");
      expect(view.rows).toEqual([
        { slug: "avant-le-changement", languages: ["fr"] },
        { slug: "before-the-change", languages: ["en"] },
      ]);
      await after.query(`update public.blog_posts set i18n = '{"ar": {"title": "قبل التغيير"}}' where slug = 'before-the-change'`);
      const now = await after.query<{ languages: string[] }>("select languages from public.published_blog_posts where slug = 'before-the-change'");
      expect(now.rows[0]?.languages).toEqual(["ar", "en"]);
    } finally {
      await after.close();
    }
  }, 180_000);
});

const BACKENDS = await testBackends("resources-posts-languages");

describe.each(BACKENDS)("translations of resources and staff posts on $name", ({ backend }) => {
  let s: StartedSupabase;
  let service: SupabaseClient;
  let resourceId: string;

  async function signedIn(role: "admin" | "editor" | "author"): Promise<{ client: SupabaseClient; id: string }> {
    const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
    const password = "a-long-test-password-1";
    const created = await service.auth.admin.createUser({ email, password, email_confirm: true, app_metadata: { role } });
    expect(created.error).toBeNull();
    const client = createClient(s.url, s.anonKey, noSession);
    expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
    return { client, id: created.data.user!.id };
  }

  beforeAll(async () => {
    s = await startSupabase({ backend });
    service = createClient(s.url, s.serviceRoleKey, noSession);
    const row = (await service.from("resources").select("id").eq("title", "MEL Framework Guide").single()).data;
    resourceId = row!.id as string;
  });
  afterAll(async () => {
    await s?.close();
  });

  it("lets an editor store a resource's Arabic title and description, and a visitor read them", async () => {
    const editor = await signedIn("editor");
    const saved = await editor.client.from("resources").update({ i18n: { ar: { title: "دليل", description: "وصف" } } }).eq("id", resourceId).select("title,i18n");
    expect(saved.error).toBeNull();
    expect(saved.data).toEqual([{ title: "MEL Framework Guide", i18n: { ar: { title: "دليل", description: "وصف" } } }]);
    const visitor = createClient(s.url, s.anonKey, noSession);
    expect((await visitor.from("resources").select("i18n").eq("id", resourceId)).data).toEqual([{ i18n: { ar: { title: "دليل", description: "وصف" } } }]);
  });

  it("attack: a visitor and an author cannot write a resource's translation; nothing changes", async () => {
    const visitor = createClient(s.url, s.anonKey, noSession);
    expect((await visitor.from("resources").update({ i18n: { fa: { title: "defaced" } } }).eq("id", resourceId).select("id")).data ?? []).toEqual([]);
    const author = await signedIn("author");
    expect((await author.client.from("resources").update({ i18n: { fa: { title: "defaced" } } }).eq("id", resourceId).select("id")).data ?? []).toEqual([]);
    const now = await service.from("resources").select("i18n").eq("id", resourceId).single();
    expect(now.data?.i18n).not.toHaveProperty("fa");
  });

  it("refuses malformed translations even from an admin", async () => {
    const admin = await signedIn("admin");
    for (const bad of [{ de: { title: "x" } }, { en: { title: "English goes in title" } }, { ar: { title: " " } }, { ar: { summary: "x" } }, { ar: "text" }, { ar: { title: "x".repeat(301) } }]) {
      const { error } = await admin.client.from("resources").update({ i18n: bad }).eq("id", resourceId);
      expect(error?.code, JSON.stringify(bad).slice(0, 40)).toBe("23514");
    }
    const post = await admin.client.from("blog_posts").insert({ title: "Ar post", content: "نص", language: "ar" }).select("id").single();
    expect(post.error).toBeNull();
    // A post's own language is its title and body, not a translation.
    const own = await admin.client.from("blog_posts").update({ i18n: { ar: { title: "عنوان" } } }).eq("id", post.data!.id);
    expect(own.error?.code).toBe("23514");
    const excerpt = await admin.client.from("blog_posts").update({ i18n: { en: { excerpt: "x".repeat(1001) } } }).eq("id", post.data!.id);
    expect(excerpt.error?.code).toBe("23514");
  });

  it("an author's translation of their approved post sends it back to review; a visitor reads only published translations", async () => {
    const author = await signedIn("author");
    const slug = `post-${randomUUID().slice(0, 8)}`;
    const created = await author.client.from("blog_posts").insert({ title: "Translated later", slug, content: "Body", author_id: author.id }).select("id").single();
    expect(created.error).toBeNull();
    const id = created.data!.id as string;
    expect((await service.from("blog_posts").update({ status: "approved", published: true, published_at: new Date().toISOString() }).eq("id", id)).error).toBeNull();
    const visitor = createClient(s.url, s.anonKey, noSession);
    expect((await visitor.from("published_blog_posts").select("slug,i18n,languages").eq("slug", slug)).data).toEqual([{ slug, i18n: {}, languages: ["en"] }]);

    const edited = await author.client.from("blog_posts").update({ i18n: { fr: { title: "Traduit plus tard", content: "Corps" } } }).eq("id", id).select("status,published,i18n");
    expect(edited.error).toBeNull();
    expect(edited.data).toEqual([{ status: "pending", published: false, i18n: { fr: { title: "Traduit plus tard", content: "Corps" } } }]);
    expect((await visitor.from("published_blog_posts").select("slug").eq("slug", slug)).data).toEqual([]);

    expect((await service.from("blog_posts").update({ status: "approved", published: true, published_at: new Date().toISOString() }).eq("id", id)).error).toBeNull();
    expect((await visitor.from("published_blog_posts").select("i18n,languages").eq("slug", slug)).data).toEqual([{ i18n: { fr: { title: "Traduit plus tard", content: "Corps" } }, languages: ["fr", "en"] }]);

    // attack: another author cannot write this post's translations.
    const other = await signedIn("author");
    expect((await other.client.from("blog_posts").update({ i18n: { ar: { title: "defaced" } } }).eq("id", id).select("id")).data ?? []).toEqual([]);
    expect((await visitor.from("blog_posts").update({ i18n: { ar: { title: "defaced" } } }).eq("id", id).select("id")).data ?? []).toEqual([]);
    expect((await service.from("blog_posts").select("i18n").eq("id", id).single()).data?.i18n).not.toHaveProperty("ar");
  });
});
