import { createClient, type PlainClientAPI } from "contentful-management";
import type { APIRequestContext, Page } from "@playwright/test";
import { loadSeed } from "../../contentful/index.ts";
import { E2E_ADMIN, expect, localSecrets, test } from "./fixtures.ts";
import { E2E_PORT } from "./env.ts";

/*
 * Draft preview on the real site (issue 14): a draft change to a principle's title, made through
 * the emulator's Management API and not published, is invisible on the public page, visible in
 * preview mode to a signed-in editor (with the banner), and invisible again after leaving preview.
 * A visitor in preview mode and an anonymous call to the function get no draft.
 */

const seed = loadSeed();
const entry = seed.entries.find((e) => e.sys.contentType === "principle" && e.fields.slug?.["en-US"] === "do-no-harm")!;
const PUBLISHED = entry.fields.title!["en-US"] as string;
const DRAFT = `${PUBLISHED} — draft ${Date.now().toString(36)}`;
const PAGE = "/about/principle/do-no-harm";
const refusedLog = "Failed to load resource: the server responded with a status of 403 (Forbidden)";

let cma: PlainClientAPI;

test.beforeAll(async () => {
  cma = createClient(
    { accessToken: localSecrets().contentfulManagementToken, host: `localhost:${E2E_PORT}`, basePath: "/contentful/management", insecure: true },
    { type: "plain", defaults: { spaceId: "local", environmentId: "master" } },
  );
  const current = await cma.entry.get({ entryId: entry.sys.id });
  await cma.entry.update({ entryId: entry.sys.id }, { ...current, fields: { ...current.fields, title: { ...current.fields.title, "en-US": DRAFT } } });
});

test.afterAll(async () => {
  // Back to the published title (the draft is discarded; nothing was ever published).
  const current = await cma.entry.get({ entryId: entry.sys.id });
  await cma.entry.update({ entryId: entry.sys.id }, { ...current, fields: { ...current.fields, title: entry.fields.title } });
});

/** The page has hydrated and its content refresh is done (the root marks <html data-hydrated>). */
async function contentLoaded(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
}

const banner = (page: Page, name = "Content preview") => page.getByRole("region", { name });
const heading = (page: Page) => page.getByRole("heading", { level: 1 });

/** Whether any script the page loaded is Contentful's live preview SDK. */
async function loadedLivePreview(request: APIRequestContext, scripts: Set<string>): Promise<boolean> {
  for (const url of scripts) if ((await (await request.get(url)).text()).includes("live-preview-sdk")) return true;
  return false;
}

test("an editor sees a principle's draft title in preview mode, with the banner, and the published title after leaving it", async ({ page, request, axe }) => {
  test.setTimeout(90_000);
  const scripts = new Set<string>();
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.add(r.url());
  });
  await test.step("the public page shows the published title, and loads no preview code", async () => {
    await page.goto(PAGE);
    await contentLoaded(page);
    await expect(heading(page)).toHaveText(PUBLISHED);
    await expect(page.getByText(DRAFT)).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
    expect(await loadedLivePreview(request, scripts)).toBe(false);
  });

  await test.step("signed in as an editor (the admin), Contentful's preview URL shows the draft", async () => {
    await page.goto("/admin/login");
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.goto(`${PAGE}?preview=1`);
    await expect(banner(page).getByRole("status")).toHaveText("Preview — drafts shown");
    await expect(heading(page)).toHaveText(DRAFT);
    // Inspector mode: the title says which entry and field it shows.
    await expect(heading(page)).toHaveAttribute("data-contentful-entry-id", entry.sys.id);
    await expect(heading(page)).toHaveAttribute("data-contentful-field-id", "title");
    // Live preview (inspector mode, live updates) is loaded in preview mode only.
    await expect.poll(() => loadedLivePreview(request, scripts)).toBe(true);
    await axe();
  });

  await test.step("preview mode stays on while browsing the tab, in another language too", async () => {
    await page.goto("/fr/about/principle/do-no-harm");
    await expect(banner(page, "Aperçu du contenu").getByRole("status")).toHaveText("Aperçu — brouillons affichés");
    // The About page's value cards and team cards carry inspector tags too.
    const value = seed.entries.find((e) => e.sys.contentType === "value")!;
    await page.goto("/about");
    await expect(page.locator(`[data-contentful-entry-id="${value.sys.id}"][data-contentful-field-id="title"]`)).toHaveText(value.fields.title!["en-US"] as string);
    await page.goto(PAGE);
    await expect(heading(page)).toHaveText(DRAFT);
  });

  await test.step("leaving preview shows the published title again", async () => {
    await banner(page).getByRole("button", { name: "Exit preview" }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(banner(page)).toHaveCount(0);
    await contentLoaded(page);
    await expect(heading(page)).toHaveText(PUBLISHED);
    await expect(heading(page)).not.toHaveAttribute("data-contentful-entry-id", /.*/);
  });
});

test("a visitor who opens a preview URL sees the published title and is told to sign in", async ({ page, consoleErrors }) => {
  await page.goto(`${PAGE}?preview=1`);
  await expect(banner(page).getByRole("status")).toHaveText(
    "Preview — drafts hidden: sign in as an editor or admin, then reopen this page.",
  );
  await expect(banner(page).getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/admin/login");
  await contentLoaded(page);
  await expect(heading(page)).toHaveText(PUBLISHED);
  await expect(page.getByText(DRAFT)).toHaveCount(0);
  // The refused preview requests are logged by the browser; nothing else may be.
  for (let i = consoleErrors.indexOf(refusedLog); i >= 0; i = consoleErrors.indexOf(refusedLog)) consoleErrors.splice(i, 1);
});

test("an anonymous call to the preview function is refused and carries no draft", async ({ request }) => {
  const body = { path: "entries", query: `content_type=principle&sys.id=${entry.sys.id}` };
  const bare = await request.post("/supabase/functions/v1/content-preview", { data: body });
  expect(bare.status()).toBe(401);
  expect(await bare.text()).not.toContain(DRAFT);
  // The Delivery API (the public token) has only the published title.
  const published = await request.get(`/contentful/spaces/local/environments/master/entries/${entry.sys.id}`, {
    headers: { Authorization: `Bearer ${localSecrets().contentfulDeliveryToken}` },
  });
  expect(((await published.json()) as { fields: { title: string } }).fields.title).toBe(PUBLISHED);
  // The preview token works only on the Preview API, and only the function holds it.
  const preview = await request.get(`/contentful/preview/spaces/local/environments/master/entries/${entry.sys.id}`, {
    headers: { Authorization: `Bearer ${localSecrets().contentfulDeliveryToken}` },
  });
  expect(preview.status()).toBe(401);
});
