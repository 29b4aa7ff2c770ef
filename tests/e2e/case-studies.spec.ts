import type { Page } from "@playwright/test";
import { loadSeed } from "../../contentful/index.ts";
import type { LocaleCode, SeedEntry } from "../../contentful/types.ts";
import { expect, test } from "./fixtures.ts";

/*
 * Issue 15: case studies on the service pages, Impact in numbers on the home page (numbers written by
 * Intl in the page's language) and testimonials with name, role and organisation, in English and in
 * right-to-left Arabic and Persian.
 */
const seed = loadSeed();
const value = (entry: SeedEntry | undefined, field: string, locale: LocaleCode = "en-US") =>
  (entry?.fields[field]?.[locale] ?? entry?.fields[field]?.["en-US"]) as unknown;
const byId = (id: string) => seed.entries.find((e) => e.sys.id === id)!;
const ofType = (type: string) =>
  seed.entries.filter((e) => e.sys.contentType === type).sort((a, b) => (value(a, "order") as number) - (value(b, "order") as number));
const caseOf = (service: string) => ofType("caseStudy").find((e) => value(e, "service") === service)!;
const figuresOf = (entry: SeedEntry) => (value(entry, "figures") as Array<{ sys: { id: string } }>).map((l) => byId(l.sys.id));
const homeFigures = ofType("impactFigure").filter((e) => value(e, "onHome") === true);

/** A figure's number as the browser's Intl writes it in a language (the page must match it exactly). */
function expectedNumbers(page: Page, figures: SeedEntry[], language: string): Promise<string[]> {
  const plain = figures.map((f) => ({ value: value(f, "value") as number, unit: value(f, "unit") as string }));
  return page.evaluate(
    ({ plain, language }) =>
      plain.map(({ value, unit }) =>
        unit === "percent"
          ? new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 1 }).format(value / 100)
          : `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value)}${unit === "plus" ? "+" : ""}`,
      ),
    { plain, language },
  );
}

const caseStudies = (page: Page, name: string) => page.getByRole("main").getByRole("region", { name });

test("a service page lists its case study: client, sector, year, summary, figures; opening it shows the whole story", async ({ page, axe }) => {
  const study = caseOf("mel");
  await page.goto("/services/mel");
  const section = caseStudies(page, "Case studies");
  const article = section.getByRole("article", { name: value(study, "title") as string });
  await expect(article).toBeVisible();
  await expect(article).toHaveAttribute("id", `case-${value(study, "slug")}`);
  await expect(article).toContainText(`${value(study, "client")} · ${value(study, "sector")} · ${value(study, "year")}`);
  await expect(article.getByText(value(study, "summary") as string)).toBeVisible();
  const figures = figuresOf(study);
  await expect(article.getByRole("list", { name: "Results in numbers" }).getByTestId("figure-value")).toHaveText(
    await expectedNumbers(page, figures, "en"),
  );
  await expect(article.getByTestId("figure-value").first()).toHaveText("1,200+");

  const challenge = (value(study, "challenge") as string).split("\n")[0]!;
  await expect(article.getByText(challenge)).toBeHidden();
  await article.getByText("Read the full case study").click();
  await expect(article.getByText(challenge)).toBeVisible();
  await expect(article.getByRole("heading", { level: 4 })).toHaveText(["The challenge", "Our approach", "The results"]);
  const bullets = (value(study, "approach") as string).split("\n").filter((l) => l.startsWith("- ")).map((l) => l.slice(2));
  await expect(article.getByRole("listitem").filter({ hasNotText: /\d/ })).toHaveText(bullets);
  await expect(article.getByText(value(study, "results") as string)).toBeVisible();
  await axe();
});

test("each case study is on the page of its service, and a service without one has no section", async ({ page }) => {
  for (const study of ofType("caseStudy")) {
    await page.goto(`/services/${value(study, "service")}`);
    await expect(caseStudies(page, "Case studies").getByRole("article")).toHaveText(new RegExp(value(study, "title") as string));
  }
  await page.goto("/services/it");
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("case-studies")).toHaveCount(0);
});

test("/ar/services/mel shows the Arabic case study right to left, the client isolated, the numbers as Intl writes them in Arabic", async ({
  page,
  request,
  axe,
}) => {
  const study = caseOf("mel");
  const title = value(study, "title", "ar") as string;
  // In the prerendered HTML too: the Arabic title, not the English.
  const html = await (await request.get("/ar/services/mel")).text();
  expect(html).toContain(title);
  expect(html).not.toContain(value(study, "title") as string);

  await page.goto("/ar/services/mel");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const article = caseStudies(page, "دراسات حالة").getByRole("article", { name: title });
  await expect(article).toBeVisible();
  await expect(article.getByText(value(study, "summary", "ar") as string)).toBeVisible();
  const client = article.locator("bdi").first();
  await expect(client).toHaveText(value(study, "client") as string);
  const figures = figuresOf(study);
  const values = article.getByTestId("figure-value");
  await expect(values).toHaveText(await expectedNumbers(page, figures, "ar"));
  await expect(article.getByRole("list", { name: "النتائج بالأرقام" })).toContainText(value(figures[0], "label", "ar") as string);
  // Each number keeps the page's direction, isolated from the text around it.
  const style = await values.first().evaluate((el) => ({ direction: getComputedStyle(el).direction, bidi: getComputedStyle(el).unicodeBidi }));
  expect(style).toEqual({ direction: "rtl", bidi: "isolate" });
  await article.getByText("اقرأوا دراسة الحالة كاملة").click();
  await expect(article.getByRole("heading", { level: 4, name: "نهجنا" })).toBeVisible();
  await expect(article.getByText(value(study, "results", "ar") as string)).toBeVisible();
  await axe();
});

for (const language of ["en", "ar", "fa", "fr"] as const) {
  test(`Impact in numbers on the home page in ${language}: the figures of the content, numbers as Intl writes them`, async ({ page }) => {
    const titles = { en: "Impact in numbers", ar: "أثرنا بالأرقام", fa: "تأثیر ما در اعداد", fr: "Notre impact en chiffres" };
    const locale: LocaleCode = language === "en" ? "en-US" : language;
    await page.goto(language === "en" ? "/" : `/${language}`);
    const section = page.getByRole("region", { name: titles[language] });
    const numbers = await expectedNumbers(page, homeFigures, language);
    await expect(section.getByTestId("figure-value")).toHaveText(numbers);
    for (const figure of homeFigures) await expect(section.getByText(value(figure, "label", locale) as string)).toBeVisible();
    if (language === "en") expect(numbers).toEqual(["15+", "120+", "18", "60+"]);
    // Persian is written with Persian digits (as Intl gives them), never Western ones.
    if (language === "fa") for (const n of numbers) expect(n).toMatch(/^[۰-۹٬]+\+?$/u);
  });
}

test("testimonials show the client's name, role and organisation, in English and in Arabic", async ({ page }) => {
  const first = ofType("testimonial")[0]!;
  await page.goto("/");
  const region = page.getByRole("region", { name: "Testimonials" });
  const caption = region.locator("figcaption").first();
  await expect(caption).toContainText(value(first, "name") as string);
  await expect(caption).toContainText(`${value(first, "role")}, \u2068${value(first, "organization")}\u2069`);

  await page.goto("/ar");
  const arabic = page.getByRole("region", { name: "شهادات العملاء" }).locator("figcaption").first();
  await expect(arabic).toContainText(value(first, "name", "ar") as string);
  await expect(arabic).toContainText(`${value(first, "role", "ar")}، \u2068${value(first, "organization", "ar")}\u2069`);
});
