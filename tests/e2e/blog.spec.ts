import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { type LocaleCode, loadSeed } from "../../contentful/index.ts";
import { E2E_ADMIN, expect, test } from "./fixtures.ts";
import { E2E_DATA_DIR } from "./env.ts";

/* The public blog: listing (search, category, tag, featured, empty and failure states), post pages, sharing. */

interface SeedPost {
  slug: string;
  title: string;
  category: string;
  tags: string[];
  publishedDate: string;
  author?: string;
}
const seedPosts: SeedPost[] = loadSeed()
  .entries.filter((e) => e.sys.contentType === "blogPost")
  .map((e) => Object.fromEntries(Object.entries(e.fields).map(([k, v]) => [k, (v as Record<string, unknown>)["en-US"]])) as unknown as SeedPost)
  .sort((a, b) => b.publishedDate.localeCompare(a.publishedDate));

/** An approved staff post (Supabase), dated between two Contentful posts so the merge order shows. */
const STAFF = {
  slug: "e2e-staff-field-notes",
  title: "Field Notes From Our Staff Retreat",
  category: "Business Support",
  tags: ["staff notes", "small business"],
  excerpt: "What our team learned about planning, focus and keeping things simple.",
  content: [
    "## What we learned",
    "",
    "Quarterly planning works best with **three goals** at most.",
    "",
    "- Keep meetings short",
    "- Write decisions down",
    "",
    "<script>window.__xss = 1</script>",
    "",
    "[a bad link](javascript:window.__xss=2) and [our services](/services).",
  ].join("\n"),
  published_at: "2025-12-01T12:00:00.000Z",
};

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

async function adminHeaders(request: APIRequestContext) {
  const anonKey = anonKeyFromBuild();
  const res = await request.post("/supabase/auth/v1/token?grant_type=password", {
    headers: { apikey: anonKey },
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { access_token } = await res.json();
  return { apikey: anonKey, Authorization: `Bearer ${access_token}` };
}

test.beforeAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  await request.delete(`/supabase/rest/v1/blog_posts?slug=eq.${STAFF.slug}`, { headers });
  const res = await request.post("/supabase/rest/v1/blog_posts", {
    headers: { ...headers, Prefer: "return=minimal" },
    data: { ...STAFF, status: "approved" },
  });
  expect(res.status(), await res.text()).toBe(201);
});

test.afterAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  await request.delete(`/supabase/rest/v1/blog_posts?slug=eq.${STAFF.slug}`, { headers });
});

/** Every title of the listing in order: the featured post, then the grid. */
async function listedTitles(page: Page): Promise<string[]> {
  const featured = await page.getByTestId("featured-post").getByRole("heading").allTextContents();
  const grid = await page.getByTestId("post-card").getByRole("heading").allTextContents();
  return [...featured, ...grid];
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector("form[role=search]");
    return form !== null && Object.keys(form).some((key) => key.startsWith("__reactProps"));
  });
}

function allowFailedRequest(consoleErrors: string[], pattern: RegExp) {
  for (let i = consoleErrors.length - 1; i >= 0; i--) if (pattern.test(consoleErrors[i] ?? "")) consoleErrors.splice(i, 1);
}

const all = [...seedPosts.map((p) => ({ ...p, staff: false })), { ...STAFF, publishedDate: STAFF.published_at, staff: true }].sort((a, b) =>
  b.publishedDate.localeCompare(a.publishedDate),
);

test("the listing merges Contentful and staff posts newest first, with a featured post, cards and no axe violations", async ({ page, request, axe, baseURL }) => {
  // The prerendered HTML already carries the Contentful posts.
  const html = await (await request.get("/blog")).text();
  expect(html).toContain(seedPosts[0]!.title);
  expect(html).toContain(`rel="canonical" href="${baseURL}/blog"`);

  await page.goto("/blog");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: STAFF.title })).toBeVisible();
  expect(await listedTitles(page)).toEqual(all.map((p) => p.title));
  await expect(page.getByTestId("featured-post")).toContainText(all[0]!.title);

  // Category strip: All Posts plus the categories in use.
  const strip = page.getByRole("navigation", { name: "Blog categories" });
  const categories = [...new Set(seedPosts.map((p) => p.category))].sort();
  await expect(strip.getByRole("link")).toHaveText(["All Posts", ...categories]);
  await expect(strip.getByRole("link", { name: "All Posts" })).toHaveAttribute("aria-current", "page");

  // A card: at most 3 tags, 'January 5, 2024' dates, reading time.
  const staffCard = page.getByTestId("post-card").filter({ hasText: STAFF.title });
  await expect(staffCard).toContainText("December 1, 2025");
  await expect(staffCard).toContainText("1 min read");
  await expect(staffCard).toContainText(STAFF.excerpt);
  for (const card of await page.getByTestId("post-card").all()) {
    expect(await card.getByRole("list", { name: "Tags" }).getByRole("listitem").count()).toBeLessThanOrEqual(3);
  }
  await axe();
});

test("search narrows the list, hides the featured post and survives a reload", async ({ page }) => {
  await page.goto("/blog");
  await hydrated(page);
  const search = page.getByRole("search");
  await search.getByRole("searchbox", { name: "Search blog posts" }).fill("carbon footprint");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/blog\?q=carbon\+footprint$/);
  const carbon = seedPosts.find((p) => p.slug === "measuring-your-carbon-footprint-first-steps")!;
  await expect.poll(() => listedTitles(page)).toEqual([carbon.title]);
  await expect(page.getByTestId("featured-post")).toHaveCount(0);

  await page.reload();
  await expect.poll(() => listedTitles(page)).toEqual([carbon.title]);
  await expect(page.getByRole("searchbox", { name: "Search blog posts" })).toHaveValue("carbon footprint");

  // Staff posts are searched too.
  await page.goto("/blog?q=retreat");
  await expect.poll(() => listedTitles(page)).toEqual([STAFF.title]);
});

test("the category strip and the tag filter narrow the list and survive a reload", async ({ page }) => {
  await page.goto("/blog");
  await hydrated(page);
  const strip = page.getByRole("navigation", { name: "Blog categories" });
  await strip.getByRole("link", { name: "Business Support" }).click();
  await expect(page).toHaveURL(/\/blog\?category=Business\+Support$/);
  const business = all.filter((p) => p.category === "Business Support").map((p) => p.title);
  expect(business.length).toBeGreaterThan(2);
  await expect.poll(() => listedTitles(page)).toEqual(business);
  await expect(page.getByTestId("featured-post")).toHaveCount(0);
  await page.reload();
  await expect.poll(() => listedTitles(page)).toEqual(business);
  await expect(strip.getByRole("link", { name: "Business Support" })).toHaveAttribute("aria-current", "page");

  await strip.getByRole("link", { name: "All Posts" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByTestId("featured-post")).toHaveCount(1);

  await page.getByLabel("Filter by tag").selectOption("ESG");
  await expect(page).toHaveURL(/\/blog\?tag=ESG$/);
  const esg = all.filter((p) => p.tags.includes("ESG")).map((p) => p.title);
  await expect.poll(() => listedTitles(page)).toEqual(esg);
  await expect(page.getByTestId("featured-post")).toHaveCount(0);
  await page.reload();
  await expect.poll(() => listedTitles(page)).toEqual(esg);
  await expect(page.getByLabel("Filter by tag")).toHaveValue("ESG");
});

test("a search without results shows the empty state and 'View all posts' resets it", async ({ page }) => {
  await page.goto("/blog?q=zzzqqqxxx");
  await expect(page.getByRole("heading", { name: "No blog posts found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your search criteria or browse all posts.")).toBeVisible();
  await hydrated(page);
  await page.getByRole("link", { name: "View all posts" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByTestId("featured-post")).toHaveCount(1);
});

test("Contentful failing shows the failure screen and a toast; Supabase failing keeps the Contentful posts with a notice", async ({
  page,
  consoleErrors,
}) => {
  await page.route(/\/contentful\/spaces\/.*\/entries/, (route) =>
    route.fulfill({
      status: 401,
      contentType: "application/vnd.contentful.delivery.v1+json",
      body: JSON.stringify({ sys: { type: "Error", id: "AccessTokenInvalid" }, message: "The access token you sent could not be found or is invalid." }),
    }),
  );
  await page.goto("/blog?q=theory");
  await expect(page.getByRole("heading", { name: "Unable to Load Blog Posts" })).toBeVisible();
  await expect(page.getByText("Failed to search blog posts from Contentful")).toBeVisible();
  await expect(page.getByText(/check the content service credentials/)).toBeVisible();
  await expect(page.getByText("Failed to search blog posts", { exact: true })).toBeVisible();
  await page.unroute(/\/contentful\/spaces\/.*\/entries/);
  allowFailedRequest(consoleErrors, /status of 401/);

  await page.route(/\/supabase\/rest\/v1\/published_blog_posts/, (route) =>
        // 500, not 503: supabase-js retries a GET answered 503.
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ code: "XX000", message: "unavailable", details: null, hint: null }) }),
  );
  await page.goto("/blog");
  await expect(page.getByText(/Some posts could not be loaded right now/)).toBeVisible();
  await expect(page.getByRole("link", { name: seedPosts[0]!.title })).toBeVisible();
  await expect(page.getByRole("link", { name: STAFF.title })).toHaveCount(0);
  allowFailedRequest(consoleErrors, /status of 500/);
});

test("a post opened directly: body, meta, share links in a 600x400 popup, copy link", async ({ page, request, context, axe, baseURL }) => {
  const post = seedPosts.find((p) => p.slug === "building-a-theory-of-change-that-works")!;
  const url = `${baseURL}/blog/${post.slug}`;
  const html = await (await request.get(`/blog/${post.slug}`)).text();
  expect(html).toContain("Start from the change, not the activities");
  expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
  expect(html).toContain('"@type":"BlogPosting"');
  expect(html).toContain('property="og:title"');

  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    (window as unknown as { __opened: unknown[][] }).__opened = [];
    window.open = (...args: unknown[]) => {
      (window as unknown as { __opened: unknown[][] }).__opened.push(args);
      return null;
    };
  });
  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
  const article = page.getByRole("article").first();
  await expect(article).toContainText(`By \u2068${post.author}\u2069`); // the name isolated (FSI…PDI), issue 30 item 4
  await expect(article).toContainText("February 14, 2023");
  await expect(article).toContainText(/\d+ min read/);
  const body = page.getByTestId("post-body");
  await expect(body.getByRole("heading", { name: "Start from the change, not the activities" })).toBeVisible();
  await expect(body.getByRole("list").first()).toBeVisible();
  await expect(body.locator("blockquote")).toBeVisible();
  await expect(body.getByRole("img", { name: /Diagram of a results chain/ })).toHaveAttribute("srcset", /w=400/);
  const external = body.getByRole("link", { name: /Better Evaluation/ });
  await expect(external).toHaveAttribute("rel", "noopener noreferrer");
  await expect(body.getByRole("link", { name: /monitoring, evaluation and learning team/ })).toHaveAttribute("href", "/services/mel");

  await page.waitForFunction(() => {
    const a = document.querySelector("a[data-share]");
    return a !== null && Object.keys(a).some((key) => key.startsWith("__reactProps"));
  });
  const expected = {
    twitter: `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(post.title)}`,
    linkedin: `https://www.linkedin.com/shareArticle?mini=true&url=${encodeURIComponent(url)}&title=${encodeURIComponent(post.title)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}&t=${encodeURIComponent(post.title)}`,
  };
  for (const [network, label] of [["twitter", "Share on Twitter"], ["linkedin", "Share on LinkedIn"], ["facebook", "Share on Facebook"]] as const) {
    const link = page.getByRole("link", { name: label });
    await expect(link).toHaveAttribute("href", expected[network]);
    await link.click();
  }
  const opened = await page.evaluate(() => (window as unknown as { __opened: string[][] }).__opened);
  expect(opened.map((args) => args[0])).toEqual([expected.twitter, expected.linkedin, expected.facebook]);
  for (const args of opened) {
    expect(args[2]).toMatch(/(^|,)width=600(,|$)/);
    expect(args[2]).toMatch(/(^|,)height=400(,|$)/);
  }
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));

  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Link copied to clipboard!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  await expect(page.getByRole("heading", { name: "Related posts" })).toBeVisible();
  await axe();
});

test("a post opened from the listing; Back returns to the list at the same place", async ({ page }) => {
  await page.goto("/blog");
  await hydrated(page);
  const target = all[9]!;
  const link = page.getByRole("link", { name: target.title, exact: true });
  await link.scrollIntoViewIfNeeded();
  // The wheel scrolls asynchronously: wait for the browser's own "scroll ended" event, not a delay.
  await page.evaluate(() => {
    (window as unknown as { __scrollEnded: Promise<void> }).__scrollEnded = new Promise((resolve) =>
      window.addEventListener("scrollend", () => resolve(), { once: true }),
    );
  });
  await page.mouse.wheel(0, 200);
  await page.evaluate(() => (window as unknown as { __scrollEnded: Promise<void> }).__scrollEnded);
  // That scrollend may have been the end of scrollIntoView's scroll, with the wheel's still running:
  // read the position once it holds still for two frames.
  const before = await page.evaluate(async () => {
    let last = -1;
    while (last !== window.scrollY) {
      last = window.scrollY;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    return last;
  });
  expect(before).toBeGreaterThan(500);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/blog/${target.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: target.title })).toBeVisible();
  await expect(page.getByTestId("post-body")).not.toBeEmpty();

  await page.getByRole("button", { name: "Back to blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(link).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 60);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 60);
});

test("a staff post renders its Markdown safely; an unknown slug is a not-found page (noindex)", async ({ page, axe }) => {
  await page.goto(`/blog/${STAFF.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: STAFF.title })).toBeVisible();
  const body = page.getByTestId("post-body");
  await expect(body.getByRole("heading", { name: "What we learned" })).toBeVisible();
  await expect(body.locator("strong")).toHaveText("three goals");
  await expect(body.getByRole("listitem")).toHaveText(["Keep meetings short", "Write decisions down"]);
  await expect(body).toContainText("<script>window.__xss = 1</script>");
  await expect(body.locator("script")).toHaveCount(0);
  await expect(body.getByRole("link", { name: "a bad link" })).toHaveCount(0);
  await expect(body.getByRole("link", { name: "our services" })).toHaveAttribute("href", "/services");
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await axe();

  await page.goto("/blog/no-such-post-anywhere");
  await expect(page.getByRole("heading", { name: "Post not found" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

// ---------------------------------------------------------------- the blog in other languages (issue 15)

const seedEntries = loadSeed().entries.filter((e) => e.sys.contentType === "blogPost");
/** A seed post's field in a locale ("en-US", "fr", "ar"…). */
function seedField(slug: string, field: string, locale: LocaleCode): unknown {
  const entry = seedEntries.find((e) => e.fields.slug?.["en-US"] === slug);
  if (!entry) throw new Error(`no seed post ${slug}`);
  return entry.fields[field]?.[locale];
}
const ESG = "an-esg-roadmap-for-small-businesses";
const UNTRANSLATED_BODY = "building-a-theory-of-change-that-works";

test("/ar/blog: Arabic titles, excerpts, category chips and tags; English texts marked lang=en dir=ltr with a note; an Arabic search finds a post", async ({ page, axe }) => {
  await page.goto("/ar/blog");
  await hydrated(page);
  const esgTitle = seedField(ESG, "title", "ar") as string;
  await expect(page.getByRole("link", { name: esgTitle, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: seedField(ESG, "title", "en-US") as string })).toHaveCount(0);

  const chips = page.getByRole("navigation", { name: "فئات المدونة" }).getByRole("link");
  await expect(chips).toContainText(["الاستدامة"]);
  for (const english of ["Sustainability", "Web Design", "Monitoring & Evaluation"]) await expect(chips.filter({ hasText: english })).toHaveCount(0);
  const tagOptions = await page.getByLabel("التصفية حسب الوسم").locator("option").allTextContents();
  expect(tagOptions).toContain("نظرية التغيير");
  expect(tagOptions).not.toContain("theory of change");

  // The staff post is written in English: its texts are marked, and the card says so discreetly.
  const staffCard = page.getByTestId("post-card").filter({ hasText: STAFF.title });
  await expect(staffCard.getByRole("heading")).toHaveAttribute("lang", "en");
  await expect(staffCard.getByRole("heading")).toHaveAttribute("dir", "ltr");
  await expect(staffCard.getByText(STAFF.excerpt)).toHaveAttribute("lang", "en");
  await expect(staffCard.getByText("معروض بالإنجليزية")).toBeVisible();
  // A translated card carries no such mark.
  const esgCard = page.locator("article").filter({ has: page.getByRole("link", { name: esgTitle, exact: true }) });
  await expect(esgCard.getByRole("heading")).not.toHaveAttribute("lang", /.+/);
  await expect(esgCard.getByText("معروض بالإنجليزية")).toHaveCount(0);
  await axe();

  await page.getByRole("searchbox").fill("الاستدامة");
  await page.getByRole("button", { name: "بحث" }).click();
  await expect(page).toHaveURL(/\/ar\/blog\?q=/);
  await expect(page.getByRole("link", { name: esgTitle, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: STAFF.title })).toHaveCount(0);
});

test("a post whose body has no translation shows it in English, marked, under its translated title; a translated body is not marked", async ({ page }) => {
  await page.goto(`/ar/blog/${UNTRANSLATED_BODY}`);
  await expect(page.getByRole("heading", { level: 1, name: seedField(UNTRANSLATED_BODY, "title", "ar") as string })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang", /.+/);
  const body = page.getByTestId("post-body");
  await expect(body).toHaveAttribute("lang", "en");
  await expect(body).toHaveAttribute("dir", "ltr");
  await expect(body).toContainText("Start from the change, not the activities");
  await expect(page.getByText("معروض بالإنجليزية")).toBeVisible();

  await page.goto(`/ar/blog/${ESG}`);
  await expect(page.getByRole("heading", { level: 1, name: seedField(ESG, "title", "ar") as string })).toBeVisible();
  await expect(page.getByTestId("post-body")).not.toHaveAttribute("lang", /.+/);
  await expect(page.getByTestId("post-body").getByRole("heading", { name: "المرحلة 1: التقييم" })).toBeVisible();
  await expect(page.getByText("معروض بالإنجليزية")).toHaveCount(0);
});

test("a post with no author is credited to the consulting team in the page's language", async ({ page }) => {
  const slug = "third-party-monitoring-in-practice";
  expect(seedField(slug, "author", "en-US")).toBeUndefined();
  await page.goto(`/fr/blog/${slug}`);
  await expect(page.locator("article").first()).toContainText("Par l’équipe de conseil");
  await expect(page.locator("body")).not.toContainText("the consulting team");
  await page.goto("/ar/blog");
  await expect(page.locator("body")).toContainText("بقلم فريق الاستشارات");
  await expect(page.locator("body")).not.toContainText("the consulting team");
});

test("a staff post written in French is listed on /fr/blog only; an English one on every language's blog", async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const french = {
    slug: "e2e-billet-en-francais",
    title: "Notes de terrain de notre équipe",
    excerpt: "Ce que nous avons appris sur la planification.",
    content: "## Ce que nous avons appris\n\nPeu d'objectifs, bien suivis.",
    category: "Vie du cabinet",
    tags: ["équipe"],
    language: "fr",
    published_at: "2025-11-30T12:00:00.000Z",
  };
  await request.delete(`/supabase/rest/v1/blog_posts?slug=eq.${french.slug}`, { headers });
  const res = await request.post("/supabase/rest/v1/blog_posts", { headers: { ...headers, Prefer: "return=minimal" }, data: { ...french, status: "approved" } });
  expect(res.status(), await res.text()).toBe(201);
  try {
    await page.goto("/fr/blog");
    const card = page.getByTestId("post-card").filter({ hasText: french.title });
    await expect(card).toBeVisible();
    await expect(card.getByRole("heading")).not.toHaveAttribute("lang", /.+/);
    await expect(card.getByText("Affiché en anglais")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Catégories du blogue" }).getByRole("link", { name: "Vie du cabinet" })).toBeVisible();
    // The English staff post is there too, marked.
    await expect(page.getByTestId("post-card").filter({ hasText: STAFF.title }).getByRole("heading")).toHaveAttribute("lang", "en");

    for (const path of ["/blog", "/ar/blog"]) {
      await page.goto(path);
      await expect(page.getByRole("link", { name: STAFF.title }).first()).toBeVisible();
      await expect(page.getByRole("link", { name: french.title })).toHaveCount(0);
    }
  } finally {
    await request.delete(`/supabase/rest/v1/blog_posts?slug=eq.${french.slug}`, { headers });
  }
});

test("at 1366 px no category chip is clipped or covered, in English and in Russian", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  for (const [path, label] of [["/blog", "Blog categories"], ["/ru/blog", "Категории блога"]] as const) {
    await page.goto(path);
    const nav = page.getByRole("navigation", { name: label });
    const chips = nav.getByRole("link");
    expect(await chips.count()).toBeGreaterThan(5);
    const box = (await nav.boundingBox())!;
    for (const chip of await chips.all()) {
      const b = (await chip.boundingBox())!;
      const name = await chip.textContent();
      expect(b.x, `${path}: ${name}`).toBeGreaterThanOrEqual(box.x - 1);
      expect(b.x + b.width, `${path}: ${name}`).toBeLessThanOrEqual(box.x + box.width + 1);
      // Nothing covers it (the tag filter sat on top of the last chips).
      const onTop = await chip.evaluate((element) => {
        const r = element.getBoundingClientRect();
        const hit = document.elementFromPoint(r.right - 4, r.top + r.height / 2);
        return hit !== null && element.contains(hit);
      });
      expect(onTop, `${path}: ${name} is covered`).toBe(true);
    }
  }
});
