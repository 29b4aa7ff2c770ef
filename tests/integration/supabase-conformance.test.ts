/**
 * Conformance of the emulator's data API with PostgREST 12 as Supabase runs it, for behaviours
 * supabase-js relies on: upsert status codes, empty embeds, rpc counts, transaction preferences
 * many-to-many, self-referencing and view embedding, computed fields and relationships. Test
 * tables (prefix cf_) are created here, apart from the migrations.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSupabase, testBackends, type StartedSupabase } from "./helpers/supabase.ts";

const BACKENDS = await testBackends("supabase-conformance");

describe.each(BACKENDS)("PostgREST conformance on $name", ({ backend }) => {
  let s: StartedSupabase;
  let anon: SupabaseClient;

  const clientOpts = { auth: { persistSession: false, autoRefreshToken: false } };

  beforeAll(async () => {
    // Like supabase/config.toml `[api] schemas = ["public", "cf_extra"]`: cf_hidden exists but is not exposed.
    // max_rows is lowered from config.toml's 1000 to keep the test small.
    s = await startSupabase({ backend, api: { schemas: ["public", "cf_extra"], maxRows: 50 } });
    anon = createClient(s.url, s.anonKey, clientOpts);
    await s.emulator.context.db.exec(`
      create table public.cf_users (id serial primary key, username text not null unique, name text);
      create table public.cf_posts (id serial primary key, user_id int not null references public.cf_users (id), title text not null);
      grant all on public.cf_users, public.cf_posts to anon, authenticated, service_role;
      create table public.cf_products (id int primary key, name text not null);
      create table public.cf_categories (id int primary key, name text not null);
      create table public.cf_product_categories (
        product_id int not null references public.cf_products (id),
        category_id int not null references public.cf_categories (id),
        primary key (product_id, category_id)
      );
      grant select on public.cf_products, public.cf_categories, public.cf_product_categories to anon;
      insert into public.cf_products values (1, 'Laptop'), (2, 'Phone'), (3, 'Cable');
      insert into public.cf_categories values (10, 'Computers'), (20, 'Mobile'), (30, 'Sale');
      insert into public.cf_product_categories values (1, 10), (1, 30), (2, 20), (2, 30);
      grant usage on all sequences in schema public to anon, authenticated, service_role;
      create function public.cf_first_users(n int) returns setof public.cf_users language sql stable as 'select * from public.cf_users where id <= n order by id';
      create function public.cf_numbers() returns setof int language sql immutable as 'select generate_series(1, 3)';
      create function public.cf_many() returns setof int language sql immutable as 'select generate_series(1, 60)';
      create table public.cf_lines (n int primary key);
      insert into public.cf_lines select generate_series(1, 60);
      grant select on public.cf_lines to anon;
      insert into public.cf_users (username, name) values ('ann', 'Ann'), ('bob', 'Bob'), ('cy', 'Cy');
      insert into public.cf_posts (user_id, title) values (1, 'A1'), (1, 'A2'), (2, 'B1');

      -- A self-reference (one key), and a table referring to itself twice.
      create table public.cf_collections (id int primary key, description text, parent_id int constraint cf_collections_parent_id_fkey references public.cf_collections (id));
      insert into public.cf_collections values (1, 'root', null), (2, 'left', 1), (3, 'right', 1), (4, 'leaf', 2);
      create table public.cf_people (id int primary key, name text, mother_id int references public.cf_people (id), father_id int references public.cf_people (id));
      insert into public.cf_people values (1, 'Eve', null, null), (2, 'Adam', null, null), (3, 'Cain', 1, 2);
      -- Two keys to the same table.
      create table public.cf_accounts (id int primary key, owner text);
      create table public.cf_transfers (id int primary key, amount int,
        from_account int constraint cf_transfers_from_fkey references public.cf_accounts (id),
        to_account int constraint cf_transfers_to_fkey references public.cf_accounts (id));
      insert into public.cf_accounts values (1, 'Ann'), (2, 'Bob');
      insert into public.cf_transfers values (1, 50, 1, 2);
      -- Views over tables with a key between them; a view of a view.
      create table public.cf_teams (id int primary key, name text);
      create table public.cf_members (id int primary key, team_id int references public.cf_teams (id), name text, secret text);
      insert into public.cf_teams values (1, 'Red'), (2, 'Blue');
      insert into public.cf_members values (1, 1, 'Ann', 's1'), (2, 1, 'Bob', 's2'), (3, 2, 'Cy', 's3');
      create view public.cf_members_v as select id, team_id as team, name from public.cf_members;
      create view public.cf_teams_v as select id as team_key, upper(name) as loud, name from public.cf_teams;
      create view public.cf_red_members as select * from public.cf_members_v where team = 1;
      -- Computed fields and computed relationships (functions of a row).
      create function public.cf_display(public.cf_users) returns text language sql stable as $$ select upper($1.username) || ' (' || coalesce($1.name, '-') || ')' $$;
      create function public.cf_latest_post(public.cf_users) returns setof public.cf_posts rows 1 language sql stable as $$ select * from public.cf_posts where user_id = $1.id order by id desc limit 1 $$;
      create function public.cf_written(public.cf_users) returns setof public.cf_posts language sql stable as $$ select * from public.cf_posts where user_id = $1.id $$;
      -- Functions with a single unnamed parameter (PostgREST passes them the whole body).
      create function public.cf_echo(text) returns text language sql immutable as 'select $1';
      create function public.cf_body(json) returns json language sql immutable as 'select $1';
      -- Values whose text form Postgres writes its own way, for CSV.
      create table public.cf_docs (id int primary key, meta jsonb, doc tsvector, ok boolean, tags text[], note text, gone text);
      insert into public.cf_docs values (1, '{"b": [1,2], "a": 1}', 'hello world'::tsvector, true, '{x,y}', 'a, b', null);
      grant select on public.cf_docs to anon;
      create function public.cf_all_docs() returns setof public.cf_docs language sql stable as 'select * from public.cf_docs';
      create function public.cf_one_doc() returns public.cf_docs language sql stable as 'select * from public.cf_docs limit 1';
      -- An identity column, for missing=default's use of its sequence.
      create table public.cf_seq (id bigint generated by default as identity primary key, slug text);
      grant select, insert, update on public.cf_seq to anon;
      grant usage on sequence public.cf_seq_id_seq to anon;
      -- PL/pgSQL is never inlined: the planner's estimate of its rows is its ROWS setting.
      create function public.cf_lines_fn() returns setof public.cf_lines language plpgsql stable rows 77
        as $$ begin return query select * from public.cf_lines; end $$;
      -- A row-type (composite) argument.
      create table public.cf_channels (id int primary key, data jsonb, slug text);
      create function public.cf_channel_label(channel_row public.cf_channels) returns text language sql immutable
        as $$ select coalesce(channel_row.slug, '-') || '#' || channel_row.id || coalesce(' ' || (channel_row.data ->> 'topic'), '') $$;
      -- Overloads: one with a default that makes both fit, and two told apart only by type.
      create function public.cf_over(a int) returns text language sql immutable as $$ select 'one' $$;
      create function public.cf_over(a int, b int default 2) returns text language sql immutable as $$ select 'two' $$;
      create function public.cf_typed(x int) returns text language sql immutable as $$ select 'int' $$;
      create function public.cf_typed(x text) returns text language sql immutable as $$ select 'text' $$;
      -- Raw bodies (text/plain, application/octet-stream, text/xml) to a single unnamed parameter, and
      -- unnamed parameters PostgREST cannot call (not json/jsonb/text/xml/bytea, or not alone).
      create table public.cf_blobs (n serial primary key, blob bytea);
      grant select, insert on public.cf_blobs to anon;
      grant usage on sequence public.cf_blobs_n_seq to anon;
      create function public.cf_upload(bytea) returns int language sql as 'insert into public.cf_blobs (blob) values ($1) returning n';
      create function public.cf_xml(xml) returns text language sql immutable as 'select $1::text';
      create function public.cf_int(int) returns int language sql immutable as 'select $1';
      create function public.cf_row(public.cf_channels) returns text language sql immutable as 'select $1.slug';
      create function public.cf_mixed() returns int language sql immutable as 'select 1';
      create function public.cf_mixed(bool) returns int language sql immutable as 'select 2';
      create function public.cf_mixed(text) returns text language sql immutable as $$ select 'text' $$;
      create function public.cf_opt() returns text language sql immutable as $$ select 'none' $$;
      create function public.cf_opt(int default 42) returns text language sql immutable as $$ select 'int' $$;
      create function public.cf_opt(text default 'd') returns text language sql immutable as $$ select 'text ' || $1 $$;
      create function public.cf_order(a text) returns text language sql immutable as $$ select 'text' $$;
      create function public.cf_order(a int) returns text language sql immutable as $$ select 'int' $$;
      grant select on public.cf_collections, public.cf_people, public.cf_accounts, public.cf_transfers, public.cf_teams, public.cf_members,
        public.cf_members_v, public.cf_teams_v, public.cf_red_members to anon;

      -- Another exposed schema (with a table named like one of public's) and a hidden one.
      create schema cf_extra;
      create table cf_extra.cf_users (id int primary key, handle text not null);
      create table cf_extra.notes (id serial primary key, user_id int references cf_extra.cf_users (id), body text);
      insert into cf_extra.cf_users values (1, 'extra-ann');
      insert into cf_extra.notes (user_id, body) values (1, 'hello');
      -- Unqualified names resolve in the request's schema (PostgREST's search_path).
      create function cf_extra.note_count() returns int language plpgsql stable as 'begin return (select count(*)::int from notes); end';
      grant usage on schema cf_extra to anon;
      grant select, insert on all tables in schema cf_extra to anon;
      grant usage on all sequences in schema cf_extra to anon;
      create schema cf_hidden;
      create table cf_hidden.secrets (id int primary key);
      grant usage on schema cf_hidden to anon;
      grant select on cf_hidden.secrets to anon;
    `);
  });

  afterAll(async () => {
    await s?.close();
  });

  describe("upsert", () => {
    it("returns the existing row (200 OK) for a body holding only the conflict key", async () => {
      const res = await anon.from("cf_users").upsert({ username: "ann" }, { onConflict: "username" }).select();
      expect(res.error).toBeNull();
      expect(res.status).toBe(200);
      expect(res.statusText).toBe("OK");
      expect(res.data).toEqual([{ id: 1, username: "ann", name: "Ann" }]);
    });

    it("answers 201 Created when the upsert inserts, 200 OK when it only updates", async () => {
      const created = await anon.from("cf_users").upsert({ username: "dee", name: "Dee" }, { onConflict: "username" }).select("username, name");
      expect(created.error).toBeNull();
      expect(created.status).toBe(201);
      expect(created.statusText).toBe("Created");
      expect(created.data).toEqual([{ username: "dee", name: "Dee" }]);
      const updated = await anon.from("cf_users").upsert({ username: "dee", name: "Deirdre" }, { onConflict: "username" }).select("username, name");
      expect(updated.status).toBe(200);
      expect(updated.data).toEqual([{ username: "dee", name: "Deirdre" }]);
      const mixed = await anon.from("cf_users").upsert([{ username: "dee", name: "D" }, { username: "eve", name: "Eve" }], { onConflict: "username" }).select("username");
      expect(mixed.status).toBe(201);
      expect(mixed.data).toEqual([{ username: "dee" }, { username: "eve" }]);
      const quiet = await anon.from("cf_users").upsert({ username: "eve", name: "Eva" }, { onConflict: "username" });
      expect(quiet.error).toBeNull();
      expect(quiet.status).toBe(200);
    });

    it("keeps DO NOTHING for ignoreDuplicates: nothing returned, 201", async () => {
      const res = await anon.from("cf_users").upsert({ username: "ann" }, { onConflict: "username", ignoreDuplicates: true }).select();
      expect(res.error).toBeNull();
      expect(res.status).toBe(201);
      expect(res.data).toEqual([]);
    });
  });

  describe("rpc count", () => {
    it("returns the exact count of a set-returning function in Content-Range", async () => {
      const res = await anon.rpc("cf_first_users", { n: 3 }, { count: "exact" }).select("username").order("id");
      expect(res.error).toBeNull();
      expect(res.status).toBe(200);
      expect(res.count).toBe(3);
      expect(res.data).toEqual([{ username: "ann" }, { username: "bob" }, { username: "cy" }]);
      const raw = await fetch(`${s.url}/rest/v1/rpc/cf_numbers`, { method: "POST", headers: { apikey: s.anonKey, "Content-Type": "application/json", Prefer: "count=exact" }, body: "{}" });
      expect(raw.status).toBe(200);
      expect(raw.headers.get("content-range")).toBe("0-2/3");
      expect(await raw.json()).toEqual([1, 2, 3]);
    });

    it("answers 206 to HEAD with count=exact and a partial range, and counts a filtered result", async () => {
      const head = await anon.rpc("cf_first_users", { n: 3 }, { head: true, count: "exact" }).range(0, 1);
      expect(head.error).toBeNull();
      expect(head.status).toBe(206);
      expect(head.count).toBe(3);
      expect(head.data).toBeNull();
      const raw = await fetch(`${s.url}/rest/v1/rpc/cf_numbers`, { method: "HEAD", headers: { apikey: s.anonKey, Prefer: "count=exact", Range: "1-1" } });
      expect(raw.status).toBe(206);
      expect(raw.headers.get("content-range")).toBe("1-1/3");
      const filtered = await anon.rpc("cf_first_users", { n: 3 }, { count: "exact" }).neq("username", "bob").select("id");
      expect(filtered.count).toBe(2);
      expect(filtered.data).toEqual([{ id: 1 }, { id: 3 }]);
    });
  });

  describe("transaction preferences", () => {
    // supabase-js types maxAffected() for PostgREST 13+ only; the method itself sends the same
    // `Prefer: handling=strict, max-affected=N` that PostgREST 12.2 honours.
    const maxAffected = <T>(builder: T, rows: number): T => {
      (builder as unknown as { maxAffected(rows: number): unknown }).maxAffected(rows);
      return builder;
    };

    it("tx=rollback answers as if the request succeeded and keeps nothing", async () => {
      const ins = await anon.from("cf_users").insert({ username: "ghost", name: "Ghost" }).select("username").rollback();
      expect(ins.error).toBeNull();
      expect(ins.status).toBe(201);
      expect(ins.data).toEqual([{ username: "ghost" }]);
      expect((await anon.from("cf_users").select("id").eq("username", "ghost")).data).toEqual([]);
      const raw = await fetch(`${s.url}/rest/v1/cf_posts?id=eq.1`, {
        method: "PATCH",
        headers: { apikey: s.anonKey, "Content-Type": "application/json", Prefer: "return=representation, tx=rollback" },
        body: JSON.stringify({ title: "changed" }),
      });
      expect(raw.status).toBe(200);
      expect(raw.headers.get("preference-applied")).toContain("tx=rollback");
      expect(await raw.json()).toEqual([{ id: 1, user_id: 1, title: "changed" }]);
      expect((await anon.from("cf_posts").select("title").eq("id", 1).single()).data).toEqual({ title: "A1" });
    });

    it("max-affected with handling=strict refuses (PGRST124) and rolls back a change of more rows", async () => {
      const res = await maxAffected(anon.from("cf_posts").update({ title: "x" }).gt("id", 0), 2);
      expect(res.status).toBe(400);
      expect(res.error).toEqual({ code: "PGRST124", message: "Query result exceeds max-affected preference constraint", details: "The query affects 3 rows", hint: null });
      const titles = await anon.from("cf_posts").select("title").order("id");
      expect(titles.data).toEqual([{ title: "A1" }, { title: "A2" }, { title: "B1" }]);
      const del = await maxAffected(anon.from("cf_posts").delete().eq("user_id", 1).select(), 1);
      expect(del.error?.code).toBe("PGRST124");
      expect((await anon.from("cf_posts").select("id").eq("user_id", 1)).data).toHaveLength(2);
    });

    it("lets a change within max-affected through, and ignores max-affected without handling=strict", async () => {
      const ok = await maxAffected(anon.from("cf_posts").update({ title: "B1" }).eq("id", 3).select("title"), 1);
      expect(ok.error).toBeNull();
      expect(ok.data).toEqual([{ title: "B1" }]);
      const lenient = await fetch(`${s.url}/rest/v1/cf_posts?id=gt.0`, {
        method: "PATCH",
        headers: { apikey: s.anonKey, "Content-Type": "application/json", Prefer: "max-affected=1, tx=rollback" },
        body: JSON.stringify({ title: "y" }),
      });
      expect(lenient.status).toBe(204);
    });
  });

  describe("many-to-many embedding", () => {
    it("embeds through a junction table in both directions", async () => {
      const products = await anon.from("cf_products").select("*, cf_categories(*)").order("id").order("id", { referencedTable: "cf_categories" });
      expect(products.error).toBeNull();
      expect(products.data).toEqual([
        { id: 1, name: "Laptop", cf_categories: [{ id: 10, name: "Computers" }, { id: 30, name: "Sale" }] },
        { id: 2, name: "Phone", cf_categories: [{ id: 20, name: "Mobile" }, { id: 30, name: "Sale" }] },
        { id: 3, name: "Cable", cf_categories: [] },
      ]);
      const categories = await anon.from("cf_categories").select("name, products:cf_products!cf_product_categories(name)").eq("id", 30).order("name", { referencedTable: "products" });
      expect(categories.error).toBeNull();
      expect(categories.data).toEqual([{ name: "Sale", products: [{ name: "Laptop" }, { name: "Phone" }] }]);
    });

    it("filters the embedded rows, and the parents with !inner", async () => {
      const filtered = await anon.from("cf_products").select("name, cf_categories(name)").eq("cf_categories.name", "Sale").order("id");
      expect(filtered.data).toEqual([
        { name: "Laptop", cf_categories: [{ name: "Sale" }] },
        { name: "Phone", cf_categories: [{ name: "Sale" }] },
        { name: "Cable", cf_categories: [] },
      ]);
      const inner = await anon.from("cf_products").select("name, cf_categories!inner()").eq("cf_categories.name", "Mobile");
      expect(inner.error).toBeNull();
      expect(inner.data).toEqual([{ name: "Phone" }]);
    });
  });

  describe("empty embed", () => {
    it("filters by a relation with !inner() without putting it in the rows", async () => {
      const res = await anon.from("cf_posts").select("id, title, cf_users!inner()").eq("cf_users.username", "ann").order("id");
      expect(res.error).toBeNull();
      expect(res.data).toEqual([
        { id: 1, title: "A1" },
        { id: 2, title: "A2" },
      ]);
      const star = await anon.from("cf_users").select("*, cf_posts!inner()").eq("cf_posts.title", "B1");
      expect(star.error).toBeNull();
      expect(star.data).toEqual([{ id: 2, username: "bob", name: "Bob" }]);
    });

    it("leaves out an empty embed without !inner too", async () => {
      const res = await anon.from("cf_posts").select("title, cf_users()").order("id").limit(1);
      expect(res.error).toBeNull();
      expect(res.data).toEqual([{ title: "A1" }]);
    });
  });

  describe("self-referencing embedding", () => {
    it("reads the table's name as the children and the key's column as the parent", async () => {
      const children = await anon.from("cf_collections").select("id, cf_collections(id, description)").order("id").order("id", { referencedTable: "cf_collections" });
      expect(children.error).toBeNull();
      expect(children.data).toEqual([
        { id: 1, cf_collections: [{ id: 2, description: "left" }, { id: 3, description: "right" }] },
        { id: 2, cf_collections: [{ id: 4, description: "leaf" }] },
        { id: 3, cf_collections: [] },
        { id: 4, cf_collections: [] },
      ]);
      const parent = await anon.from("cf_collections").select("id, parent_id(description), up:parent_id(id)").order("id");
      expect(parent.error).toBeNull();
      expect(parent.data).toEqual([
        { id: 1, parent_id: null, up: null },
        { id: 2, parent_id: { description: "root" }, up: { id: 1 } },
        { id: 3, parent_id: { description: "root" }, up: { id: 1 } },
        { id: 4, parent_id: { description: "left" }, up: { id: 2 } },
      ]);
    });

    it("takes a column hint as the children through that column", async () => {
      const res = await anon.from("cf_collections").select("id, kids:cf_collections!parent_id(id)").eq("id", 1).order("id", { referencedTable: "kids" });
      expect(res.error).toBeNull();
      expect(res.data).toEqual([{ id: 1, kids: [{ id: 2 }, { id: 3 }] }]);
      const people = await anon.from("cf_people").select("name, as_mother:cf_people!mother_id(name), as_father:cf_people!father_id(name), mother_id(name)").order("id");
      expect(people.error).toBeNull();
      expect(people.data).toEqual([
        { name: "Eve", as_mother: [{ name: "Cain" }], as_father: [], mother_id: null },
        { name: "Adam", as_mother: [], as_father: [{ name: "Cain" }], mother_id: null },
        { name: "Cain", as_mother: [], as_father: [], mother_id: { name: "Eve" } },
      ]);
    });

    it("answers 300 PGRST201 with the candidates when the table refers to itself twice", async () => {
      const res = await anon.from("cf_people").select("name, cf_people(name)");
      expect(res.status).toBe(300);
      expect(res.error).toEqual({
        code: "PGRST201",
        message: "Could not embed because more than one relationship was found for 'cf_people' and 'cf_people'",
        details: [
          { cardinality: "one-to-many", embedding: "cf_people with cf_people", relationship: "cf_people_father_id_fkey using cf_people(id) and cf_people(father_id)" },
          { cardinality: "one-to-many", embedding: "cf_people with cf_people", relationship: "cf_people_mother_id_fkey using cf_people(id) and cf_people(mother_id)" },
        ],
        hint: "Try changing 'cf_people' to one of the following: 'cf_people!cf_people_father_id_fkey', 'cf_people!cf_people_mother_id_fkey'. Find the desired relationship in the 'details' key.",
      });
    });

    it("does not take a self-reference's key name as a target (PGRST200), as PostgREST", async () => {
      const res = await anon.from("cf_collections").select("id, cf_collections_parent_id_fkey(id)");
      expect(res.status).toBe(400);
      expect(res.error).toMatchObject({ code: "PGRST200", message: "Could not find a relationship between 'cf_collections' and 'cf_collections_parent_id_fkey' in the schema cache" });
    });
  });

  describe("two keys to the same table", () => {
    it("answers PGRST201 without a hint, and follows a key-name or column hint", async () => {
      const ambiguous = await anon.from("cf_transfers").select("amount, cf_accounts(owner)");
      expect(ambiguous.status).toBe(300);
      expect(ambiguous.error).toMatchObject({
        code: "PGRST201",
        details: [
          { cardinality: "many-to-one", embedding: "cf_transfers with cf_accounts", relationship: "cf_transfers_from_fkey using cf_transfers(from_account) and cf_accounts(id)" },
          { cardinality: "many-to-one", embedding: "cf_transfers with cf_accounts", relationship: "cf_transfers_to_fkey using cf_transfers(to_account) and cf_accounts(id)" },
        ],
        hint: "Try changing 'cf_accounts' to one of the following: 'cf_accounts!cf_transfers_from_fkey', 'cf_accounts!cf_transfers_to_fkey'. Find the desired relationship in the 'details' key.",
      });
      const hinted = await anon.from("cf_transfers").select("amount, payer:cf_accounts!cf_transfers_from_fkey(owner), payee:cf_accounts!to_account(owner)");
      expect(hinted.error).toBeNull();
      expect(hinted.data).toEqual([{ amount: 50, payer: { owner: "Ann" }, payee: { owner: "Bob" } }]);
      const back = await anon.from("cf_accounts").select("owner, sent:cf_transfers!from_account(amount), received:cf_transfers!to_account(amount)").order("id");
      expect(back.data).toEqual([
        { owner: "Ann", sent: [{ amount: 50 }], received: [] },
        { owner: "Bob", sent: [], received: [{ amount: 50 }] },
      ]);
    });
  });

  describe("embedding through views", () => {
    it("embeds a table from a view and a view from a table, through the base tables' key", async () => {
      const fromView = await anon.from("cf_members_v").select("name, cf_teams(name)").order("id");
      expect(fromView.error).toBeNull();
      expect(fromView.data).toEqual([
        { name: "Ann", cf_teams: { name: "Red" } },
        { name: "Bob", cf_teams: { name: "Red" } },
        { name: "Cy", cf_teams: { name: "Blue" } },
      ]);
      const intoView = await anon.from("cf_teams").select("name, cf_members_v(name)").eq("id", 1).order("name", { referencedTable: "cf_members_v" });
      expect(intoView.error).toBeNull();
      expect(intoView.data).toEqual([{ name: "Red", cf_members_v: [{ name: "Ann" }, { name: "Bob" }] }]);
    });

    it("embeds a view from a view, through a view of a view, with filters on the embedded view", async () => {
      const res = await anon.from("cf_teams_v").select("loud, cf_members_v(name)").eq("cf_members_v.name", "Cy").order("team_key");
      expect(res.error).toBeNull();
      expect(res.data).toEqual([
        { loud: "RED", cf_members_v: [] },
        { loud: "BLUE", cf_members_v: [{ name: "Cy" }] },
      ]);
      const chain = await anon.from("cf_red_members").select("name, cf_teams_v!inner(loud)").order("id");
      expect(chain.error).toBeNull();
      expect(chain.data).toEqual([
        { name: "Ann", cf_teams_v: { loud: "RED" } },
        { name: "Bob", cf_teams_v: { loud: "RED" } },
      ]);
      const members = await anon.from("cf_members").select("name, team:cf_teams_v(name)").eq("id", 3).single();
      expect(members.data).toEqual({ name: "Cy", team: { name: "Blue" } });
    });
  });

  describe("computed fields and relationships", () => {
    it("selects, filters and orders by a function of the row", async () => {
      const res = await anon.from("cf_users").select("username, cf_display, label:cf_display").in("username", ["ann", "bob"]).order("cf_display", { ascending: false });
      expect(res.error).toBeNull();
      expect(res.data).toEqual([
        { username: "bob", cf_display: "BOB (Bob)", label: "BOB (Bob)" },
        { username: "ann", cf_display: "ANN (Ann)", label: "ANN (Ann)" },
      ]);
      const filtered = await anon.from("cf_users").select("id").eq("cf_display", "CY (Cy)");
      expect(filtered.data).toEqual([{ id: 3 }]);
      const star = await anon.from("cf_users").select("*").eq("username", "cy").single();
      expect(Object.keys(star.data ?? {})).toEqual(["id", "username", "name"]);
    });

    it("returns a computed field in the representation of a write", async () => {
      const res = await anon.from("cf_users").insert({ username: "zed", name: "Zed" }).select("username, cf_display").rollback();
      expect(res.error).toBeNull();
      expect(res.data).toEqual([{ username: "zed", cf_display: "ZED (Zed)" }]);
    });

    it("embeds through a function returning rows: one row (rows 1) as an object, a set as an array", async () => {
      const res = await anon.from("cf_users").select("username, cf_latest_post(title), cf_written(title)").eq("username", "ann").order("id", { referencedTable: "cf_written" });
      expect(res.error).toBeNull();
      expect(res.data).toEqual([{ username: "ann", cf_latest_post: { title: "A2" }, cf_written: [{ title: "A1" }, { title: "A2" }] }]);
      const inner = await anon.from("cf_users").select("username, cf_written!inner()").eq("cf_written.title", "B1");
      expect(inner.data).toEqual([{ username: "bob" }]);
    });
  });

  describe("schemas", () => {
    it("reads and writes another exposed schema through Accept-Profile / Content-Profile", async () => {
      const extra = anon.schema("cf_extra");
      const users = await extra.from("cf_users").select("handle, notes(body)");
      expect(users.error).toBeNull();
      expect(users.data).toEqual([{ handle: "extra-ann", notes: [{ body: "hello" }] }]);
      const client = createClient(s.url, s.anonKey, { ...clientOpts, db: { schema: "cf_extra" } });
      const inserted = await client.from("notes").insert({ user_id: 1, body: "second" }).select("body");
      expect(inserted.error).toBeNull();
      expect(inserted.data).toEqual([{ body: "second" }]);
      const counted = await client.rpc("note_count");
      expect(counted.error).toBeNull();
      expect(counted.data).toBe(2);
      // The default schema is still public, where cf_users is another table.
      expect((await anon.from("cf_users").select("username").eq("id", 1)).data).toEqual([{ username: "ann" }]);
    });

    it("names the schema it answered for when several are exposed", async () => {
      const res = await fetch(`${s.url}/rest/v1/cf_users?select=handle`, { headers: { apikey: s.anonKey, "Accept-Profile": "cf_extra" } });
      expect(res.headers.get("content-profile")).toBe("cf_extra");
      const byDefault = await fetch(`${s.url}/rest/v1/cf_users?select=id&limit=1`, { headers: { apikey: s.anonKey } });
      expect(byDefault.headers.get("content-profile")).toBe("public");
    });

    it("refuses a schema that is not exposed with 406 PGRST106, for reads and for writes", async () => {
      const read = await anon.schema("cf_hidden").from("secrets").select();
      expect(read.status).toBe(406);
      expect(read.error).toEqual({ code: "PGRST106", message: "The schema must be one of the following: public, cf_extra", details: null, hint: null });
      const write = await anon.schema("cf_hidden").from("secrets").insert({ id: 1 });
      expect(write.status).toBe(406);
      expect(write.error?.code).toBe("PGRST106");
      const rpc = await anon.schema("auth").rpc("uid");
      expect(rpc.error?.code).toBe("PGRST106");
    });
  });

  describe("aggregates", () => {
    const notAllowed = { code: "PGRST123", message: "Use of aggregate functions is not allowed", details: null, hint: null };

    it("refuses count(), col.sum() and the other aggregates as a hosted project does (db-aggregates-enabled off)", async () => {
      for (const select of ["count()", "total:count()::int", "id.sum()", "id.avg()", "id.min()", "id.max()", "username.count()", "username, cf_posts(id.count())", "missing_column.count()"]) {
        const res = await anon.from("cf_users").select(select);
        expect(res.status, select).toBe(400);
        expect(res.error, select).toEqual(notAllowed);
      }
      const head = await anon.from("cf_users").select("count()", { head: true });
      expect(head.status).toBe(400);
      const rpc = await anon.rpc("cf_first_users", { n: 2 }).select("id.max()");
      expect(rpc.error).toEqual(notAllowed);
    });

    it("reports an unknown relationship before the aggregate, as PostgREST checks relationships first", async () => {
      const res = await anon.from("cf_users").select("id.sum(), nope(id)");
      expect(res.error?.code).toBe("PGRST200");
    });

    it("still counts with count: 'exact' (Content-Range), which is not an aggregate", async () => {
      const res = await anon.from("cf_posts").select("*", { count: "exact", head: true });
      expect(res.error).toBeNull();
      expect(res.count).toBe(3);
    });
  });

  describe("no request produces a 500 (issue 26)", () => {
    const raw = (path: string, init: RequestInit = {}) =>
      fetch(`${s.url}/rest/v1/${path}`, { ...init, headers: { apikey: s.anonKey, "Content-Type": "application/json", ...init.headers } });

    it("refuses the same table embedded twice without aliases with Postgres' 42712, as PostgREST does", async () => {
      for (const select of ["cf_accounts!from_account(*),cf_accounts!to_account(*)", "cf_accounts!cf_transfers_from_fkey(*),cf_accounts!cf_transfers_to_fkey(owner)"]) {
        const res = await raw(`cf_transfers?select=${select}`);
        expect({ select, status: res.status, body: await res.json() }).toEqual({
          select,
          status: 400,
          body: { code: "42712", message: 'table name "cf_transfers_cf_accounts_1" specified more than once', details: null, hint: null },
        });
      }
      // One level down, the name carries the parent and the depth as PostgREST's subquery alias does.
      const nested = await raw("cf_accounts?select=id,cf_transfers!from_account(cf_accounts!from_account(*),cf_accounts!to_account(*))");
      expect({ status: nested.status, body: await nested.json() }).toMatchObject({ status: 400, body: { code: "42712", message: 'table name "cf_transfers_cf_accounts_2" specified more than once' } });
      // With aliases the two embeds have names of their own.
      const { data, error } = await anon.from("cf_transfers").select("sender:cf_accounts!from_account(owner), receiver:cf_accounts!to_account(owner)");
      expect(error).toBeNull();
      expect(data).toEqual([{ sender: { owner: "Ann" }, receiver: { owner: "Bob" } }]);
    });

    it("calls a function with a single unnamed parameter with the whole body, never generating a SQL syntax error", async () => {
      // PostgREST: an unnamed parameter's name is "", and the call passes the body by position.
      const echoed = await raw("rpc/cf_echo", { method: "POST", body: JSON.stringify({ "": "test" }) });
      expect({ status: echoed.status, body: await echoed.json() }).toEqual({ status: 200, body: '{"":"test"}' });
      expect(await anon.rpc("cf_body", { any: "json", n: [1, 2] })).toMatchObject({ status: 200, data: { any: "json", n: [1, 2] } });
      // On GET an unnamed parameter cannot be given: PGRST202, not 42601.
      const get = await raw("rpc/cf_echo?=test");
      expect(get.status).toBe(404);
      expect(await get.json()).toMatchObject({ code: "PGRST202" });
    });
  });

  describe("functions with a single unnamed parameter (PostgREST's documented rules)", () => {
    const post = (fn: string, body: BodyInit, type: string) =>
      fetch(`${s.url}/rest/v1/rpc/${fn}`, { method: "POST", body, headers: { apikey: s.anonKey, "Content-Type": type } });

    it("passes a raw text/plain, application/octet-stream or text/xml body as the one argument", async () => {
      const text = await post("cf_echo", "plain words, not JSON", "text/plain");
      expect({ status: text.status, body: await text.json() }).toEqual({ status: 200, body: "plain words, not JSON" });
      const bytes = Buffer.from([0, 1, 2, 250, 255, 10]);
      const up = await post("cf_upload", bytes, "application/octet-stream");
      expect(up.status).toBe(200);
      const n = (await up.json()) as number;
      const { rows } = await s.emulator.context.db.query<{ hex: string }>("select encode(blob, 'hex') as hex from public.cf_blobs where n = $1", [n]);
      expect(rows).toEqual([{ hex: bytes.toString("hex") }]);
      const xml = await post("cf_xml", "<doc><p>hi</p></doc>", "text/xml");
      expect({ status: xml.status, body: await xml.json() }).toEqual({ status: 200, body: "<doc><p>hi</p></doc>" });
    });

    it("answers PGRST202 (never a SQL error) when no function takes that raw body", async () => {
      for (const [fn, type, pgType] of [
        ["cf_body", "text/plain", "text"],
        ["cf_echo", "application/octet-stream", "bytea"],
        ["cf_first_users", "text/xml", "xml"],
      ] as const) {
        const res = await post(fn, "<x/>", type);
        expect({ fn, status: res.status, body: await res.json() }).toEqual({
          fn,
          status: 404,
          body: {
            code: "PGRST202",
            message: `Could not find the function public.${fn} in the schema cache`,
            details: `Searched for the function public.${fn} with a single unnamed ${pgType} parameter, but no matches were found in the schema cache.`,
            hint: null,
          },
        });
      }
    });

    it("cannot call a function whose unnamed parameter is not json, jsonb, text, xml or bytea: not found, and not an overload", async () => {
      for (const fn of ["cf_int", "cf_row"]) {
        const res = await anon.rpc(fn, { "": fn === "cf_int" ? 1 : { id: 1, data: null, slug: "s" } });
        expect({ fn, status: res.status, error: res.error }).toEqual({
          fn,
          status: 404,
          error: {
            code: "PGRST202",
            message: `Could not find the function public.${fn}() in the schema cache`,
            details: `Searched for the function public.${fn} with parameter  or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
            hint: null,
          },
        });
      }
      // cf_mixed(bool) is out of reach, so {"": …} calls the text overload whatever the value.
      expect(await anon.rpc("cf_mixed", { "": "x" })).toMatchObject({ status: 200, data: "text" });
      expect(await anon.rpc("cf_mixed", { "": true })).toMatchObject({ status: 200, data: "text" });
      expect(await anon.rpc("cf_mixed")).toMatchObject({ status: 200, data: 1 });
    });

    it("lets an unnamed parameter's default fit no arguments: 300 PGRST203 against a function without parameters", async () => {
      const none = await anon.rpc("cf_opt");
      expect({ status: none.status, error: none.error }).toEqual({
        status: 300,
        error: {
          code: "PGRST203",
          message: "Could not choose the best candidate function between: public.cf_opt(), public.cf_opt( => text)",
          details: null,
          hint: "Try renaming the parameters or the function itself in the database so function overloading can be resolved",
        },
      });
      expect(await anon.rpc("cf_opt", { "": "x" })).toMatchObject({ status: 200, data: 'text {"":"x"}' });
    });
  });

  describe("planned and estimated counts", () => {
    it("answers count=planned with the planner's estimate (and 206 when it exceeds the rows), count=estimated exactly below max_rows", async () => {
      const explained = await s.emulator.context.db.query<{ "QUERY PLAN": unknown }>("explain (format json) select * from (select t0.n from public.cf_lines t0) _c");
      const raw = explained.rows[0]!["QUERY PLAN"];
      const estimate = Math.round((typeof raw === "string" ? JSON.parse(raw) : raw)[0].Plan["Plan Rows"] as number);
      const head = await fetch(`${s.url}/rest/v1/cf_lines?select=n`, { method: "HEAD", headers: { apikey: s.anonKey, Prefer: "count=planned" } });
      expect(head.headers.get("content-range")).toBe(`0-49/${estimate}`);
      expect(head.headers.get("preference-applied")).toBe("count=planned");
      expect(head.status).toBe(estimate > 50 ? 206 : 200);
      const planned = await anon.from("cf_lines").select("n", { count: "planned", head: true });
      expect(planned.count).toBe(estimate);
      // Below max_rows (50 here), count=estimated is the exact count.
      const exact = await anon.from("cf_users").select("id", { count: "exact", head: true });
      const estimated = await anon.from("cf_users").select("id", { count: "estimated", head: true });
      expect(exact.count).toBeLessThan(50);
      expect(estimated.count).toBe(exact.count);
    });
  });

  describe("missing=default and sequences", () => {
    it("draws a row's identity default even when the row gives its id, as PostgREST's statement evaluates every payload default", async () => {
      const inserted = await anon.from("cf_seq").insert([{ id: 100 }, { slug: "a" }], { defaultToNull: false }).select("id, slug");
      expect(inserted).toMatchObject({ status: 201, data: [{ id: 100, slug: null }, { id: 2, slug: "a" }] });
      const upserted = await anon.from("cf_seq").upsert([{ id: 100 }, { slug: "b" }], { defaultToNull: false }).select("id, slug");
      expect(upserted).toMatchObject({ status: 201, data: [{ id: 100, slug: null }, { id: 4, slug: "b" }] });
      // Without missing=default, the given id takes nothing from the sequence.
      expect((await anon.from("cf_seq").insert({ id: 200 }).select("id")).data).toEqual([{ id: 200 }]);
      expect((await anon.from("cf_seq").insert({ slug: "c" }).select("id")).data).toEqual([{ id: 5 }]);
    });
  });

  describe("counts and CSV of a function's rows", () => {
    it("answers count=planned with the planner's estimate of the function (206 past the rows), count=estimated with it past max_rows", async () => {
      const head = await fetch(`${s.url}/rest/v1/rpc/cf_lines_fn`, { method: "HEAD", headers: { apikey: s.anonKey, Prefer: "count=planned" } });
      expect({ status: head.status, range: head.headers.get("content-range"), applied: head.headers.get("preference-applied") }).toEqual({
        status: 206,
        range: "0-49/77",
        applied: "count=planned",
      });
      const get = await fetch(`${s.url}/rest/v1/rpc/cf_lines_fn?select=n`, { headers: { apikey: s.anonKey, Prefer: "count=planned" } });
      expect({ status: get.status, range: get.headers.get("content-range"), rows: ((await get.json()) as unknown[]).length }).toEqual({ status: 206, range: "0-49/77", rows: 50 });
      // Through supabase-js: planned is the estimate, estimated is the estimate past max_rows (60 rows > 50), exact is exact.
      expect((await anon.rpc("cf_lines_fn", {}, { count: "planned", head: true })).count).toBe(77);
      expect((await anon.rpc("cf_lines_fn", {}, { count: "estimated", head: true })).count).toBe(77);
      expect((await anon.rpc("cf_lines_fn", {}, { count: "exact", head: true })).count).toBe(60);
      // Below max_rows, estimated is exact.
      expect((await anon.rpc("cf_first_users", { n: 2 }, { count: "estimated", head: true })).count).toBe(2);
    });

    it("writes a function's rows in CSV as for a table: jsonb, tsvector, booleans, arrays, nulls as Postgres writes them", async () => {
      const expected = ["id,meta,doc,ok,tags,note,gone", `1,"{""a"": 1, ""b"": [1, 2]}","'hello' 'world'",t,"{x,y}","a, b",`].join("\n");
      for (const fn of ["cf_all_docs", "cf_one_doc"]) {
        const res = await fetch(`${s.url}/rest/v1/rpc/${fn}`, { headers: { apikey: s.anonKey, Accept: "text/csv" } });
        expect({ fn, status: res.status, type: res.headers.get("content-type"), body: await res.text() }).toEqual({
          fn,
          status: 200,
          type: "text/csv; charset=utf-8",
          body: expected,
        });
      }
      expect((await anon.rpc("cf_all_docs").select("id, doc, ok").csv()).data).toBe(`id,doc,ok\n1,"'hello' 'world'",t`);
    });
  });

  describe("CSV", () => {
    it("writes each row as Postgres writes the record, as PostgREST does: jsonb, tsvector, booleans, arrays, nulls", async () => {
      const res = await fetch(`${s.url}/rest/v1/cf_docs?select=*`, { headers: { apikey: s.anonKey, Accept: "text/csv" } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
      expect(await res.text()).toBe(['id,meta,doc,ok,tags,note,gone', `1,"{""a"": 1, ""b"": [1, 2]}","'hello' 'world'",t,"{x,y}","a, b",`].join("\n"));
      const csv = await anon.from("cf_docs").select("id, ok").csv();
      expect(csv.data).toBe("id,ok\n1,t");
    });
  });

  describe("row-type arguments", () => {
    it("reads a JSON object into a composite argument, as PostgREST does (not 22P02 malformed record literal)", async () => {
      expect(await anon.rpc("cf_channel_label", { channel_row: { id: 1, data: null, slug: null } })).toMatchObject({ status: 200, data: "-#1" });
      expect(await anon.rpc("cf_channel_label", { channel_row: { id: 2, data: { topic: "news" }, slug: "general" } })).toMatchObject({ status: 200, data: "general#2 news" });
    });
  });

  describe("overloaded functions", () => {
    it("answers 300 PGRST203 when more than one overload fits the arguments, as PostgREST's findProc", async () => {
      const both = await anon.rpc("cf_over", { a: 1 });
      expect(both.status).toBe(300);
      expect(both.error).toEqual({
        code: "PGRST203",
        message: "Could not choose the best candidate function between: public.cf_over(a => integer), public.cf_over(a => integer, b => integer)",
        details: null,
        hint: "Try renaming the parameters or the function itself in the database so function overloading can be resolved",
      });
      expect(await anon.rpc("cf_over", { a: 1, b: 3 })).toMatchObject({ status: 200, data: "two" });
      const typed = await anon.rpc("cf_typed", { x: 1 });
      expect(typed).toMatchObject({ status: 300, error: { code: "PGRST203" } });
      // The candidates are listed by their parameters' types, not in the order they were created.
      const ordered = await anon.rpc("cf_order", { a: "x" });
      expect(ordered.error?.message).toBe("Could not choose the best candidate function between: public.cf_order(a => integer), public.cf_order(a => text)");
    });

    it("leaves the project's own functions unambiguous", async () => {
      const { rows } = await s.emulator.context.db.query<{ proname: string }>(
        "select proname from pg_proc where pronamespace = 'public'::regnamespace and proname not like 'cf\\_%' group by proname having count(*) > 1",
      );
      expect(rows).toEqual([]);
    });
  });

  describe("max rows", () => {
    it("never returns more than [api] max_rows rows from a read or a function, and says so in Content-Range", async () => {
      const all = await anon.from("cf_lines").select("n", { count: "exact" }).order("n");
      expect(all.error).toBeNull();
      expect(all.data).toHaveLength(50);
      expect(all.count).toBe(60);
      expect(all.status).toBe(206);
      const asked = await anon.from("cf_lines").select("n").order("n").range(40, 79);
      expect(asked.data?.map((x) => x.n)).toEqual(Array.from({ length: 20 }, (_, i) => i + 41));
      const rpc = await anon.rpc("cf_many");
      expect(rpc.data).toHaveLength(50);
      const raw = await fetch(`${s.url}/rest/v1/cf_lines?select=n`, { headers: { apikey: s.anonKey } });
      expect(raw.headers.get("content-range")).toBe("0-49/*");
    });
  });
});
