/**
 * Conformance of the emulator's data API with PostgREST 12 as Supabase runs it, for behaviours
 * supabase-js relies on: upsert status codes, empty embeds, rpc counts, transaction preferences
 * and many-to-many embedding. Test tables (prefix cf_) are created here, apart from the migrations.
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
    s = await startSupabase({ backend });
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
      insert into public.cf_users (username, name) values ('ann', 'Ann'), ('bob', 'Bob'), ('cy', 'Cy');
      insert into public.cf_posts (user_id, title) values (1, 'A1'), (1, 'A2'), (2, 'B1');
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
});
