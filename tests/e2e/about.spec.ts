import type { APIRequestContext, Page } from "@playwright/test";
import { loadSeed } from "../../contentful/index.ts";
import { expect, localSecrets, test } from "./fixtures.ts";
import { pauseClockAhead } from "./helpers/clock.ts";

/* About: hero and scroll-down, Our Purpose, value cards, Leadership Team carousel, links to the principles. */

const seed = loadSeed();
const en = (fields: Record<string, Record<string, unknown> | undefined>, key: string) => fields[key]?.["en-US"];
const ofType = (type: string) =>
  seed.entries
    .filter((e) => e.sys.contentType === type)
    .sort((a, b) => (en(a.fields, "order") as number) - (en(b.fields, "order") as number));
const section = (key: string) => seed.entries.find((e) => e.sys.contentType === "pageSection" && en(e.fields, "key") === key)!;
const values = ofType("value").map((e) => ({
  title: en(e.fields, "title") as string,
  full: en(e.fields, "fullDescription") as string,
}));
const team = ofType("teamMember").map((e) => ({
  name: en(e.fields, "name") as string,
  bio: en(e.fields, "bio") as string,
  expertise: en(e.fields, "expertise") as string[],
}));
const principles = ofType("principle").map((e) => ({ slug: en(e.fields, "slug") as string, title: en(e.fields, "title") as string }));

const carousel = (page: Page) => page.getByRole("region", { name: "Leadership Team" }).getByTestId("team-carousel");
const slideLabel = (page: Page) => carousel(page).locator('[role="group"]:not([hidden])');

async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector("main button[aria-expanded]");
    return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps"));
  });
}

async function openWithClock(page: Page) {
  await page.clock.install();
  await page.goto("/about");
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  await pauseClockAhead(page);
}

test("the prerendered HTML of /about carries its heading, copy, team and principles", async ({ request }) => {
  const html = await (await request.get("/about")).text();
  expect(html).toMatch(/<h1[^>]*>Transforming Ideas into Success Stories<\/h1>/);
  expect(html).toContain(en(section("about.mission").fields, "body") as string);
  for (const v of values) expect(html).toContain(v.title);
  for (const m of team) expect(html).toContain(m.name.replace(/'/g, "&#x27;"));
  for (const p of principles) expect(html).toContain(`href="/about/principle/${p.slug}"`);
});

test("hero, scroll-down to Our Purpose, mission and vision, links to the 8 principles", async ({ page, axe }) => {
  await page.goto("/about");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Transforming Ideas into Success Stories" })).toBeVisible();
  await page.getByRole("button", { name: "Scroll down to Our Purpose" }).click();
  const purpose = page.locator("#our-purpose");
  await expect(purpose).toBeFocused();
  await expect(purpose).toBeInViewport();
  await expect(purpose.getByRole("heading", { level: 2, name: "Our Purpose" })).toBeVisible();
  await expect(purpose.getByRole("heading", { level: 3, name: "Mission" })).toBeVisible();
  await expect(purpose.getByRole("heading", { level: 3, name: "Vision" })).toBeVisible();
  await expect(purpose).toContainText(en(section("about.vision").fields, "body") as string);

  const list = page.getByRole("region", { name: "Our Operating Principles" });
  expect(principles).toHaveLength(8);
  await expect(list.getByRole("link")).toHaveCount(8);
  for (const [i, p] of principles.entries()) {
    await expect(list.getByRole("link").nth(i)).toHaveAttribute("href", `/about/principle/${p.slug}`);
    await expect(list.getByRole("link").nth(i)).toContainText(p.title);
  }
  await list.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/about\/principle\/do-no-harm$/);
  await expect(page.getByRole("heading", { level: 1, name: "Do No Harm" })).toBeVisible();
  await page.goBack();
  await page.waitForLoadState("networkidle");
  await axe();
});

test("the 8 value cards expand with Learn More and collapse with Read Less", async ({ page }) => {
  await page.goto("/about");
  await hydrated(page);
  const region = page.getByRole("region", { name: "Our Core Values" });
  await expect(region.getByRole("article")).toHaveCount(8);
  const card = region.getByRole("article", { name: values[0]!.title });
  const button = card.getByRole("button", { name: "Learn More" });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  const panel = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
  await expect(panel).toBeHidden();
  await button.click();
  await expect(panel).toBeVisible();
  await expect(panel).toHaveText(values[0]!.full);
  const less = card.getByRole("button", { name: "Read Less" });
  await expect(less).toHaveAttribute("aria-expanded", "true");
  // Another card opens independently.
  await region.getByRole("article", { name: values[1]!.title }).getByRole("button", { name: "Learn More" }).click();
  await expect(region.getByText(values[1]!.full)).toBeVisible();
  await less.click();
  await expect(panel).toBeHidden();
  await expect(card.getByRole("button", { name: "Learn More" })).toHaveAttribute("aria-expanded", "false");
});

test("a team card expands one at a time, with bio, expertise and social links", async ({ page, axe }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/about");
  await hydrated(page);
  const first = carousel(page).getByRole("article", { name: team[0]!.name });
  const second = carousel(page).getByRole("article", { name: team[1]!.name });
  await expect(first.getByText(team[0]!.bio)).toBeHidden();
  await first.getByRole("button", { name: "View Profile" }).click();
  await expect(first.getByText(team[0]!.bio)).toBeVisible();
  await expect(first.getByRole("button", { name: "Hide Profile" })).toHaveAttribute("aria-expanded", "true");
  for (const item of team[0]!.expertise) await expect(first.getByRole("listitem").filter({ hasText: item })).toBeVisible();
  await expect(first.getByRole("link", { name: `${team[0]!.name} on LinkedIn` })).toHaveAttribute("href", /^https:\/\/www\.linkedin\.com\//);
  await expect(first.getByRole("link", { name: `${team[0]!.name} on Twitter` })).toHaveAttribute("href", /^https:\/\/twitter\.com\//);
  await expect(first.getByRole("link", { name: `Email ${team[0]!.name}` })).toHaveAttribute("href", /^mailto:/);
  await axe();
  await second.getByRole("button", { name: "View Profile" }).click();
  await expect(second.getByText(team[1]!.bio)).toBeVisible();
  await expect(first.getByText(team[0]!.bio)).toBeHidden();
  await expect(first.getByRole("button", { name: "View Profile" })).toHaveAttribute("aria-expanded", "false");
  await second.getByRole("button", { name: "Hide Profile" }).click();
  await expect(second.getByText(team[1]!.bio)).toBeHidden();
});

test("the team carousel: 4 per slide, wraps around, auto-advances only in view and not hovered", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openWithClock(page);
  await page.mouse.move(5, 5);
  expect(team).toHaveLength(12);
  const names = (from: number) => team.slice(from, from + 4).map((m) => m.name);
  await expect(slideLabel(page)).toHaveAttribute("aria-label", "1 of 3");
  for (const name of names(0)) await expect(carousel(page).getByRole("heading", { name })).toBeVisible();
  await expect(carousel(page).getByRole("heading", { name: team[4]!.name })).toBeHidden();

  // Out of view (top of the page): no rotation.
  await page.clock.runFor(25_000);
  await expect(slideLabel(page)).toHaveAttribute("aria-label", "1 of 3");

  await carousel(page).scrollIntoViewIfNeeded();
  await page.mouse.move(5, 5);
  // Rotating once its visibility observer has seen it (the live region goes quiet while it rotates):
  // on a loaded machine that callback can come after the clock would have run.
  await expect(carousel(page).locator("[aria-live]")).toHaveAttribute("aria-live", "off");
  await page.clock.runFor(10_100);
  await expect(slideLabel(page)).toHaveAttribute("aria-label", "2 of 3");
  for (const name of names(4)) await expect(carousel(page).getByRole("heading", { name })).toBeVisible();

  await carousel(page).getByRole("heading", { name: team[4]!.name }).hover();
  await page.clock.runFor(30_000);
  await expect(slideLabel(page)).toHaveAttribute("aria-label", "2 of 3");
  await page.mouse.move(5, 5);
  await page.clock.runFor(10_100);
  await expect(slideLabel(page)).toHaveAttribute("aria-label", "3 of 3");
  await page.clock.runFor(10_000);
  await expect(slideLabel(page)).toHaveAttribute("aria-label", "1 of 3"); // wrapped

  const region = page.getByRole("region", { name: "Leadership Team" });
  await region.getByRole("button", { name: "Previous team members" }).click();
  await expect(slideLabel(page)).toHaveAttribute("aria-label", "3 of 3");
  for (const name of names(8)) await expect(carousel(page).getByRole("heading", { name })).toBeVisible();
  await region.getByRole("button", { name: "Next team members" }).click();
  await expect(slideLabel(page)).toHaveAttribute("aria-label", "1 of 3");
});

test("fewer members per slide on smaller screens", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto("/about");
  await hydrated(page);
  await expect(slideLabel(page)).toHaveAttribute("aria-label", "1 of 6");
  await expect(slideLabel(page).getByRole("article")).toHaveCount(2);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(slideLabel(page)).toHaveAttribute("aria-label", "1 of 12");
  await expect(slideLabel(page).getByRole("article")).toHaveCount(1);
  await page.getByRole("region", { name: "Leadership Team" }).getByRole("button", { name: "Previous team members" }).click();
  await expect(slideLabel(page)).toHaveAttribute("aria-label", "12 of 12");
  await expect(slideLabel(page).getByRole("heading", { name: team[11]!.name })).toBeVisible();
});

test("the team cards of a slide are equally tall, their Read More on one line, in English and Arabic", async ({ page }) => {
  for (const path of ["/about", "/ar/about"]) {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(path);
    await hydrated(page);
    const cards = page.getByTestId("team-carousel").locator('[role="group"]:not([hidden]) article');
    await expect(cards).toHaveCount(4);
    const boxes = await cards.evaluateAll((els) =>
      els.map((el) => ({ height: el.getBoundingClientRect().height, button: el.querySelector("button")!.getBoundingClientRect().top })),
    );
    expect(new Set(boxes.map((b) => Math.round(b.height))).size, path).toBe(1);
    expect(new Set(boxes.map((b) => Math.round(b.button))).size, path).toBe(1);
  }
});

test("under reduced motion the team carousel does not rotate", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await openWithClock(page);
  await carousel(page).scrollIntoViewIfNeeded();
  await page.mouse.move(5, 5);
  await page.clock.runFor(40_000);
  await expect(slideLabel(page)).toHaveAttribute("aria-label", "1 of 3");
});

async function putEntry(request: APIRequestContext, id: string, fields: unknown) {
  const response = await request.put(`/contentful/__emulator/entries/${id}`, {
    headers: { Authorization: `Bearer ${localSecrets().contentfulManagementToken}` },
    data: { fields },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test("a principle edited in Contentful shows on /about after a reload", async ({ page, request }) => {
  const entry = seed.entries.find((e) => e.sys.id === "principle-do-no-harm") ?? ofType("principle")[0]!;
  const edited = "First, Do No Harm";
  try {
    await putEntry(request, entry.sys.id, { ...entry.fields, title: { ...entry.fields.title, "en-US": edited } });
    await page.goto("/about");
    await expect(page.getByRole("region", { name: "Our Operating Principles" }).getByRole("link").first()).toContainText(edited);
  } finally {
    await putEntry(request, entry.sys.id, entry.fields);
  }
});
