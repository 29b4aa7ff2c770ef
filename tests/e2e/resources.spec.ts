import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { E2E_ADMIN, expect, test } from "./fixtures.ts";

/*
 * The resource center (issue 10) as a visitor and as staff: the prerendered catalogue, search and
 * category chips kept in the URL, a PDF preview that shows the document's own text, the counted
 * download (the bytes are the stored file's; a second download the same day does not count), and
 * the Internal tab for signed-in staff only.
 */

test.describe.configure({ mode: "serial" });

const SEED = "supabase/seed-resources";
const MEL = "MEL Framework Guide";

/** The page's React is running (the prerendered buttons do nothing before). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector("form[role=search]");
    return form !== null && Object.keys(form).some((key) => key.startsWith("__reactProps"));
  });
}

const cards = (page: Page) => page.getByTestId("resource-card");
const card = (page: Page, title: string) => cards(page).filter({ has: page.getByRole("heading", { name: title, exact: true }) });

test("the catalogue is in the prerendered page; search and the category chips filter it and live in the URL", async ({ page, request, axe }) => {
  const html = await (await request.get("/resources")).text();
  expect(html).toContain(MEL);
  expect(html).toContain("Sustainability Assessment Toolkit");
  expect(html).not.toContain("Data Protection Policy");

  await page.goto("/resources");
  await hydrated(page);
  await expect(page.getByTestId("resource-count")).toHaveText("10 resources");
  await expect(page.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("heading", { name: "Need Additional Resources" })).toBeVisible();
  const mel = card(page, MEL);
  await expect(mel.getByTestId("resource-type")).toHaveText("PDF");
  const kb = statSync(join(SEED, "mel-framework-guide.pdf")).size / 1024;
  await expect(mel.getByTestId("resource-size")).toHaveText(`${kb.toFixed(1)} kB`);
  await axe();

  await page.getByRole("searchbox", { name: "Search resources" }).fill("roadmap");
  await expect(page.getByTestId("resource-count")).toHaveText("1 resource");
  await expect(card(page, "ESG Roadmap for Small Businesses")).toBeVisible();
  await expect(page).toHaveURL(/\?q=roadmap$/);

  await page.getByRole("searchbox", { name: "Search resources" }).fill("");
  const filter = page.getByRole("button", { name: "Filter" });
  await expect(filter).toHaveAttribute("aria-expanded", "false");
  await filter.click();
  await expect(filter).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("button", { name: "Case studies" }).click();
  await expect(page).toHaveURL(/category=casestudies/);
  await expect(page.getByTestId("resource-count")).toHaveText("2 resources");
  for (const text of await cards(page).allTextContents()) expect(text).toContain("Case studies");

  await page.getByRole("searchbox", { name: "Search resources" }).fill("no such thing");
  await expect(page.getByText("No resources found")).toBeVisible();
  await expect(page.getByTestId("resource-count")).toHaveText("0 resources");

  // A shared link opens the same view.
  await page.goto("/resources?category=templates&q=budget");
  await hydrated(page);
  await expect(page.getByTestId("resource-count")).toHaveText("1 resource");
  await expect(card(page, "Project Budget Tracker")).toBeVisible();
  await expect(page.getByRole("button", { name: "Templates" })).toHaveAttribute("aria-pressed", "true");
});

test("a PDF previews in the dialog with its own text, pages, fullscreen and Download; a DOCX shows its text; only the viewer loads pdf.js", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.goto("/resources");
  await hydrated(page);
  await expect(page.getByTestId("resource-count")).toHaveText("10 resources");
  expect(scripts.filter((url) => /\/assets\/pdf[.-]/.test(url))).toEqual([]);

  await page.getByRole("button", { name: `Preview ${MEL}` }).click();
  const dialog = page.getByRole("dialog", { name: MEL });
  await expect(dialog.getByRole("button", { name: "Close preview" })).toBeFocused();
  await expect(dialog.getByTestId("pdf-text")).toContainText("Why a MEL framework");
  await expect(dialog.getByTestId("pdf-page")).toHaveText("Page 1 of 2");
  await dialog.getByRole("button", { name: "Next page" }).click();
  await expect(dialog.getByTestId("pdf-page")).toHaveText("Page 2 of 2");
  await expect(dialog.getByTestId("pdf-text")).toContainText("Learning agenda and loops");
  await expect(dialog.getByRole("button", { name: "Next page" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Fullscreen" }).click();
  await expect(dialog).toHaveAttribute("data-fullscreen", "true");
  await expect(dialog.getByRole("button", { name: "Exit fullscreen" })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: `Preview ${MEL}` })).toBeFocused();
  expect(scripts.filter((url) => /\/assets\/pdf[.-]/.test(url)).length).toBeGreaterThan(0);

  await page.getByRole("button", { name: "Preview Project Charter Template" }).click();
  const docx = page.getByRole("dialog", { name: "Project Charter Template" });
  await expect(docx.getByTestId("preview-text")).toContainText("8. Governance and approval");
  await expect(docx.getByRole("button", { name: "Download" })).toBeVisible();
  await docx.getByRole("button", { name: "Close preview" }).click();
});

test("a download returns the stored file and counts once per visitor per day", async ({ page }) => {
  await page.goto("/resources");
  await hydrated(page);
  const mel = card(page, MEL);
  const downloads = mel.getByTestId("resource-downloads");
  await expect(downloads).toHaveText("0");

  const first = page.waitForEvent("download");
  await mel.getByRole("button", { name: `Download ${MEL}` }).click();
  await expect(page.getByText(`Downloading ${MEL}`)).toBeVisible();
  const file = await first;
  expect(file.suggestedFilename()).toBe("MEL-Framework-Guide.pdf");
  expect(readFileSync(await file.path()).equals(readFileSync(join(SEED, "mel-framework-guide.pdf")))).toBe(true);
  await expect(downloads).toHaveText("1");

  const second = page.waitForEvent("download");
  await mel.getByRole("button", { name: `Download ${MEL}` }).click();
  await second;
  await page.reload();
  await hydrated(page);
  await expect(card(page, MEL).getByTestId("resource-downloads")).toHaveText("1");
});

test("the Internal tab is absent for a visitor and present for signed-in staff, with the internal documents", async ({ page }) => {
  await page.goto("/resources?tab=internal");
  await hydrated(page);
  await expect(page.getByTestId("resource-count")).toHaveText("10 resources");
  await expect(page.getByRole("button", { name: "Internal" })).toHaveCount(0);
  await expect(page.getByText("Data Protection Policy")).toHaveCount(0);

  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto("/resources");
  await hydrated(page);
  await page.getByRole("button", { name: "Internal" }).click();
  await expect(page).toHaveURL(/tab=internal/);
  await expect(page.getByTestId("resource-count")).toHaveText("5 resources");
  await expect(card(page, "Data Protection Policy")).toBeVisible();
  await expect(card(page, MEL)).toHaveCount(0);

  await page.getByRole("button", { name: "Preview Data Protection Policy" }).click();
  const dialog = page.getByRole("dialog", { name: "Data Protection Policy" });
  await expect(dialog.getByTestId("pdf-text")).toContainText("Retention schedule");
  await dialog.getByRole("button", { name: "Close preview" }).click();

  const download = page.waitForEvent("download");
  await card(page, "Data Protection Policy").getByRole("button", { name: "Download Data Protection Policy" }).click();
  const file = await download;
  expect(readFileSync(await file.path()).equals(readFileSync(join(SEED, "data-protection-policy.pdf")))).toBe(true);
});

test("Arabic: right to left, sizes and counts in Arabic, no horizontal scroll at 390 px with extra-large text", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem("fontSize", "x-large"));
  for (const path of ["/ar/resources", "/resources"]) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByTestId("resource-card").first()).toBeVisible();
    if (path.startsWith("/ar")) {
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      // An English document on an Arabic page says so: its texts are marked English, left to right, and a note names the language.
      await expect(card(page, MEL).getByRole("heading", { name: MEL })).toHaveAttribute("lang", "en");
      await expect(card(page, MEL).getByRole("heading", { name: MEL })).toHaveAttribute("dir", "ltr");
      await expect(card(page, MEL).getByTestId("resource-language")).toHaveText(`اللغة: ${new Intl.DisplayNames(["ar"], { type: "language" }).of("en")}`);
    } else {
      await expect(card(page, MEL).getByRole("heading", { name: MEL })).not.toHaveAttribute("lang", /./);
      await expect(card(page, MEL).getByTestId("resource-language")).toHaveCount(0);
    }
    if (path.startsWith("/ar")) {
      await expect(card(page, MEL).getByTestId("resource-size")).toHaveText(new Intl.NumberFormat("ar", { style: "unit", unit: "kilobyte", unitDisplay: "short", maximumFractionDigits: 1 }).format(statSync(join(SEED, "mel-framework-guide.pdf")).size / 1024));
    }
    await page.getByRole("button", { name: path.startsWith("/ar") ? "تصفية" : "Filter" }).click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});
