import type { APIRequestContext, Page } from "@playwright/test";
import { loadSeed } from "../../contentful/index.ts";
import type { SeedEntry } from "../../contentful/types.ts";
import { expect, localSecrets, test } from "./fixtures.ts";

/* /services (search, category filter in the URL, empty state) and the seven pages under /services/{slug}. */

const seed = loadSeed();
const en = (entry: SeedEntry | undefined, field: string) => entry?.fields[field]?.["en-US"];
/** Text as React writes it into HTML. */
const html = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
const byId = (id: string) => seed.entries.find((e) => e.sys.id === id);
const linkIds = (entry: SeedEntry | undefined, field: string) =>
  ((en(entry, field) as Array<{ sys: { id: string } }> | undefined) ?? []).map((l) => l.sys.id);

const catalogue = seed.entries
  .filter((e) => e.sys.contentType === "service" && en(e, "inCatalogue") === true)
  .sort((a, b) => (en(a, "order") as number) - (en(b, "order") as number))
  .map((e) => ({ name: en(e, "name") as string, path: en(e, "path") as string, category: en(e, "category") as string }));
const heroSection = seed.entries.find((e) => e.sys.contentType === "pageSection" && en(e, "key") === "services.hero");

const SLUGS = ["it", "monitoring", "mel", "project-management", "sustainability", "integrated-support", "augmented-support"];
function pageOf(slug: string) {
  const entry = seed.entries.find((e) => e.sys.contentType === "servicePage" && en(e, "slug") === slug);
  return {
    entry,
    heroTitle: en(entry, "heroTitle") as string,
    cards: linkIds(entry, "cards").map((id) => ({
      id,
      title: en(byId(id), "title") as string,
      features: en(byId(id), "features") as string[],
    })),
    benefits: linkIds(entry, "benefits").map((id) => en(byId(id), "title") as string),
  };
}

/** Waits until React has hydrated the element (it carries React's props). */
async function hydrated(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const element = document.querySelector(sel);
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps"));
  }, selector);
}

const cardList = (page: Page) => page.getByRole("main").getByRole("list", { name: "Services", exact: true });
const cardHeadings = (page: Page) => cardList(page).getByRole("heading", { level: 2 });
const search = (page: Page) => page.getByRole("searchbox", { name: "Search services" });
const filterButton = (page: Page, name: string) =>
  page.getByRole("group", { name: "Filter services by category" }).getByRole("button", { name, exact: true });

test("the prerendered HTML of /services and /services/mel carries their headings and text", async ({ request }) => {
  const listing = await (await request.get("/services")).text();
  expect(listing).toContain(html(en(heroSection, "title") as string));
  expect(listing).toContain(html(en(heroSection, "subtitle") as string));
  for (const service of catalogue) expect(listing).toContain(html(service.name));

  const mel = pageOf("mel");
  const melHtml = await (await request.get("/services/mel")).text();
  expect(melHtml).toContain(html(mel.heroTitle));
  expect(melHtml).toContain(html(en(mel.entry, "intro") as string));
  for (const card of mel.cards) expect(melHtml).toContain(html(card.title));
  expect(melHtml).toContain("Schedule a Consultation");
});

test("the listing shows the catalogue; search narrows it and a filtered view survives a reload", async ({ page }) => {
  expect(catalogue.map((s) => s.path)).toEqual([
    "/services/mel",
    "/services/sustainability",
    "/services/project-management",
    "/services/integrated-support",
    "/services/augmented-support",
  ]);
  await page.goto("/services");
  await hydrated(page, "input[type=search]");
  await expect(cardHeadings(page)).toHaveText(catalogue.map((s) => s.name));
  for (const service of catalogue) {
    await expect(cardList(page).getByRole("link", { name: service.name, exact: true })).toHaveAttribute("href", service.path);
  }
  await expect(page.getByRole("status").filter({ hasText: "services found" })).toHaveText("5 services found");

  await search(page).fill("energy EFFICIENCY"); // a feature of Augmented Support, other case
  await expect(cardHeadings(page)).toHaveText(["Augmented Support"]);
  await expect(page.getByRole("status").filter({ hasText: "found" })).toHaveText("1 service found");
  await expect(page).toHaveURL(/\/services\?q=energy\+EFFICIENCY$/);

  await page.reload();
  await hydrated(page, "input[type=search]");
  await expect(search(page)).toHaveValue("energy EFFICIENCY");
  await expect(cardHeadings(page)).toHaveText(["Augmented Support"]);

  // Clicking a card goes to its page.
  await cardList(page).getByRole("link", { name: "Augmented Support", exact: true }).click();
  await expect(page).toHaveURL(/\/services\/augmented-support$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageOf("augmented-support").heroTitle);
});

test("the category filter, combined with search, kept in the URL", async ({ page }) => {
  await page.goto("/services");
  await hydrated(page, "input[type=search]");
  await expect(filterButton(page, "All Services")).toHaveAttribute("aria-pressed", "true");
  await filterButton(page, "Support Services").click();
  await expect(filterButton(page, "Support Services")).toHaveAttribute("aria-pressed", "true");
  await expect(filterButton(page, "All Services")).toHaveAttribute("aria-pressed", "false");
  await expect(cardHeadings(page)).toHaveText(catalogue.filter((s) => s.category === "support").map((s) => s.name));
  await expect(page).toHaveURL(/\/services\?category=support$/);

  await filterButton(page, "MEL").click();
  await expect(cardHeadings(page)).toHaveText(["Monitoring, Evaluation & Learning"]);
  await filterButton(page, "Sustainability").click();
  await expect(cardHeadings(page)).toHaveText(["Sustainability Management"]);
  await filterButton(page, "Project Management").click();
  await search(page).fill("budget");
  await expect(cardHeadings(page)).toHaveText(["Project Management"]);
  await expect(page).toHaveURL(/\/services\?q=budget&category=project$/);

  // A shared link opens the same view.
  await page.goto("/services?category=support&q=digital");
  await hydrated(page, "input[type=search]");
  await expect(filterButton(page, "Support Services")).toHaveAttribute("aria-pressed", "true");
  await expect(cardHeadings(page)).toHaveText(["Integrated Support"]);
});

test("no match shows the empty state; its reset button brings every service back", async ({ page }) => {
  await page.goto("/services");
  await hydrated(page, "input[type=search]");
  await filterButton(page, "MEL").click();
  await search(page).fill("cybersecurity");
  await expect(cardList(page)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "No services found" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "found" })).toHaveText("0 services found");
  await page.getByRole("button", { name: "Reset filters" }).click();
  await expect(cardHeadings(page)).toHaveCount(catalogue.length);
  await expect(search(page)).toHaveValue("");
  await expect(filterButton(page, "All Services")).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/\/services$/);
});

for (const slug of SLUGS) {
  test(`/services/${slug}: hero, six cards of five features, benefits where present, Schedule a Consultation`, async ({
    page,
  }) => {
    const expected = pageOf(slug);
    expect(expected.cards).toHaveLength(6);
    await page.goto(`/services/${slug}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(expected.heroTitle);
    const cards = main.getByTestId("service-card");
    await expect(cards).toHaveCount(6);
    for (const [i, card] of expected.cards.entries()) {
      await expect(cards.nth(i).getByRole("heading", { level: 3 })).toHaveText(card.title);
      await expect(cards.nth(i).getByRole("listitem")).toHaveText(card.features);
      expect(card.features).toHaveLength(5);
    }
    await expect(main.getByRole("heading", { level: 2, name: "Schedule a Consultation" })).toBeVisible();
    await expect(main.locator('a[href="/contact"]')).toHaveCount(2); // hero and closing calls to action
    const benefits = main.getByTestId("service-benefit").getByRole("heading", { level: 3 });
    if (slug === "mel") {
      await expect(benefits).toHaveText([
        "Evidence-Based Decision Making",
        "Improved Program Performance",
        "Accountability",
        "Stakeholder Engagement",
      ]);
    } else if (slug === "sustainability") {
      await expect(benefits).toHaveText(["Environmental Impact", "Competitive Advantage", "Risk Management", "Stakeholder Trust"]);
    } else {
      expect(expected.benefits).toEqual([]);
      await expect(benefits).toHaveCount(0);
    }
    await expect(page).toHaveTitle(new RegExp(`^${(en(expected.entry, "title") as string).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  });
}

test("an unknown service slug shows the not-found state", async ({ page, consoleErrors }) => {
  const response = await page.goto("/services/no-such-service");
  // The host answers paths that were not prerendered with the SPA fallback and status 404; Chromium logs that status.
  const notFoundLog = "Failed to load resource: the server responded with a status of 404 (Not Found)";
  expect(response?.status()).toBe(404);
  await expect.poll(() => consoleErrors).toContain(notFoundLog);
  consoleErrors.splice(consoleErrors.indexOf(notFoundLog), 1);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  await expect(main.getByRole("link", { name: "Our Services" })).toHaveAttribute("href", "/services");
  await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await expect(page).toHaveTitle(/^Page Not Found/);

  // Its links work (client-side navigation from the not-found state).
  await main.getByRole("link", { name: "Our Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(cardHeadings(page)).toHaveCount(catalogue.length);
});

async function putEntry(request: APIRequestContext, id: string, fields: SeedEntry["fields"]) {
  const response = await request.put(`/contentful/__emulator/entries/${id}`, {
    headers: { Authorization: `Bearer ${localSecrets().contentfulManagementToken}` },
    data: { fields },
  });
  expect(response.status()).toBe(200);
}

test("a service card edited in Contentful shows after a reload, without a rebuild", async ({ page, request }) => {
  const card = pageOf("mel").cards[0]!;
  const original = byId(card.id)!;
  const edited = "Data Collection Strategies, edited in Contentful";
  await page.goto("/services/mel");
  await expect(page.getByTestId("service-card").first().getByRole("heading")).toHaveText(card.title);
  try {
    await putEntry(request, card.id, { ...original.fields, title: { ...original.fields.title, "en-US": edited } });
    await page.reload();
    await expect(page.getByTestId("service-card").first().getByRole("heading")).toHaveText(edited);
  } finally {
    await putEntry(request, card.id, original.fields);
  }
  await page.reload();
  await expect(page.getByTestId("service-card").first().getByRole("heading")).toHaveText(card.title);
});

for (const path of ["/services", "/services/mel", "/services/integrated-support"]) {
  test(`no axe violations on ${path}`, async ({ page, axe }) => {
    await page.goto(path);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await axe();
  });
}

test("no axe violations on the filtered listing with its empty state", async ({ page, axe }) => {
  await page.goto("/services?q=nothing-matches-this");
  await expect(page.getByRole("button", { name: "Reset filters" })).toBeVisible();
  await axe();
});

test("a service page in French shows the French content, and its links stay in French", async ({ page }) => {
  const mel = pageOf("mel");
  const french = (entry: SeedEntry | undefined, field: string) => entry?.fields[field]?.fr as string;
  await page.goto("/fr/services/mel");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(french(mel.entry, "heroTitle"));
  await expect(main.getByTestId("service-card").first().getByRole("heading")).toHaveText(french(byId(mel.cards[0]!.id), "title"));
  await expect(main.locator('a[href="/fr/contact"]')).toHaveCount(2);
});
