import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { APIRequestContext, Page } from "@playwright/test";
import { importJWK, SignJWT, type JWK } from "jose";
import { E2E_ADMIN, expect, test } from "./fixtures.ts";
import { E2E_DATA_DIR, E2E_PORT } from "./env.ts";

/*
 * /admin/blog end to end: an author writes a post with a cover image, it stays pending and off
 * the public blog; the admin approves it and it is public; a rejected post never appears; delete
 * asks in an alert dialog; no axe violations.
 *
 * TEST-ONLY PRIVILEGE: the author account is created with the Supabase auth admin API, which
 * needs the service-role key. The e2e stack does not hand that key to tests, so this spec signs
 * one itself with the stack's JWT signing key (<E2E data dir>/jwt-keys.json, written by
 * emulator/supabase/keys.ts for this throw-away local stack). Nothing in the app can do this; a
 * real deployment's signing key never leaves Supabase.
 */

const SUPABASE_URL = `http://localhost:${E2E_PORT}/supabase`;
const noSession = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } } as const;
const RUN = Date.now().toString(36);
const AUTHOR = { email: `e2e-author-${RUN}@example.com`, password: "e2e-Author-password-1", fullName: "Aria Author" };
const WORD = `zephyr${RUN}`; // a word only this run's posts contain, for the public search
const POST = {
  title: `Quarterly planning for ${WORD} teams`,
  slug: `quarterly-planning-for-${WORD}-teams`,
  content: `## Three goals\n\nKeep **three goals** at most. ${WORD}.\n\n<script>window.__xss = 1</script>`,
};
const REJECTED = { title: `Unsourced claims about ${WORD}`, slug: `unsourced-claims-${WORD}` };

/** A 1x1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

/** The service-role key of the e2e stack, signed in the test with the stack's own key (see above). */
async function serviceRoleKey(): Promise<string> {
  const stored = JSON.parse(readFileSync(join(E2E_DATA_DIR, "jwt-keys.json"), "utf8")) as { kid: string; privateJwk: JWK };
  const key = await importJWK(stored.privateJwk, "ES256");
  return new SignJWT({ iss: "supabase-demo", role: "service_role" })
    .setProtectedHeader({ alg: "ES256", kid: stored.kid, typ: "JWT" })
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(key);
}

let service: SupabaseClient;
let authorId: string;

test.beforeAll(async () => {
  service = createClient(SUPABASE_URL, await serviceRoleKey(), noSession);
  const { data, error } = await service.auth.admin.createUser({
    email: AUTHOR.email,
    password: AUTHOR.password,
    email_confirm: true,
    app_metadata: { role: "author" },
    user_metadata: { full_name: AUTHOR.fullName },
  });
  expect(error).toBeNull();
  authorId = data.user!.id;
});

test.afterAll(async () => {
  await service.from("blog_posts").delete().in("slug", [POST.slug, REJECTED.slug]);
  await service.storage.from("blog-images").remove(
    ((await service.storage.from("blog-images").list(authorId)).data ?? []).map((file) => `${authorId}/${file.name}`),
  );
  if (authorId) await service.auth.admin.deleteUser(authorId);
});

/** What an anonymous visitor gets from the public view for `slug` (the REST API the public blog reads). */
async function publicRows(request: APIRequestContext, slug: string, anonKey: string): Promise<unknown[]> {
  const res = await request.get(`/supabase/rest/v1/published_blog_posts?slug=eq.${slug}&select=slug,title,author_name`, {
    headers: { apikey: anonKey },
  });
  expect(res.status()).toBe(200);
  return res.json();
}

/** The anon (public) key the SPA was built with, read from the built bundle: what every visitor receives. */
function anonKeyFromBuild(): string {
  const dir = join(E2E_DATA_DIR, "build/client/assets");
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".js"))) {
    for (const match of readFileSync(join(dir, file), "utf8").matchAll(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g)) {
      const payload = JSON.parse(Buffer.from(match[0].split(".")[1] ?? "", "base64url").toString("utf8"));
      if (payload.role === "anon") return match[0];
    }
  }
  throw new Error(`no anon key found in ${dir}`);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/admin/blog");
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(page.getByRole("heading", { level: 1, name: "Manage Blog Posts" })).toBeVisible();
  await expect(page.getByText("Loading...")).toHaveCount(0);
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
}

const card = (page: Page, title: string) => page.getByRole("article", { name: title });

test("an author's post stays pending and private until the admin approves it; a rejected post never appears", async ({ page, request, axe }) => {
  test.setTimeout(120_000);
  const anon = anonKeyFromBuild();

  await test.step("the author signs in and writes a post with a cover image", async () => {
    await signIn(page, AUTHOR.email, AUTHOR.password);
    await expect(page).toHaveTitle("Manage Blog Posts | Admin Portal");
    await axe();

    await page.getByRole("button", { name: "New post" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "New post" })).toBeFocused();
    await page.getByLabel("Title").fill(POST.title);
    await expect(page.getByLabel("Slug")).toHaveValue(POST.slug);
    await page.getByLabel("Category").fill("Business Support");
    await page.getByLabel("Tags").fill("planning, small business");
    await page.getByLabel("Excerpt").fill(`How ${WORD} teams plan a quarter.`);
    await page.getByLabel("Content (Markdown)").fill(POST.content);
    const preview = page.getByTestId("markdown-preview");
    await expect(preview.getByRole("heading", { name: "Three goals" })).toBeVisible();
    await expect(preview.locator("strong")).toHaveText("three goals");
    await expect(preview).toContainText("<script>window.__xss = 1</script>");
    await expect(preview.locator("script")).toHaveCount(0);

    const cover = page.getByLabel("Cover image");
    await cover.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
    await expect(page.getByText("Choose a JPEG, PNG, WebP, AVIF or GIF image.")).toBeVisible();
    await cover.setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByText("Choose a JPEG, PNG, WebP, AVIF or GIF image.")).toHaveCount(0);
    await axe();

    await page.getByRole("button", { name: "Create post" }).click();
    await expect(page.getByText("Post created: it is pending review")).toBeVisible();
    const post = card(page, POST.title);
    await expect(post.getByTestId("post-status")).toHaveText("Pending");
    await expect(post.getByTestId("post-author")).toHaveText(`By \u2068${AUTHOR.fullName}\u2069 Author`); // the name isolated (FSI…PDI), issue 30 item 4
    await expect(post.getByTestId("post-preview")).toContainText("Three goals Keep three goals at most.");
    await expect(post.getByRole("button", { name: "Approve" })).toHaveCount(0);
    await expect(post.getByRole("button", { name: "Edit" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  await test.step("the cover is stored under the author's folder and served publicly", async () => {
    const { data } = await service.from("blog_posts").select("cover_image_url, status, published").eq("slug", POST.slug).single();
    expect(data).toMatchObject({ status: "pending", published: false });
    const url = String(data?.cover_image_url);
    expect(url).toMatch(new RegExp(`^${SUPABASE_URL}/storage/v1/object/public/blog-images/${authorId}/\\d+\\.png$`));
    const image = await request.get(url);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
  });

  await test.step("a pending post is not public", async () => {
    expect(await publicRows(request, POST.slug, anon)).toEqual([]);
    await page.goto(`/blog/${POST.slug}`);
    await expect(page.getByRole("heading", { name: "Post not found" })).toBeVisible();
  });

  await test.step("a second post, written through the API, waits for review too", async () => {
    const author = createClient(SUPABASE_URL, anon, noSession);
    expect((await author.auth.signInWithPassword({ email: AUTHOR.email, password: AUTHOR.password })).error).toBeNull();
    const { error } = await author.from("blog_posts").insert({ title: REJECTED.title, slug: REJECTED.slug, content: `Trust me about ${WORD}.` });
    expect(error).toBeNull();
    // The author cannot approve it themselves.
    const selfApproval = await author.from("blog_posts").update({ status: "approved", published: true }).eq("slug", REJECTED.slug);
    expect(selfApproval.error?.code).toBe("42501");
  });

  await test.step("the admin approves the first post and rejects the second with a note", async () => {
    await page.goto("/admin/blog");
    await signOutIfSignedIn(page);
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    const post = card(page, POST.title);
    await expect(post.getByTestId("post-author")).toHaveText(`By \u2068${AUTHOR.fullName}\u2069 Author`); // the name isolated (FSI…PDI), issue 30 item 4
    await axe();
    await post.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText("Post approved successfully")).toBeVisible();
    await expect(post.getByTestId("post-status")).toHaveText("Approved");
    await expect(post.getByRole("button", { name: "Approve" })).toHaveCount(0);

    const rejected = card(page, REJECTED.title);
    await rejected.getByRole("button", { name: "Reject" }).click();
    const dialog = page.getByRole("dialog", { name: "Reject post" });
    await expect(dialog.getByLabel("Reviewer note")).toBeFocused();
    await axe();
    await dialog.getByLabel("Reviewer note").fill("Please cite your sources.");
    await dialog.getByRole("button", { name: "Reject post" }).click();
    await expect(page.getByText("Post rejected", { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(rejected.getByTestId("post-status")).toHaveText("Rejected");
    await expect(rejected.getByTestId("reviewer-note")).toContainText("Please cite your sources.");
  });

  await test.step("the approved post is public; the rejected one is not", async () => {
    expect(await publicRows(request, POST.slug, anon)).toEqual([{ slug: POST.slug, title: POST.title, author_name: AUTHOR.fullName }]);
    expect(await publicRows(request, REJECTED.slug, anon)).toEqual([]);

    await page.goto(`/blog?q=${WORD}`);
    await expect(page.getByRole("heading", { name: POST.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: REJECTED.title })).toHaveCount(0);

    await page.goto(`/blog/${POST.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: POST.title })).toBeVisible();
    await expect(page.getByTestId("post-body").locator("strong")).toHaveText("three goals");

    await page.goto(`/blog/${REJECTED.slug}`);
    await expect(page.getByRole("heading", { name: "Post not found" })).toBeVisible();
  });

  await test.step("the author sees the reviewer's note on their rejected post", async () => {
    await page.goto("/admin/blog");
    await signOut(page);
    await signIn(page, AUTHOR.email, AUTHOR.password);
    const rejected = card(page, REJECTED.title);
    await expect(rejected.getByTestId("post-status")).toHaveText("Rejected");
    await expect(rejected.getByTestId("reviewer-note")).toContainText("Please cite your sources.");
  });

  await test.step("the author's content edit sends the approved post back to review and off the public blog", async () => {
    const post = card(page, POST.title);
    await expect(post.getByTestId("post-status")).toHaveText("Approved");
    await post.getByRole("button", { name: "Edit" }).click();
    await expect(page.getByText("This post is Approved. Saving a change to its content sends it back to pending review.")).toBeVisible();
    await page.getByLabel("Content (Markdown)").fill(`${POST.content}\n\nAn update.`);
    await page.getByRole("button", { name: "Save post" }).click();
    await expect(page.getByText("Post saved. Status: Pending")).toBeVisible();
    await expect(card(page, POST.title).getByTestId("post-status")).toHaveText("Pending");
    expect(await publicRows(request, POST.slug, anon)).toEqual([]);
  });

  await test.step("delete asks in an alert dialog; Cancel keeps the post, Delete post removes it", async () => {
    const rejected = card(page, REJECTED.title);
    const deleteButton = rejected.getByRole("button", { name: "Delete" });
    await deleteButton.click();
    const dialog = page.getByRole("alertdialog", { name: "Delete this post?" });
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await axe();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(deleteButton).toBeFocused();

    await deleteButton.click();
    await dialog.getByRole("button", { name: "Delete post" }).click();
    await expect(page.getByText("Post deleted")).toBeVisible();
    await expect(card(page, REJECTED.title)).toHaveCount(0);
    const { data } = await service.from("blog_posts").select("id").eq("slug", REJECTED.slug);
    expect(data).toEqual([]);
  });
});

/** After a public page, /admin/blog may still hold the previous user's session: sign it out. */
async function signOutIfSignedIn(page: Page) {
  const signOutButton = page.getByRole("button", { name: "Sign Out" });
  await expect(signOutButton.or(page.getByLabel("Email"))).toBeVisible();
  if (await signOutButton.isVisible()) await signOut(page);
}
