/**
 * Blog moderation through @supabase/supabase-js against the Supabase emulator (the repo's
 * migrations, their triggers and RLS), on PGlite and on a Postgres server: authors write pending
 * posts, only an admin approves or rejects (and only from pending), the public view shows approved
 * posts only, an author's content edit sends an approved post back to review, and other authors
 * cannot touch a post. The last part drives the blog admin page's own data layer
 * (src/features/admin-blog/api.ts) against the same stack.
 */
import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSupabase, testBackends, type StartedSupabase } from "./helpers/supabase.ts";
import {
  coverObjectPath,
  createPost,
  deletePost,
  listPosts,
  reviewPost,
  updatePost,
  uploadCover,
} from "../../src/features/admin-blog/api.ts";

const BACKENDS = await testBackends("blog-moderation");
const noSession = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } } as const;
const PASSWORD = "correct horse battery staple";
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
/** What the edge functions read (the image-upload function stores covers). */
const FUNCTION_ENV = ["SUPABASE_URL", "SUPABASE_ANON_KEY", "SUPABASE_SERVICE_ROLE_KEY"] as const;

describe.each(BACKENDS)("blog moderation on $name", ({ backend }) => {
  let stack: StartedSupabase;
  let service: SupabaseClient;
  let anon: SupabaseClient;
  let admin: SupabaseClient;
  let author: SupabaseClient;
  let otherAuthor: SupabaseClient;
  let adminId: string;
  let authorId: string;

  async function staff(role: "admin" | "author", fullName: string): Promise<{ client: SupabaseClient; id: string }> {
    const email = `${role}-${randomUUID()}@example.test`;
    const created = await service.auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      app_metadata: { role },
      user_metadata: { full_name: fullName },
    });
    expect(created.error).toBeNull();
    const client = createClient(stack.url, stack.anonKey, noSession);
    const signedIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    return { client, id: created.data.user!.id };
  }

  /** A new post by `client`, through the REST API as the page writes it. */
  async function write(client: SupabaseClient, title: string) {
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${randomUUID().slice(0, 8)}`;
    const { data, error } = await client
      .from("blog_posts")
      .insert({ title, slug, content: `Body of ${title}`, tags: ["news"] })
      .select("id, slug, status, published, author_id")
      .single();
    expect(error).toBeNull();
    return data!;
  }

  async function publicSlugs(): Promise<string[]> {
    const { data, error } = await anon.from("published_blog_posts").select("slug");
    expect(error).toBeNull();
    return (data ?? []).map((row) => row.slug as string);
  }

  async function statusOf(id: string) {
    const { data } = await service.from("blog_posts").select("status, published, title").eq("id", id).single();
    return data;
  }

  beforeAll(async () => {
    stack = await startSupabase({ backend });
    Object.assign(process.env, { SUPABASE_URL: stack.url, SUPABASE_ANON_KEY: stack.anonKey, SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey });
    service = createClient(stack.url, stack.serviceRoleKey, noSession);
    anon = createClient(stack.url, stack.anonKey, noSession);
    ({ client: admin, id: adminId } = await staff("admin", "Ada Admin"));
    ({ client: author, id: authorId } = await staff("author", "Arthur Author"));
    ({ client: otherAuthor } = await staff("author", "Olive Other"));
  });

  afterAll(async () => {
    for (const name of FUNCTION_ENV) delete process.env[name];
    await stack?.close();
  });

  it("an author's new post is pending, theirs, and not public", async () => {
    const post = await write(author, "Pending thoughts");
    expect(post).toMatchObject({ status: "pending", published: false, author_id: authorId });
    expect(await publicSlugs()).not.toContain(post.slug);
    const { data: anonRows } = await anon.from("blog_posts").select("id").eq("id", post.id);
    expect(anonRows).toEqual([]);
  });

  it("an author cannot create a post that is already approved", async () => {
    const { data, error } = await author
      .from("blog_posts")
      .insert({ title: "Sneaky", slug: `sneaky-${randomUUID().slice(0, 8)}`, status: "approved", published: true })
      .select("id");
    expect(data).toBeNull();
    expect(error?.code).toBe("42501");
  });

  it("an author cannot approve their own post through the API; the status stays pending", async () => {
    const post = await write(author, "Self approval");
    const approve = await author.from("blog_posts").update({ status: "approved", published: true }).eq("id", post.id).select("id");
    expect(approve.data).toBeNull();
    expect(approve.error?.code).toBe("42501");
    const publish = await author.from("blog_posts").update({ published: true }).eq("id", post.id).select("id");
    expect(publish.error?.code).toBe("42501");
    expect(await statusOf(post.id)).toMatchObject({ status: "pending", published: false });
    expect(await publicSlugs()).not.toContain(post.slug);
  });

  it("an admin approves a pending post: it is published and visible to everyone, without the author's e-mail", async () => {
    const post = await write(author, "Approved insight");
    const { data, error } = await admin
      .from("blog_posts")
      .update({ status: "approved", published: true })
      .eq("id", post.id)
      .select("status, published, reviewed_by, published_at");
    expect(error).toBeNull();
    expect(data).toEqual([{ status: "approved", published: true, reviewed_by: adminId, published_at: expect.any(String) }]);

    const { data: rows, error: viewError } = await anon.from("published_blog_posts").select("*").eq("slug", post.slug);
    expect(viewError).toBeNull();
    expect(rows).toHaveLength(1);
    expect(rows![0]).toMatchObject({ id: post.id, title: "Approved insight", author_name: "Arthur Author", tags: ["news"] });
    expect(Object.keys(rows![0]!)).not.toContain("email");
    expect(Object.keys(rows![0]!)).not.toContain("author_id");
  });

  it("a rejected post never appears publicly, its author reads the reviewer's note, and it cannot be approved later", async () => {
    const post = await write(author, "Rejected draft");
    const reject = await admin
      .from("blog_posts")
      .update({ status: "rejected", published: false, reviewer_note: "Please cite your sources." })
      .eq("id", post.id)
      .select("status, published");
    expect(reject.error).toBeNull();
    expect(reject.data).toEqual([{ status: "rejected", published: false }]);
    expect(await publicSlugs()).not.toContain(post.slug);

    const seen = await author.from("blog_posts").select("status, reviewer_note").eq("id", post.id).single();
    expect(seen.data).toEqual({ status: "rejected", reviewer_note: "Please cite your sources." });

    const approve = await admin.from("blog_posts").update({ status: "approved", published: true }).eq("id", post.id).select("id");
    expect(approve.error?.code).toBe("23514");
    expect(await statusOf(post.id)).toMatchObject({ status: "rejected", published: false });
    expect(await publicSlugs()).not.toContain(post.slug);
  });

  it("an author's content edit of an approved post sends it back to pending and off the public blog", async () => {
    const post = await write(author, "Living document");
    expect((await admin.from("blog_posts").update({ status: "approved", published: true }).eq("id", post.id)).error).toBeNull();
    expect(await publicSlugs()).toContain(post.slug);

    // Writing the same values again is not a content change: the post stays approved.
    const same = await author.from("blog_posts").update({ title: "Living document" }).eq("id", post.id).select("status, published");
    expect(same.data).toEqual([{ status: "approved", published: true }]);

    const edit = await author
      .from("blog_posts")
      .update({ content: "Rewritten after approval" })
      .eq("id", post.id)
      .select("status, published, content");
    expect(edit.error).toBeNull();
    expect(edit.data).toEqual([{ status: "pending", published: false, content: "Rewritten after approval" }]);
    expect(await publicSlugs()).not.toContain(post.slug);
  });

  it("another author can neither edit nor delete the post (0 rows), and it is unchanged", async () => {
    const post = await write(author, "Mine alone");
    const edit = await otherAuthor.from("blog_posts").update({ title: "Hijacked" }).eq("id", post.id).select("id");
    expect(edit.error).toBeNull();
    expect(edit.data).toEqual([]);
    const removal = await otherAuthor.from("blog_posts").delete().eq("id", post.id).select("id");
    expect(removal.error).toBeNull();
    expect(removal.data).toEqual([]);
    expect(await statusOf(post.id)).toMatchObject({ title: "Mine alone", status: "pending" });

    // Its own author may delete it.
    const own = await author.from("blog_posts").delete().eq("id", post.id).select("id");
    expect(own.data).toEqual([{ id: post.id }]);
  });

  describe("the blog admin page's data layer", () => {
    it("lists posts newest first with the author's name and role, and writes, reviews and deletes them", async () => {
      const first = await createPost(author, {
        title: "Layer one",
        language: "en",
        slug: `layer-one-${randomUUID().slice(0, 8)}`,
        category: "Strategy",
        tags: ["a", "b"],
        excerpt: null,
        content: "# Heading\n\nText",
        cover_image_url: null,
      });
      expect(first).toMatchObject({
        status: "pending",
        published: false,
        author_id: authorId,
        author_profile: { full_name: "Arthur Author", role: "author" },
      });
      const second = await createPost(otherAuthor, {
        title: "Layer two",
        language: "en",
        slug: `layer-two-${randomUUID().slice(0, 8)}`,
        category: null,
        tags: [],
        excerpt: "Short",
        content: "",
        cover_image_url: null,
      });

      const listed = await listPosts(admin);
      const ids = listed.map((p) => p.id);
      expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
      expect(listed.find((p) => p.id === second.id)?.author_profile).toEqual({ full_name: "Olive Other", role: "author" });
      const dates = listed.map((p) => Date.parse(p.created_at));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);

      // An author cannot review through the page's call either; an admin can.
      await expect(reviewPost(author, first.id, { status: "approved" })).rejects.toMatchObject({ code: "42501" });
      const approved = await reviewPost(admin, first.id, { status: "approved" });
      expect(approved).toMatchObject({ status: "approved", published: true });
      const rejected = await reviewPost(admin, second.id, { status: "rejected", note: "  Too short.  " });
      expect(rejected).toMatchObject({ status: "rejected", published: false, reviewer_note: "Too short." });
      // A post that is no longer pending is not reviewed again.
      await expect(reviewPost(admin, second.id, { status: "approved" })).rejects.toMatchObject({ code: "42501" });

      const edited = await updatePost(author, first.id, { tags: ["a", "b", "c"] });
      expect(edited).toMatchObject({ status: "pending", published: false, tags: ["a", "b", "c"] });
      await expect(updatePost(otherAuthor, first.id, { title: "Not yours" })).rejects.toMatchObject({ code: "42501" });

      await expect(deletePost(otherAuthor, first)).rejects.toMatchObject({ code: "42501" });
      await deletePost(admin, second);
      expect((await listPosts(author)).map((p) => p.id)).not.toContain(second.id);
    });

    it("uploads a cover under the author's folder (checked by content), serves it publicly, and deletes it with the post", async () => {
      const png = new File([new Uint8Array(PNG)], "cover.png", { type: "image/png" });
      const url = await uploadCover(author, png);
      expect(url).toMatch(new RegExp(`^${stack.url}/storage/v1/object/public/blog-images/${authorId}/\\d+\\.png$`));
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");

      // Straight into the bucket, even their own folder: refused (only the checking function writes it).
      const direct = await author.storage.from("blog-images").upload(`${authorId}/direct.png`, PNG, { contentType: "image/png" });
      expect(direct.error).toMatchObject({ statusCode: "403" });
      // An SVG with script declared as a PNG: refused by its content.
      const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], "cover.png", { type: "image/png" });
      await expect(uploadCover(author, svg)).rejects.toThrow(/not an image of an accepted type/);
      // Not an image by its declared type: refused before any upload.
      await expect(uploadCover(author, new File(["x"], "a.txt", { type: "text/plain" }))).rejects.toThrow(/coverType/);

      const post = await createPost(author, {
        title: "With a cover",
        language: "en",
        slug: `with-a-cover-${randomUUID().slice(0, 8)}`,
        category: null,
        tags: [],
        excerpt: null,
        content: "Picture this",
        cover_image_url: url,
      });
      expect(post.cover_image_url).toBe(url);
      expect(coverObjectPath(url)).toMatch(new RegExp(`^${authorId}/\\d+\\.png$`));
      await deletePost(author, post);
      expect((await fetch(url)).status).toBe(400);
    });
  });
});
