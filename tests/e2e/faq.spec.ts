import type { APIRequestContext, Page } from "@playwright/test";
import { loadSeed } from "../../contentful/index.ts";
import type { SeedEntry } from "../../contentful/types.ts";
import { expect, localSecrets, test } from "./fixtures.ts";

/* /faq: search, category tabs, accordion, 'Still Have Questions?'. */

const seed = loadSeed();
const en = (entry: SeedEntry | undefined, field: string) => entry?.fields[field]?.["en-US"];
/** Text as React writes it into HTML. */
const html = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
const questions = seed.entries
  .filter((e) => e.sys.contentType === "faqItem" && en(e, "category") !== "packages")
  .sort((a, b) => (en(a, "order") as number) - (en(b, "order") as number))
  .map((e) => ({ id: e.sys.id, category: en(e, "category") as string, question: en(e, "question") as string, answer: en(e, "answer") as string }));
const packageQuestions = seed.entries
  .filter((e) => e.sys.contentType === "faqItem" && en(e, "category") === "packages")
  .map((e) => en(e, "question") as string);
const section = (key: string) => seed.entries.find((e) => e.sys.contentType === "pageSection" && en(e, "key") === key);

async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const element = document.querySelector("[role=tab]");
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps"));
  });
}
const panel = (page: Page) => page.getByRole("tabpanel");
/** The questions: each the <summary> of its answer's <details> (decision 0032). */
const questionButtons = (page: Page) => panel(page).locator("summary");
const tab = (page: Page, name: string) => page.getByRole("tablist", { name: "Question categories" }).getByRole("tab", { name, exact: true });

test("the prerendered HTML of /faq carries its heading, questions and the Still Have Questions block", async ({ request }) => {
  const page = await (await request.get("/faq")).text();
  expect(page).toContain(html(en(section("faq.hero"), "title") as string));
  expect(page).toContain(html(en(section("faq.hero"), "subtitle") as string));
  for (const q of questions) expect(page).toContain(html(q.question));
  expect(page).toContain("Still Have Questions?");
  expect(page).toContain("24 hours");
});

test("the FAQ lists the four categories' questions and links to /contact", async ({ page }) => {
  await page.goto("/faq");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
  await expect(questionButtons(page)).toHaveText(questions.map((q) => q.question));
  for (const q of packageQuestions) await expect(panel(page)).not.toContainText(q);
  const still = page.getByRole("region", { name: "Still Have Questions?" });
  await expect(still).toContainText("within 24 hours");
  await expect(still.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
});

test("category tabs work with the arrow keys", async ({ page }) => {
  await page.goto("/faq");
  await hydrated(page);
  await expect(tab(page, "All")).toHaveAttribute("aria-selected", "true");
  await tab(page, "All").focus();
  await page.keyboard.press("ArrowRight");
  await expect(tab(page, "Services")).toBeFocused();
  await expect(tab(page, "Services")).toHaveAttribute("aria-selected", "true");
  await expect(questionButtons(page)).toHaveText(questions.filter((q) => q.category === "services").map((q) => q.question));
  await page.keyboard.press("ArrowRight");
  await expect(tab(page, "Pricing")).toBeFocused();
  await expect(questionButtons(page)).toHaveText(questions.filter((q) => q.category === "pricing").map((q) => q.question));
  await page.keyboard.press("End");
  await expect(tab(page, "Technical")).toBeFocused();
  await expect(questionButtons(page)).toHaveText(questions.filter((q) => q.category === "technical").map((q) => q.question));
  await page.keyboard.press("ArrowRight"); // wraps
  await expect(tab(page, "All")).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(tab(page, "Technical")).toBeFocused();
  await tab(page, "Support").click();
  await expect(questionButtons(page)).toHaveText(questions.filter((q) => q.category === "support").map((q) => q.question));
  await expect(panel(page)).toHaveAttribute("aria-labelledby", (await tab(page, "Support").getAttribute("id"))!);
});

test("the accordion opens and closes answers from the keyboard", async ({ page }) => {
  await page.goto("/faq");
  await hydrated(page);
  const first = questions[0]!;
  const button = questionButtons(page).first();
  const details = panel(page).locator("details").first();
  await expect(details).not.toHaveAttribute("open");
  const region = details.getByRole("region");
  await expect(region).toBeHidden();
  await tab(page, "All").focus();
  await page.keyboard.press("Tab"); // into the tab panel
  await page.keyboard.press("Tab"); // the first question
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(details).toHaveAttribute("open", "");
  await expect(page.getByRole("region", { name: first.question })).toHaveText(first.answer);
  await page.keyboard.press("Space");
  await expect(details).not.toHaveAttribute("open");
  await expect(region).toBeHidden();
});

test("search narrows the questions; no match says so", async ({ page }) => {
  await page.goto("/faq");
  await hydrated(page);
  const searchbox = page.getByRole("searchbox", { name: "Search questions" });
  await searchbox.fill("KOBOTOOLBOX"); // only in an answer
  await expect(questionButtons(page)).toHaveText(["Which tools and software do you use?"]);
  await searchbox.fill("price");
  const matching = questions.filter((q) => `${q.question} ${q.answer}`.toLowerCase().includes("price"));
  expect(matching.length).toBeGreaterThan(0);
  await expect(questionButtons(page)).toHaveText(matching.map((q) => q.question));
  await searchbox.fill("quantum teleportation");
  await expect(questionButtons(page)).toHaveCount(0);
  await expect(page.getByText("No questions found matching your search criteria.")).toBeVisible();
  await searchbox.fill("");
  await expect(questionButtons(page)).toHaveCount(questions.length);
});

async function putEntry(request: APIRequestContext, id: string, fields: SeedEntry["fields"]) {
  const response = await request.put(`/contentful/__emulator/entries/${id}`, {
    headers: { Authorization: `Bearer ${localSecrets().contentfulManagementToken}` },
    data: { fields },
  });
  expect(response.status()).toBe(200);
}

test("a question edited in Contentful shows after a reload, without a rebuild", async ({ page, request }) => {
  const original = seed.entries.find((e) => e.sys.id === questions[0]!.id)!;
  const edited = "What services does your firm offer today?";
  try {
    await putEntry(request, original.sys.id, { ...original.fields, question: { ...original.fields.question, "en-US": edited } });
    await page.goto("/faq");
    await expect(questionButtons(page).first()).toHaveText(edited);
  } finally {
    await putEntry(request, original.sys.id, original.fields);
  }
  await page.reload();
  await expect(questionButtons(page).first()).toHaveText(questions[0]!.question);
});

test("no axe violations on /faq, with an answer open and with no match", async ({ page, axe }) => {
  await page.goto("/faq");
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  await axe();
  await questionButtons(page).first().click();
  await axe();
  await page.getByRole("searchbox", { name: "Search questions" }).fill("quantum teleportation");
  await expect(page.getByText("No questions found matching your search criteria.")).toBeVisible();
  await axe();
});

test("the FAQ in French shows the French questions", async ({ page }) => {
  const first = seed.entries.find((e) => e.sys.id === questions[0]!.id)!;
  await page.goto("/fr/faq");
  await hydrated(page);
  await expect(questionButtons(page).first()).toHaveText(first.fields.question!.fr as string);
  await expect(questionButtons(page)).toHaveCount(questions.length);
});
