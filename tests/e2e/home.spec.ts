import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { loadSeed } from "../../contentful/index.ts";
import { expect, localSecrets, test } from "./fixtures.ts";
import { pauseClockAhead } from "./helpers/clock.ts";

/* Home: hero slider (buttons, dots, drag, auto-advance and its pauses), content sections, testimonials. */

const seed = loadSeed();
const en = (fields: Record<string, Record<string, unknown> | undefined>, key: string) => fields[key]?.["en-US"];
const ofType = (type: string) =>
  seed.entries
    .filter((e) => e.sys.contentType === type)
    .sort((a, b) => (en(a.fields, "order") as number) - (en(b.fields, "order") as number));
const slides = ofType("heroSlide").map((e) => ({
  id: e.sys.id,
  title: en(e.fields, "title") as string,
  description: en(e.fields, "description") as string,
  learnMorePath: en(e.fields, "learnMorePath") as string,
}));
const testimonials = ofType("testimonial").map((e) => en(e.fields, "quote") as string);
const section = (key: string) => seed.entries.find((e) => e.sys.contentType === "pageSection" && en(e.fields, "key") === key)!;
const catalogue = ofType("service").filter((e) => en(e.fields, "inCatalogue") === true);

const slider = (page: Page) => page.getByRole("region", { name: "Our services" });
const dot = (page: Page, n: number) => slider(page).getByRole("button", { name: `Go to slide ${n}`, exact: true });
const current = (page: Page, n: number) => expect(dot(page, n)).toHaveAttribute("aria-current", "true");

async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector('main section[aria-roledescription="carousel"] button');
    return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps"));
  });
}

/** Opens / with a controllable clock: time stands still until the test moves it. */
async function openWithClock(page: Page) {
  await page.clock.install();
  await page.goto("/");
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  await pauseClockAhead(page);
}

async function putEntry(request: APIRequestContext, id: string, fields: unknown) {
  const response = await request.put(`/contentful/__emulator/entries/${id}`, {
    headers: { Authorization: `Bearer ${localSecrets().contentfulManagementToken}` },
    data: { fields },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test("the prerendered HTML of / carries the slides, sections and testimonials", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(slides).toHaveLength(4);
  for (const slide of slides) expect(html).toContain(slide.title.replace(/&/g, "&amp;"));
  expect(html).toMatch(/<h2[^>]*>Monitoring, Evaluation &amp; Learning<\/h2>/);
  // One heading level 1 for the page (each slide once had its own).
  expect(html.match(/<h1[ >]/g)).toHaveLength(1);
  expect(html).toContain(en(section("home.mission").fields, "body") as string);
  expect(html).toContain("Proven Expertise");
  expect(html).toContain(testimonials[0]!.slice(0, 40));
});

test("hero slides: content, links, images with srcset, previous/next buttons and dots", async ({ page }) => {
  await openWithClock(page);
  const region = slider(page);
  await expect(region).toHaveAttribute("aria-roledescription", "carousel");
  await current(page, 1);
  const first = region.getByRole("group", { name: "1 of 4" });
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute("aria-roledescription", "slide");
  await expect(first.getByRole("heading", { level: 2, name: slides[0]!.title })).toBeVisible();
  await expect(first).toContainText(slides[0]!.description);
  await expect(first.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", slides[0]!.learnMorePath);
  await expect(first.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  const img = page.locator('main section[aria-roledescription="carousel"] img').first();
  await expect(img).toHaveAttribute("srcset", /w=640&fm=webp&q=75 640w/);
  await expect(img).toHaveAttribute("width", "1600");
  await expect(img).toHaveAttribute("height", "900");
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  // Auto-rotating: the live region is off.
  await expect(page.locator('main section[aria-roledescription="carousel"] > div[aria-live]')).toHaveAttribute("aria-live", "off");

  await region.getByRole("button", { name: "Next slide" }).click();
  await current(page, 2);
  await expect(region.getByRole("heading", { level: 2, name: slides[1]!.title })).toBeVisible();
  await expect(region.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", slides[1]!.learnMorePath);
  // Focus inside: rotation pauses and changes are announced politely.
  await expect(page.locator('main section[aria-roledescription="carousel"] > div[aria-live]')).toHaveAttribute("aria-live", "polite");
  await region.getByRole("button", { name: "Previous slide" }).click();
  await current(page, 1);
  await region.getByRole("button", { name: "Previous slide" }).click();
  await current(page, 4); // wraps around
  await expect(region.getByRole("heading", { level: 2, name: slides[3]!.title })).toBeVisible();
  await dot(page, 3).click();
  await current(page, 3);
  await expect(dot(page, 1)).not.toHaveAttribute("aria-current", /.*/);
  await expect(region.getByRole("heading", { level: 2, name: slides[2]!.title })).toBeVisible();
  await region.getByRole("button", { name: "Next slide" }).click();
  await region.getByRole("button", { name: "Next slide" }).click();
  await current(page, 1); // wraps forwards too
});

test("dragging more than 15 % of the width changes the slide, less does not", async ({ page }) => {
  await openWithClock(page);
  const viewport = page.locator('main section[aria-roledescription="carousel"] > div[aria-live]');
  const box = (await viewport.boundingBox())!;
  const y = box.y + box.height * 0.3;
  const drag = async (fromX: number, toX: number) => {
    await page.mouse.move(fromX, y);
    await page.mouse.down();
    await page.mouse.move(toX, y, { steps: 8 });
    await page.mouse.up();
  };
  const mid = box.x + box.width / 2;
  await drag(mid + box.width * 0.2, mid - box.width * 0.2); // 40 % towards the start
  await current(page, 2);
  await drag(mid, mid - box.width * 0.1); // 10 %: too short
  await current(page, 2);
  await drag(mid - box.width * 0.2, mid + box.width * 0.2); // towards the end: previous
  await current(page, 1);
  await drag(mid - box.width * 0.2, mid + box.width * 0.2);
  await current(page, 4);
  // A drag that starts on a link does not follow it.
  const link = slider(page).getByRole("link", { name: "Contact Us" });
  const linkBox = (await link.boundingBox())!;
  await page.mouse.move(linkBox.x + linkBox.width / 2, linkBox.y + linkBox.height / 2);
  await page.mouse.down();
  await page.mouse.move(linkBox.x + linkBox.width / 2 - box.width * 0.3, linkBox.y + linkBox.height / 2, { steps: 8 });
  await page.mouse.up();
  await current(page, 1);
  await expect(page).toHaveURL(/\/$/);

  // Right-to-left pages mirror the gesture: dragging towards the end (right) shows the next slide.
  await page.evaluate(() => document.documentElement.setAttribute("dir", "rtl"));
  await drag(mid - box.width * 0.2, mid + box.width * 0.2);
  await current(page, 2);
  await drag(mid + box.width * 0.2, mid - box.width * 0.2);
  await current(page, 1);
});

test("the slider advances every 10 s, pauses while hovered or focused, and can be stopped", async ({ page }) => {
  await openWithClock(page);
  await page.mouse.move(5, 5);
  await page.clock.runFor(9_000);
  await current(page, 1);
  await page.clock.runFor(1_100);
  await current(page, 2);
  await page.clock.runFor(10_000);
  await current(page, 3);

  await slider(page).getByRole("heading", { level: 2 }).hover();
  await page.clock.runFor(25_000);
  await current(page, 3);
  await page.mouse.move(5, 5);
  await page.clock.runFor(10_100);
  await current(page, 4);

  await dot(page, 4).focus();
  await page.clock.runFor(25_000);
  await current(page, 4);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.clock.runFor(10_100);
  await current(page, 1);

  await slider(page).getByRole("button", { name: "Pause automatic slide show" }).click();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(5, 5);
  await page.clock.runFor(30_000);
  await current(page, 1);
  await slider(page).getByRole("button", { name: "Start automatic slide show" }).click();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(5, 5);
  await page.clock.runFor(10_100);
  await current(page, 2);
});

test("under reduced motion nothing rotates and changes are announced", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openWithClock(page);
  await page.mouse.move(5, 5);
  await page.clock.runFor(60_000);
  await current(page, 1);
  await expect(page.getByText(testimonials[0]!)).toBeVisible();
  await expect(slider(page).getByRole("button", { name: "Pause automatic slide show" })).toHaveCount(0);
  await expect(page.locator('main section[aria-roledescription="carousel"] > div[aria-live]')).toHaveAttribute("aria-live", "polite");
  await slider(page).getByRole("button", { name: "Next slide" }).click();
  await current(page, 2);
});

test("mission, vision, Why Choose Us, the 5 core services and the call to action", async ({ page, axe }) => {
  await page.goto("/");
  await hydrated(page);
  const main = page.getByRole("main");
  for (const key of ["home.mission", "home.vision"]) {
    await expect(main.getByRole("heading", { level: 2, name: en(section(key).fields, "title") as string })).toBeVisible();
    await expect(main).toContainText(en(section(key).fields, "body") as string);
  }
  await expect(main.getByRole("heading", { level: 2, name: "Why Choose Us" })).toBeVisible();
  for (const name of ["Proven Expertise", "Rapid Implementation", "Measurable Results", "Quality Assurance"]) {
    await expect(main.getByRole("heading", { level: 3, name })).toBeVisible();
  }
  expect(catalogue).toHaveLength(5);
  const grid = page.getByTestId("core-services");
  await expect(grid.getByRole("link")).toHaveCount(5);
  for (const [i, service] of catalogue.entries()) {
    const link = grid.getByRole("link").nth(i);
    await expect(link).toContainText(en(service.fields, "name") as string);
    await expect(link).toHaveAttribute("href", en(service.fields, "path") as string);
  }
  const cta = main.getByRole("region", { name: en(section("home.cta").fields, "title") as string });
  await expect(cta.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  await page.waitForLoadState("networkidle");
  await axe();
});

test("testimonials are shown and rotate every 10 s, with their own controls", async ({ page }) => {
  await openWithClock(page);
  await page.mouse.move(5, 5);
  const region = page.getByRole("region", { name: "Testimonials" });
  await expect(page.getByRole("heading", { name: "What Our Clients Say" })).toBeVisible();
  await expect(region.getByText(testimonials[0]!)).toBeVisible();
  await expect(region.getByText(testimonials[1]!)).toBeHidden();
  await page.clock.runFor(10_100);
  await expect(region.getByText(testimonials[1]!)).toBeVisible();
  await expect(region.getByText(testimonials[0]!)).toBeHidden();
  await page.clock.runFor(10_000);
  await expect(region.getByText(testimonials[2]!)).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(region.getByText(testimonials[0]!)).toBeVisible();
  await region.getByRole("button", { name: "Go to testimonial 3" }).click();
  await expect(region.getByText(testimonials[2]!)).toBeVisible();
  await region.getByRole("button", { name: "Next testimonial" }).click();
  await expect(region.getByText(testimonials[0]!)).toBeVisible();
  await region.getByRole("button", { name: "Previous testimonial" }).click();
  await expect(region.getByText(testimonials[2]!)).toBeVisible();
});

test("a hero slide edited in Contentful shows after a reload, without a rebuild", async ({ page, request }) => {
  const entry = seed.entries.find((e) => e.sys.id === "hero-slide-mel")!;
  const edited = "Evidence You Can Act On";
  await page.goto("/");
  await hydrated(page);
  await expect(slider(page).getByRole("heading", { level: 2, name: slides[0]!.title })).toBeVisible();
  try {
    await putEntry(request, entry.sys.id, { ...entry.fields, title: { ...entry.fields.title, "en-US": edited } });
    await page.reload();
    await expect(slider(page).getByRole("heading", { level: 2, name: edited })).toBeVisible();
    // The prerendered HTML still has the build-time title: the browser fetched the change.
    expect(await (await request.get("/")).text()).not.toContain(edited);
  } finally {
    await putEntry(request, entry.sys.id, entry.fields);
  }
  await page.reload();
  await expect(slider(page).getByRole("heading", { level: 2, name: slides[0]!.title })).toBeVisible();
});

test("one heading level 1 per page; in Arabic the hero art is mirrored, so the text at the start never covers its chart", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  for (const [path, rtl] of [["/", false], ["/ar", true]] as const) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("dir", rtl ? "rtl" : "ltr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const hero = page.locator("main section").first(); // the slider (its name is in the page's language)
    const art = hero.locator("img").first();
    await expect(art).toBeVisible();
    expect(await art.evaluate((img) => getComputedStyle(img).scale), path).toBe(rtl ? "-1 1" : "none");
    // The chart is drawn in the art's end half (right in English, left once mirrored): the text stays in the start half.
    const active = hero.locator('[role="group"][aria-hidden="false"]');
    const box = (await active.getByRole("heading", { level: 2 }).boundingBox())!;
    const paragraph = (await active.locator("p").last().boundingBox())!;
    for (const b of [box, paragraph]) {
      if (rtl) expect(b.x, path).toBeGreaterThanOrEqual(1366 * 0.45);
      else expect(b.x + b.width, path).toBeLessThanOrEqual(1366 * 0.55);
    }
  }
});

test("no ARIA role the element does not allow (Lighthouse: a <figure> with a caption may not be a group)", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Testimonials" })).toBeVisible();
  const results = await new AxeBuilder({ page }).withRules(["aria-allowed-role"]).analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((n) => n.html))).toEqual([]);
});
