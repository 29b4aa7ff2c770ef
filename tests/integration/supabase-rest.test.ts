/**
 * Conformance of the emulator's data API (`/rest/v1`) with PostgREST, driven through supabase-js.
 * Part 1 uses test tables created here (as superuser); part 2 the real migrations with their RLS.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSupabase, testBackends, type StartedSupabase } from "./helpers/supabase.ts";

const BACKENDS = await testBackends("supabase-rest");

describe.each(BACKENDS)("rest on $name", ({ backend }) => {
  let s: StartedSupabase;
  let anon: SupabaseClient;
  let service: SupabaseClient;

  const clientOpts = { auth: { persistSession: false, autoRefreshToken: false } };

  beforeAll(async () => {
    s = await startSupabase({ backend });
    anon = createClient(s.url, s.anonKey, clientOpts);
    service = createClient(s.url, s.serviceRoleKey, clientOpts);
    await s.emulator.context.db.exec(`
      create schema if not exists t;
      create table public.t_authors (id serial primary key, name text not null unique, bio text);
      create table public.t_posts (
        id serial primary key,
        title text not null,
        author_id int references public.t_authors (id),
        editor_id int,
        tags text[] not null default '{}',
        meta jsonb not null default '{}',
        score int check (score >= 0),
        published boolean not null default false,
        created_at timestamptz not null default '2024-01-01T00:00:00Z'
      );
      alter table public.t_posts add constraint t_posts_editor_fk foreign key (editor_id) references public.t_authors (id);
      create table public.t_comments (id serial primary key, post_id int not null references public.t_posts (id) on delete cascade, body text not null);
      create table public.t_secrets (id serial primary key, owner uuid, note text);
      alter table public.t_secrets enable row level security;
      create policy "own" on public.t_secrets for all to authenticated using (owner = auth.uid()) with check (owner = auth.uid());
      grant all on public.t_authors, public.t_posts, public.t_comments, public.t_secrets to anon, authenticated, service_role;
      grant usage on all sequences in schema public to anon, authenticated, service_role;
      create function public.t_add(a int, b int default 10) returns int language sql immutable as 'select a + b';
      create function public.t_posts_by(author int) returns setof public.t_posts language sql stable as 'select * from public.t_posts where author_id = author';
      create function public.t_touch(note text) returns void language sql as 'select null';
      create function public.t_whoami() returns text language sql stable as $$ select coalesce(auth.role(), 'none') $$;
      insert into public.t_authors (name, bio) values ('Ann', 'writes'), ('Bob', null), ('Cy', 'edits');
      insert into public.t_posts (title, author_id, editor_id, tags, meta, score, published, created_at) values
        ('Alpha', 1, 3, '{news,tech}', '{"lang":"en","n":1}', 5, true, '2024-01-01T00:00:00Z'),
        ('Beta', 1, null, '{tech}', '{"lang":"fr","n":2}', null, false, '2024-01-02T00:00:00Z'),
        ('Gamma', 2, 3, '{}', '{"lang":"en","n":3}', 9, true, '2024-01-03T00:00:00Z'),
        ('Delta, with comma', 2, null, '{news}', '{}', 1, true, '2024-01-04T00:00:00Z');
      insert into public.t_comments (post_id, body) values (1, 'first'), (1, 'second'), (3, 'third');
    `);
  });

  afterAll(async () => {
    await s?.close();
  });

  const titles = (rows: { title: string }[] | null) => (rows ?? []).map((r) => r.title);

  describe("select and embedding", () => {
    it("selects columns, aliases and casts", async () => {
      const { data, error, status } = await anon.from("t_posts").select("id, heading:title, score::text").eq("id", 1);
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toEqual([{ id: 1, heading: "Alpha", score: "5" }]);
    });

    it("embeds many-to-one, one-to-many and hinted relations", async () => {
      const { data, error } = await anon
        .from("t_posts")
        .select("title, author:t_authors!author_id(name), editor:t_authors!t_posts_editor_fk(name), t_comments(body)")
        .order("id")
        .limit(2);
      expect(error).toBeNull();
      expect(data).toEqual([
        { title: "Alpha", author: { name: "Ann" }, editor: { name: "Cy" }, t_comments: [{ body: "first" }, { body: "second" }] },
        { title: "Beta", author: { name: "Ann" }, editor: null, t_comments: [] },
      ]);
    });

    it("reports an ambiguous embedding (PGRST201) and an unknown one (PGRST200)", async () => {
      const ambiguous = await anon.from("t_posts").select("t_authors(name)");
      expect(ambiguous.status).toBe(300);
      expect(ambiguous.error?.code).toBe("PGRST201");
      const unknown = await anon.from("t_posts").select("nothing(*)");
      expect(unknown.status).toBe(400);
      expect(unknown.error?.code).toBe("PGRST200");
      expect(unknown.error?.message).toBe("Could not find a relationship between 't_posts' and 'nothing' in the schema cache");
    });

    it("filters, orders and limits embedded resources; !inner filters the parents", async () => {
      const { data } = await anon
        .from("t_authors")
        .select("name, posts:t_posts!author_id(title)")
        .order("name")
        .order("title", { referencedTable: "posts", ascending: false })
        .limit(1, { referencedTable: "posts" });
      expect(data).toEqual([
        { name: "Ann", posts: [{ title: "Beta" }] },
        { name: "Bob", posts: [{ title: "Gamma" }] },
        { name: "Cy", posts: [] },
      ]);
      const inner = await anon.from("t_posts").select("title, author:t_authors!author_id!inner(name)").eq("author.name", "Bob").order("id");
      expect(inner.error).toBeNull();
      expect(titles(inner.data)).toEqual(["Gamma", "Delta, with comma"]);
      const left = await anon.from("t_posts").select("title, author:t_authors!author_id(name)").eq("author.name", "Bob").order("id");
      expect(left.data).toHaveLength(4);
      expect(left.data?.[0]).toEqual({ title: "Alpha", author: null });
    });

    it("gives 42703 for an unknown column and PGRST205 (404) for an unknown table", async () => {
      const col = await anon.from("t_posts").select("nope");
      expect(col.status).toBe(400);
      expect(col.error).toEqual({ code: "42703", message: "column t_posts.nope does not exist", details: null, hint: null });
      const filter = await anon.from("t_posts").select("id").eq("nope", 1);
      expect(filter.error?.code).toBe("42703");
      const table = await anon.from("nope").select();
      expect(table.status).toBe(404);
      expect(table.error?.code).toBe("PGRST205");
    });

    it("finds a table created after the schema cache was loaded", async () => {
      await s.emulator.context.db.exec("create table public.t_late (id int primary key); grant select on public.t_late to anon; insert into public.t_late values (7);");
      const { data, error } = await anon.from("t_late").select();
      expect(error).toBeNull();
      expect(data).toEqual([{ id: 7 }]);
    });
  });

  describe("filters", () => {
    const postsQuery = () => anon.from("t_posts").select("title").order("id");
    type Builder = ReturnType<typeof postsQuery>;
    const cases: [string, (q: Builder) => PromiseLike<{ data: unknown; error: unknown }>, string[]][] = [
      ["eq", (q) => q.eq("title", "Alpha"), ["Alpha"]],
      ["neq", (q) => q.neq("title", "Alpha"), ["Beta", "Gamma", "Delta, with comma"]],
      ["gt", (q) => q.gt("score", 5), ["Gamma"]],
      ["gte", (q) => q.gte("score", 5), ["Alpha", "Gamma"]],
      ["lt", (q) => q.lt("score", 5), ["Delta, with comma"]],
      ["lte", (q) => q.lte("score", 5), ["Alpha", "Delta, with comma"]],
      ["in", (q) => q.in("title", ["Beta", "Delta, with comma"]), ["Beta", "Delta, with comma"]],
      ["is null", (q) => q.is("score", null), ["Beta"]],
      ["is true", (q) => q.is("published", false), ["Beta"]],
      ["like", (q) => q.like("title", "%ta%"), ["Beta", "Delta, with comma"]],
      ["ilike", (q) => q.ilike("title", "a%"), ["Alpha"]],
      ["cs", (q) => q.contains("tags", ["news"]), ["Alpha", "Delta, with comma"]],
      ["cd", (q) => q.containedBy("tags", ["tech", "news"]), ["Alpha", "Beta", "Gamma", "Delta, with comma"]],
      ["ov", (q) => q.overlaps("tags", ["tech", "zzz"]), ["Alpha", "Beta"]],
      ["jsonb cs", (q) => q.contains("meta", { lang: "en" }), ["Alpha", "Gamma"]],
      ["json path", (q) => q.eq("meta->>lang", "fr"), ["Beta"]],
      ["not", (q) => q.not("score", "is", null), ["Alpha", "Gamma", "Delta, with comma"]],
      ["or", (q) => q.or("score.gt.8,title.eq.Beta"), ["Beta", "Gamma"]],
      ["nested or/and", (q) => q.or("and(published.eq.true,score.lt.2),title.eq.Alpha"), ["Alpha", "Delta, with comma"]],
      ["quoted value in or", (q) => q.or('title.eq."Delta, with comma",title.eq.Beta'), ["Beta", "Delta, with comma"]],
      ["match", (q) => q.match({ published: true, author_id: 2 }), ["Gamma", "Delta, with comma"]],
      ["filter()", (q) => q.filter("title", "in", '("Alpha","Gamma")'), ["Alpha", "Gamma"]],
      ["fts", (q) => q.textSearch("title", "gamma"), ["Gamma"]],
    ];
    it.each(cases)("%s", async (_name, apply, expected) => {
      const { data, error } = await apply(postsQuery());
      expect(error).toBeNull();
      expect(titles(data as { title: string }[] | null)).toEqual(expected);
    });

    it("rejects an unknown operator with PGRST100", async () => {
      const { error, status } = await anon.from("t_posts").select("title").filter("title", "sortof", "x");
      expect(status).toBe(400);
      expect(error?.code).toBe("PGRST100");
    });
  });

  describe("order, range and count", () => {
    it("orders by several columns with nulls placement", async () => {
      const { data } = await anon.from("t_posts").select("title").order("score", { ascending: false, nullsFirst: true }).order("id");
      expect(titles(data)).toEqual(["Beta", "Gamma", "Alpha", "Delta, with comma"]);
      const last = await anon.from("t_posts").select("title").order("score", { ascending: true, nullsFirst: false });
      expect(titles(last.data)).toEqual(["Delta, with comma", "Alpha", "Gamma", "Beta"]);
    });

    it("returns Content-Range and 206 for a partial range with an exact count", async () => {
      const res = await anon.from("t_posts").select("title", { count: "exact" }).order("id").range(1, 2);
      expect(res.status).toBe(206);
      expect(res.count).toBe(4);
      expect(titles(res.data)).toEqual(["Beta", "Gamma"]);
      const raw = await fetch(`${s.url}/rest/v1/t_posts?select=id&order=id&offset=1&limit=2`, { headers: { apikey: s.anonKey, Prefer: "count=exact" } });
      expect(raw.status).toBe(206);
      expect(raw.headers.get("content-range")).toBe("1-2/4");
      const all = await fetch(`${s.url}/rest/v1/t_posts?select=id`, { headers: { apikey: s.anonKey, Prefer: "count=exact" } });
      expect(all.status).toBe(200);
      expect(all.headers.get("content-range")).toBe("0-3/4");
      const none = await fetch(`${s.url}/rest/v1/t_posts?select=id&id=eq.999`, { headers: { apikey: s.anonKey, Prefer: "count=exact" } });
      expect(none.headers.get("content-range")).toBe("*/0");
      const header = await fetch(`${s.url}/rest/v1/t_posts?select=id&order=id`, { headers: { apikey: s.anonKey, Range: "0-0", "Range-Unit": "items" } });
      expect(await header.json()).toEqual([{ id: 1 }]);
      expect(header.headers.get("content-range")).toBe("0-0/*");
    });

    it("counts with head: true and refuses an offset past the end (416)", async () => {
      const head = await anon.from("t_posts").select("*", { count: "exact", head: true }).eq("published", true);
      expect(head.error).toBeNull();
      expect(head.count).toBe(3);
      expect(head.data).toBeNull();
      const past = await anon.from("t_posts").select("id", { count: "exact" }).range(10, 12);
      expect(past.status).toBe(416);
      expect(past.error?.code).toBe("PGRST103");
    });

    it("single() and maybeSingle()", async () => {
      const one = await anon.from("t_posts").select("title").eq("id", 1).single();
      expect(one.data).toEqual({ title: "Alpha" });
      const none = await anon.from("t_posts").select("title").eq("id", 999).single();
      expect(none.status).toBe(406);
      expect(none.error).toEqual({ code: "PGRST116", message: "JSON object requested, multiple (or no) rows returned", details: "The result contains 0 rows", hint: null });
      const many = await anon.from("t_posts").select("title").single();
      expect(many.error?.details).toBe("The result contains 4 rows");
      const maybe = await anon.from("t_posts").select("title").eq("id", 999).maybeSingle();
      expect(maybe.error).toBeNull();
      expect(maybe.data).toBeNull();
    });
  });

  describe("mutations", () => {
    it("inserts with and without returning, in bulk with defaults", async () => {
      const minimal = await anon.from("t_authors").insert({ name: "Dee" });
      expect(minimal.status).toBe(201);
      expect(minimal.data).toBeNull();
      const one = await anon.from("t_authors").insert({ name: "Eve", bio: "new" }).select("id, name, bio").single();
      expect(one.status).toBe(201);
      expect(one.data).toMatchObject({ name: "Eve", bio: "new" });
      expect(typeof one.data?.id).toBe("number");
      const bulk = await anon.from("t_posts").insert([{ title: "B1", author_id: one.data!.id }, { title: "B2", score: 2 }]).select("title, author_id, score, tags, published");
      expect(bulk.error).toBeNull();
      expect(bulk.data).toEqual([
        { title: "B1", author_id: one.data!.id, score: null, tags: [], published: false },
        { title: "B2", author_id: null, score: 2, tags: [], published: false },
      ]);
    });

    it("bulk-inserts with missing=default (defaultToNull: false): absent keys take the column defaults", async () => {
      const res = await anon
        .from("t_posts")
        .insert([{ title: "M1", published: true }, { title: "M2", score: 3 }], { defaultToNull: false })
        .select("title, score, published, tags");
      expect(res.error).toBeNull();
      expect(res.data).toEqual([
        { title: "M1", score: null, published: true, tags: [] },
        { title: "M2", score: 3, published: false, tags: [] },
      ]);
      const cleanup = await anon.from("t_posts").delete().in("title", ["M1", "M2"]).select("id");
      expect(cleanup.data).toHaveLength(2);
    });

    it("bulk-upserts with missing=default: a row's absent keys take their defaults on update too (issue 26)", async () => {
      const made = await anon.from("t_posts").insert([{ title: "U1", score: 5, published: true }]).select("id").single();
      expect(made.error).toBeNull();
      const id = made.data!.id as number;
      const res = await anon
        .from("t_posts")
        .upsert([{ id, title: "U1 again" }, { title: "U2", score: 1 }].map((r, i) => (i === 1 ? { ...r, id: id + 1000 } : r)), { defaultToNull: false })
        .select("id, title, score, published")
        .order("id");
      expect(res.error).toBeNull();
      // score is a payload column (of the other row): the existing row takes its default; published,
      // in no row of the payload, is left alone.
      expect(res.data).toEqual([
        { id, title: "U1 again", score: null, published: true },
        { id: id + 1000, title: "U2", score: 1, published: false },
      ]);
      await anon.from("t_posts").delete().in("id", [id, id + 1000]);
    });

    it("returns the embedded representation of an insert", async () => {
      const { data, error } = await anon.from("t_comments").insert({ post_id: 3, body: "embedded" }).select("body, t_posts(title)").single();
      expect(error).toBeNull();
      expect(data).toEqual({ body: "embedded", t_posts: { title: "Gamma" } });
    });

    it("maps constraint violations: check 23514 → 400, unique 23505 → 409, fk 23503 → 409, unknown column PGRST204", async () => {
      const check = await anon.from("t_posts").insert({ title: "bad", score: -1 });
      expect(check.status).toBe(400);
      expect(check.error?.code).toBe("23514");
      expect(check.error?.message).toContain("t_posts_score_check");
      const unique = await anon.from("t_authors").insert({ name: "Ann" });
      expect(unique.status).toBe(409);
      expect(unique.error?.code).toBe("23505");
      const fk = await anon.from("t_comments").insert({ post_id: 999, body: "x" });
      expect(fk.status).toBe(409);
      expect(fk.error?.code).toBe("23503");
      const col = await anon.from("t_authors").insert({ name: "Zed", nope: 1 });
      expect(col.status).toBe(400);
      expect(col.error).toEqual({ code: "PGRST204", message: "Could not find the 'nope' column of 't_authors' in the schema cache", details: null, hint: null });
    });

    it("upserts with merge-duplicates and ignore-duplicates, on the primary key or on_conflict", async () => {
      const merged = await anon.from("t_authors").upsert({ id: 2, name: "Bobby" }).select("id, name, bio");
      expect(merged.data).toEqual([{ id: 2, name: "Bobby", bio: null }]);
      const byName = await anon.from("t_authors").upsert({ name: "Bobby", bio: "via name" }, { onConflict: "name" }).select("id, bio");
      expect(byName.data).toEqual([{ id: 2, bio: "via name" }]);
      const ignored = await anon.from("t_authors").upsert({ id: 2, name: "Ignored" }, { ignoreDuplicates: true }).select();
      expect(ignored.data).toEqual([]);
      const { data } = await anon.from("t_authors").select("name").eq("id", 2).single();
      expect(data).toEqual({ name: "Bobby" });
    });

    it("updates and deletes with filters, returning rows or 204", async () => {
      const upd = await anon.from("t_posts").update({ score: 7 }).eq("title", "B2").select("title, score");
      expect(upd.status).toBe(200);
      expect(upd.data).toEqual([{ title: "B2", score: 7 }]);
      const quiet = await anon.from("t_posts").update({ score: 8 }).eq("title", "B2");
      expect(quiet.status).toBe(204);
      const del = await anon.from("t_posts").delete().in("title", ["B1", "B2"]).select("title");
      expect(titles(del.data).sort()).toEqual(["B1", "B2"]);
      const gone = await anon.from("t_posts").select("id").in("title", ["B1", "B2"]);
      expect(gone.data).toEqual([]);
    });

    it("rolls back a mutation with single() that does not touch exactly one row", async () => {
      const res = await anon.from("t_posts").update({ score: 4 }).eq("published", true).select().single();
      expect(res.status).toBe(406);
      expect(res.error?.code).toBe("PGRST116");
      const { data } = await anon.from("t_posts").select("score").eq("title", "Alpha").single();
      expect(data).toEqual({ score: 5 });
    });
  });

  describe("rpc", () => {
    it("calls scalar, set-returning and void functions, by POST and GET", async () => {
      expect((await anon.rpc("t_add", { a: 1, b: 2 })).data).toBe(3);
      expect((await anon.rpc("t_add", { a: 1 })).data).toBe(11);
      expect((await anon.rpc("t_add", { a: 5 }, { get: true })).data).toBe(15);
      const rows = await anon.rpc("t_posts_by", { author: 1 }).select("title").order("title", { ascending: false });
      expect(titles(rows.data as { title: string }[] | null)).toEqual(["Beta", "Alpha"]);
      const filtered = await anon.rpc("t_posts_by", { author: 1 }).eq("published", true).select("title");
      expect(titles(filtered.data as { title: string }[] | null)).toEqual(["Alpha"]);
      const v = await anon.rpc("t_touch", { note: "x" });
      expect(v.error).toBeNull();
      expect(v.data).toBeNull();
    });

    it("runs as the request's role and reports an unknown function (PGRST202, 404)", async () => {
      expect((await anon.rpc("t_whoami")).data).toBe("anon");
      expect((await service.rpc("t_whoami")).data).toBe("service_role");
      const missing = await anon.rpc("t_nothing", { x: 1 });
      expect(missing.status).toBe(404);
      expect(missing.error?.code).toBe("PGRST202");
    });
  });

  describe("auth on rest", () => {
    it("refuses a malformed, expired or foreign token with 401", async () => {
      // The gateway takes the project's apikey; PostgREST checks the bearer token.
      const withToken = (token: string) => createClient(s.url, s.anonKey, { ...clientOpts, global: { headers: { Authorization: `Bearer ${token}` } } });
      const bad = withToken("not-a-jwt");
      const r1 = await bad.from("t_posts").select("id");
      expect(r1.status).toBe(401);
      expect(r1.error?.code).toBe("PGRST301");
      const expired = await s.emulator.context.keys.sign({ role: "anon", exp: Math.floor(Date.now() / 1000) - 60 }, 3600);
      const r2 = await withToken(expired).from("t_posts").select("id");
      expect(r2.status).toBe(401);
      expect(r2.error).toMatchObject({ code: "PGRST303", message: "JWT expired" });
      const forged = s.anonKey.replace(/\.[^.]+$/, ".AAAA");
      const r3 = await withToken(forged).from("t_posts").select("id");
      expect(r3.status).toBe(401);
    });

    it("applies RLS: filtered reads, 0-row updates, and 42501 on a forbidden insert", async () => {
      const owner = "00000000-0000-4000-8000-00000000abcd";
      await s.emulator.context.db.query("insert into public.t_secrets (owner, note) values ($1, 'mine'), (gen_random_uuid(), 'theirs')", [owner]);
      const token = await s.emulator.context.keys.sign({ role: "authenticated", sub: owner, aud: "authenticated" }, 3600);
      const user = createClient(s.url, s.anonKey, { ...clientOpts, global: { headers: { Authorization: `Bearer ${token}` } } });
      expect((await user.from("t_secrets").select("note")).data).toEqual([{ note: "mine" }]);
      const upd = await user.from("t_secrets").update({ note: "changed" }).eq("note", "theirs").select();
      expect(upd.error).toBeNull();
      expect(upd.data).toEqual([]);
      const ins = await user.from("t_secrets").insert({ owner: "00000000-0000-4000-8000-000000000001", note: "spoof" });
      expect(ins.status).toBe(403);
      expect(ins.error?.code).toBe("42501");
      expect(ins.error?.message).toBe('new row violates row-level security policy for table "t_secrets"');
      const anonIns = await anon.from("t_secrets").insert({ note: "anon" });
      expect(anonIns.status).toBe(401);
      expect(anonIns.error?.code).toBe("42501");
    });

    it("refuses another schema profile with PGRST106", async () => {
      const res = await fetch(`${s.url}/rest/v1/t_posts`, { headers: { apikey: s.anonKey, "Accept-Profile": "auth" } });
      expect(res.status).toBe(406);
      expect(await res.json()).toMatchObject({ code: "PGRST106" });
    });
  });

  describe("http", () => {
    it("answers CORS preflights for supabase-js headers and 404s unknown services", async () => {
      const pre = await fetch(`${s.url}/rest/v1/t_posts`, {
        method: "OPTIONS",
        headers: { Origin: "http://example.test", "Access-Control-Request-Method": "PATCH", "Access-Control-Request-Headers": "apikey, prefer, x-client-info" },
      });
      expect(pre.status).toBe(204);
      expect(pre.headers.get("access-control-allow-origin")).toBe("*");
      expect(pre.headers.get("access-control-allow-headers")).toContain("prefer");
      const get = await fetch(`${s.url}/rest/v1/t_posts?select=id&limit=1`, { headers: { apikey: s.anonKey, Origin: "http://example.test" } });
      expect(get.headers.get("access-control-allow-origin")).toBe("*");
      expect(get.headers.get("access-control-expose-headers")).toContain("Content-Range");
      expect((await fetch(`${s.url}/nothing/v1/x`)).status).toBe(404);
    });
  });

  describe("the real schema (migrations and seed)", () => {
    it("lists services with their pricing, ordered by title", async () => {
      const { data, error } = await anon.from("services").select("id, title, service_pricing(*)").order("title");
      expect(error).toBeNull();
      expect(data!.length).toBeGreaterThan(0);
      const sorted = [...data!].map((x) => x.title).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(data!.map((x) => x.title)).toEqual(sorted);
      for (const svc of data!) expect(Array.isArray(svc.service_pricing)).toBe(true);
    });

    it("keeps contact submissions write-only for visitors, through submit_contact, and enforces their checks", async () => {
      const ok = await anon.rpc("submit_contact", { submission: { name: "Vi", email: "vi@example.com", subject: "Hi", message: "Hello there" } });
      expect(ok.error).toBeNull();
      expect(ok.status).toBe(204);
      const read = await anon.from("contact_submissions").select("*");
      expect(read.error).toBeNull();
      expect(read.data).toEqual([]);
      const direct = await anon.from("contact_submissions").insert({ name: "Vi", email: "vi@example.com", subject: "Hi", message: "Hello" });
      expect(direct.status).toBe(401);
      expect(direct.error?.code).toBe("42501");
      const bad = await anon.rpc("submit_contact", { submission: { name: "Vi", email: "not-an-email", subject: "Hi", message: "Hello" } });
      expect(bad.status).toBe(400);
      expect(bad.error?.code).toBe("23514");
      const all = await service.from("contact_submissions").select("name, status");
      expect(all.data).toEqual([{ name: "Vi", status: "new" }]);
    });
  });
});
