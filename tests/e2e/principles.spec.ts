import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { loadSeed } from "../../contentful/index.ts";
import { expect, localSecrets, test } from "./fixtures.ts";

/* /about/principle/{slug}: header, full text, call to action, other principles; the unknown-slug state. */

const seed = loadSeed();
const en = (fields: Record<string, Record<string, unknown> | undefined>, key: string) => fields[key]?.["en-US"];
const principleEntries = seed.entries
  .filter((e) => e.sys.contentType === "principle")
  .sort((a, b) => (en(a.fields, "order") as number) - (en(b.fields, "order") as number));
const principles = principleEntries.map((e) => ({
  slug: en(e.fields, "slug") as string,
  title: en(e.fields, "title") as string,
  short: en(e.fields, "shortDescription") as string,
  full: en(e.fields, "fullDescription") as string,
  color: en(e.fields, "color") as string,
}));
const doNoHarm = principles.find((p) => p.slug === "do-no-harm")!;
const notFoundLog = "Failed to load resource: the server responded with a status of 404 (Not Found)";

function rgb(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** The page has hydrated (the root marks <html data-hydrated>; its text is a static island, decision 0032). */
async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

test("the prerendered HTML of a principle carries its heading and full text", async ({ request }) => {
  const html = await (await request.get("/about/principle/do-no-harm")).text();
  expect(html).toMatch(/<h1[^>]*>Do No Harm<\/h1>/);
  const firstParagraph = doNoHarm.full.split("\n\n")[0]!;
  expect(html).toContain(`<p>${firstParagraph}</p>`);
  expect(html).toContain("<li>Screening every engagement");
  expect(html).toContain("Other Operating Principles");
});

test("a principle: coloured header, back link, text with lists, call to action, other principles", async ({ page, axe }) => {
  await page.goto("/about/principle/do-no-harm");
  await hydrated(page);
  const header = page.locator("main article > header");
  await expect(header).toHaveCSS("background-color", rgb(doNoHarm.color));
  await expect(header).toHaveCSS("color", "rgb(255, 255, 255)");
  await expect(header.getByRole("heading", { level: 1, name: doNoHarm.title })).toBeVisible();
  await expect(header).toContainText(doNoHarm.short);
  await expect(header.getByRole("link", { name: "Back to About" })).toHaveAttribute("href", "/about");

  const body = page.getByTestId("principle-body");
  const paragraphs = doNoHarm.full.split("\n\n").flatMap((block) => block.split("\n").filter((l) => !l.startsWith("- ")));
  const bullets = doNoHarm.full.split("\n").filter((l) => l.startsWith("- ")).map((l) => l.slice(2));
  await expect(body.locator("p")).toHaveCount(paragraphs.length);
  await expect(body.getByRole("list")).toHaveCount(1);
  await expect(body.getByRole("listitem")).toHaveText(bullets);
  await expect(body.locator("p").first()).toHaveText(paragraphs[0]!);

  const action = page.getByRole("region", { name: "See This Principle in Action" });
  await expect(action.getByRole("link", { name: "Explore Our Services" })).toHaveAttribute("href", "/services");
  await expect(action.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");

  const others = page.getByRole("navigation", { name: "Other Operating Principles" }).getByRole("link");
  const expected = principles.filter((p) => p.slug !== "do-no-harm").slice(0, 3);
  await expect(others).toHaveCount(3);
  for (const [i, p] of expected.entries()) {
    await expect(others.nth(i)).toHaveText(p.title);
    await expect(others.nth(i)).toHaveAttribute("href", `/about/principle/${p.slug}`);
  }
  await page.waitForLoadState("networkidle");
  await axe();

  // Following one shows that principle; its "others" now include Do No Harm.
  await others.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/about/principle/${expected[1]!.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: expected[1]!.title })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Other Operating Principles" }).getByRole("link").first()).toHaveText(
    doNoHarm.title,
  );
  await expect(page).toHaveTitle(new RegExp(`^${expected[1]!.title.replace(/[()]/g, "\\$&")}`));
});

test("every principle page is prerendered with its title", async ({ request }) => {
  expect(principles).toHaveLength(8);
  for (const p of principles) {
    const response = await request.get(`/about/principle/${p.slug}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(p.title.replace(/&/g, "&amp;"));
  }
});

test("an unknown slug shows 'Principle Not Found' with a link back, and is not indexed", async ({ page, axe, consoleErrors }) => {
  await page.goto("/about/principle/no-such-principle");
  await expect(page.getByRole("heading", { level: 1, name: "Principle Not Found" })).toBeVisible();
  const back = page.getByRole("link", { name: "Return to About Page" });
  await expect(back).toHaveAttribute("href", "/about");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await page.waitForLoadState("networkidle");
  await axe();
  // The SPA fallback answers unknown paths with status 404, which Chromium logs.
  const index = consoleErrors.indexOf(notFoundLog);
  if (index >= 0) consoleErrors.splice(index, 1);
  await back.click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1, name: "Transforming Ideas into Success Stories" })).toBeVisible();
});

async function putEntry(request: APIRequestContext, id: string, fields: unknown) {
  const response = await request.put(`/contentful/__emulator/entries/${id}`, {
    headers: { Authorization: `Bearer ${localSecrets().contentfulManagementToken}` },
    data: { fields },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test("a principle edited in Contentful shows after a reload, without a rebuild", async ({ page, request }) => {
  const entry = principleEntries.find((e) => en(e.fields, "slug") === "do-no-harm")!;
  const edited = "Our first duty is to leave every community better off than we found it.";
  try {
    await putEntry(request, entry.sys.id, {
      ...entry.fields,
      shortDescription: { ...entry.fields.shortDescription, "en-US": edited },
      fullDescription: { ...entry.fields.fullDescription, "en-US": "Para one.\n\nWe promise:\n- First point\n- Second point" },
    });
    await page.goto("/about/principle/do-no-harm");
    await expect(page.getByText(edited)).toBeVisible();
    const body = page.getByTestId("principle-body");
    await expect(body.getByRole("listitem")).toHaveText(["First point", "Second point"]);
    await expect(body.locator("p")).toHaveText(["Para one.", "We promise:"]);
  } finally {
    await putEntry(request, entry.sys.id, entry.fields);
  }
  await page.reload();
  await expect(page.getByText(doNoHarm.short)).toBeVisible();
});

test("an unknown slug answers the same in every language: the SPA shell (200, a principle may be published after the build), 'Principle Not Found' in the page's language, not indexed", async ({
  page,
  request,
}) => {
  for (const language of ["en", "fr", "ru", "ar", "fa"]) {
    const prefix = language === "en" ? "" : `/${language}`;
    const response = await request.get(`${prefix}/about/principle/no-such-principle`);
    expect(response.status(), language).toBe(200);
    const strings = JSON.parse(readFileSync(`src/locales/${language}/principles.json`, "utf8")) as { notFound: { title: string } };
    await page.goto(`${prefix}/about/principle/no-such-principle`);
    await expect(page.getByRole("heading", { level: 1, name: strings.notFound.title }), language).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  }
});
