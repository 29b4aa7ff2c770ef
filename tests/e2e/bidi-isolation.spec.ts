import type { Locator } from "@playwright/test";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { E2E_PORT } from "./env.ts";
import { E2E_ADMIN, expect, test } from "./fixtures.ts";
import { fillMessage, openContact } from "./helpers/contact-form.ts";
import { screenX } from "./helpers/bidi.ts";
import { e2eAnonKey, e2eServiceRoleKey } from "./helpers/service-role.ts";

/*
 * Issue 30 item 4: text a visitor typed keeps its own direction inside right-to-left pages. "Walk Bakery
 * Inc." in the Arabic or Persian inbox must not read ".Walk Bakery Inc" (the trailing full stop taking
 * the page's direction); each value is isolated (<bdi>, or FSI…PDI inside translated sentences).
 */

const stamp = Date.now().toString(36);
const NAME = `Walk Bakery ${stamp} Inc.`;
const SUBJECT = `Quote for ${stamp} (urgent)?`;

test.use({ viewport: { width: 390, height: 844 } });

test("a Latin name and subject ending in punctuation read as typed in the Arabic and Persian inbox, list and detail", async ({ page }) => {
  await openContact(page);
  await fillMessage(page, { name: NAME, email: `e2e-bidi-${stamp}@example.com`, subject: SUBJECT, message: "Hello." });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();

  await page.goto(`/admin/contacts?q=${stamp}`);
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/contacts/);

  for (const language of ["ar", "fa"] as const) {
    await page.getByLabel(language === "ar" ? "Language" : "اللغة", { exact: true }).selectOption(language);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.goto(`/admin/contacts?q=${stamp}`);
    const sender = page.locator("bdi", { hasText: NAME }).first();
    await expect(sender).toBeVisible();
    // The full stop is drawn after "Inc", to its right, as typed.
    expect(await screenX(sender, ".")).toBeGreaterThan(await screenX(sender, "Inc"));
    await sender.click();
    const detail = page.getByTestId("submission-detail");
    const subject = detail.getByRole("heading", { level: 2 }).locator("bdi");
    await expect(subject).toHaveText(SUBJECT);
    expect(await screenX(subject, "?")).toBeGreaterThan(await screenX(subject, "urgent"));
    const nameValue = detail.locator("dd bdi", { hasText: NAME });
    expect(await screenX(nameValue, ".")).toBeGreaterThan(await screenX(nameValue, "Inc"));
  }
});

/*
 * The rest of the portal and the public blog: a staff member's name ending in punctuation ("… Jr.") in
 * the resources' and the blog's bylines (inside translated sentences: FSI…PDI), a visitor's name in the
 * appointments' agenda (<bdi>), a partner's name, in Arabic and Persian; and the byline of the staff
 * post on the public blog's list and post page.
 */
test.describe("staff lists and the public blog", () => {
  const SUPABASE_URL = `http://localhost:${E2E_PORT}/supabase`;
  const noSession = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } } as const;
  // Letters only: Persian pages write the digits of their own sentences in Persian digits.
  const word = stamp.replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!);
  const STAFF = `Dana Walk ${word} Jr.`;
  const EDITOR = { email: `e2e-bidi-editor-${stamp}@example.com`, password: "e2e-Editor-password-1" };
  const PARTNER = `Walk Partners ${word} Ltd.`;
  const RESOURCE = `Walk guide ${word}`;
  const FILE = `e2e-bidi-${stamp}.pdf`;
  const POST = { title: `Walk notes ${word}`, slug: `walk-notes-${stamp}` };
  const VISITOR = `Walk Visitor ${word} Inc.`;
  let service: SupabaseClient;
  let editorId: string | undefined;

  test.afterAll(async () => {
    if (!service) return;
    await service.from("partners").delete().eq("name", PARTNER);
    await service.from("resources").delete().eq("title", RESOURCE);
    await service.storage.from("resources-private").remove([FILE]);
    await service.from("blog_posts").delete().eq("slug", POST.slug);
    await service.from("contact_submissions").delete().eq("name", VISITOR);
    if (editorId) await service.auth.admin.deleteUser(editorId);
  });

  test("names ending in punctuation read as typed in the Arabic and Persian agenda, resources, partners and blog, and on the public blog", async ({ page }) => {
    test.setTimeout(120_000);
    service = createClient(SUPABASE_URL, await e2eServiceRoleKey(), noSession);
    const created = await service.auth.admin.createUser({ email: EDITOR.email, password: EDITOR.password, email_confirm: true, app_metadata: { role: "editor" } });
    expect(created.error).toBeNull();
    editorId = created.data.user!.id;
    expect((await service.from("profiles").update({ full_name: STAFF }).eq("id", editorId)).error).toBeNull();

    // The editor writes, as the portal does, with their own session.
    const editor = createClient(SUPABASE_URL, await e2eAnonKey(), noSession);
    expect((await editor.auth.signInWithPassword(EDITOR)).error).toBeNull();
    expect((await editor.from("partners").insert({ name: PARTNER, description: "Bidi partner", logo_url: `http://localhost:${E2E_PORT}/images/og-default.jpg` })).error).toBeNull();
    const pdf = Buffer.from("%PDF-1.4\n%%EOF\n");
    expect((await service.storage.from("resources-private").upload(FILE, pdf, { contentType: "application/pdf" })).error).toBeNull();
    const resource = { title: RESOURCE, description: "Bidi resource", visibility: "internal", file_path: FILE, file_name: FILE, file_type: "pdf", file_size: pdf.length };
    expect((await editor.from("resources").insert(resource)).error).toBeNull();
    expect((await editor.from("blog_posts").insert({ title: POST.title, slug: POST.slug, content: "Hello.", excerpt: "Hello." })).error).toBeNull();
    expect((await service.from("blog_posts").update({ status: "approved", published: true, published_at: new Date().toISOString() }).eq("slug", POST.slug)).error).toBeNull();
    // A visitor's appointment, six weeks ahead on a Thursday (the agenda shows the next 60 days).
    const day = new Date(Date.now() + 42 * 86_400_000);
    day.setUTCDate(day.getUTCDate() + ((4 - day.getUTCDay() + 7) % 7));
    const booked = await service.from("contact_submissions").insert({
      kind: "appointment",
      name: VISITOR,
      email: `e2e-bidi-appt-${stamp}@example.com`,
      service: "Other",
      appointment_date: day.toISOString().slice(0, 10),
      appointment_time: "04:00 PM",
    });
    expect(booked.error).toBeNull();

    await page.goto("/admin/contacts/appointments");
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/contacts\/appointments/);

    // The full stop (or "Jr.") is drawn after the word before it, to its right, as typed.
    const readsAsTyped = async (locator: Locator, word: string) => {
      await expect(locator).toBeVisible();
      // The "." that follows the word (a line can hold other full stops: a file name's, before it).
      expect(await screenX(locator, `${word}.`, word.length), `"." after "${word}" in ${await locator.textContent()}`).toBeGreaterThan(await screenX(locator, word));
    };
    for (const language of ["ar", "fa"] as const) {
      await page.getByLabel(language === "ar" ? "Language" : "اللغة", { exact: true }).selectOption(language);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

      await page.goto("/admin/contacts/appointments");
      await readsAsTyped(page.getByTestId("agenda-item").filter({ hasText: VISITOR }).getByText(VISITOR), "Inc");

      await page.goto("/admin/resources");
      const resource = page.getByTestId("resource-admin-item").filter({ hasText: RESOURCE });
      await readsAsTyped(resource.locator("p", { hasText: STAFF }), "Jr");

      await page.goto("/admin/partners");
      await readsAsTyped(page.getByTestId("partner-item").filter({ hasText: PARTNER }).getByRole("heading", { level: 2 }), "Ltd");

      await page.goto("/admin/blog");
      const post = page.getByRole("article").filter({ hasText: POST.title });
      await readsAsTyped(post.getByTestId("post-author"), "Jr");

      // The public blog, list and post page (an English post, listed on every language's blog).
      await page.goto(`/${language}/blog`);
      const card = page.getByRole("article").filter({ hasText: POST.title });
      await readsAsTyped(card.locator("span", { hasText: STAFF }), "Jr");
      await page.goto(`/${language}/blog/${POST.slug}`);
      await readsAsTyped(page.getByRole("main").locator("span", { hasText: STAFF }).first(), "Jr");

      await page.goto("/admin/contacts/appointments");
    }
  });
});
