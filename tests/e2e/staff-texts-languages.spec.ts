import type { Locator, Page } from "@playwright/test";
import { E2E_ADMIN, expect, test } from "./fixtures.ts";

/*
 * Issue 25: what staff write reaches visitors in all five languages. A partner and a pricing tier
 * written in the portal with English and Arabic show Arabic on /ar/… and English on /…; with only
 * English they show the English marked lang="en" (dir="ltr") with a note in Arabic on /ar/….
 * "Translate the missing languages": the e2e stack's translator is a closed port, so the function
 * answers that nothing was translated and the form says so, filling nothing; with the function's
 * answer given in the browser (the stack has no provider stand-in), the drafts are filled, marked
 * as machine translations, edited and saved by a person, and shown on the Arabic page.
 */

test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
const BILINGUAL = `Aurora Evaluation ${stamp}`;
const ENGLISH_ONLY = `Borealis Data ${stamp}`;
const DRAFTED = `Cobalt Surveys ${stamp}`;
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
const NOTE_AR = "لم يُترجم بعد: معروض بالإنجليزية.";
const MEL = "Monitoring, Evaluation and Learning (MEL)";

async function signIn(page: Page, path: string) {
  await page.goto(path);
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** The control of one language in the group "<field> in other languages". */
const other = (dialog: Locator, field: string, language: string) =>
  dialog.getByRole("group", { name: `${field} in other languages` }).getByRole("textbox", { name: new RegExp(`^${language}`) });

async function addPartner(page: Page, name: string, english: string, arabic?: string) {
  await page.getByRole("button", { name: "Add Partner" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Partner" });
  await dialog.getByRole("textbox", { name: "Name (required)" }).fill(name);
  // The English text is written left to right whatever the portal's language.
  await expect(dialog.getByRole("textbox", { name: "Description (required)" })).toHaveAttribute("lang", "en");
  await expect(dialog.getByRole("textbox", { name: "Description (required)" })).toHaveAttribute("dir", "ltr");
  await dialog.getByRole("textbox", { name: "Description (required)" }).fill(english);
  await dialog.getByLabel("Or upload a logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
  if (arabic) await other(dialog, "Description", "العربية").fill(arabic);
  await dialog.getByRole("button", { name: "Save Partner" }).click();
  await expect(page.getByText("Partner added successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
}

test("a partner with English and Arabic shows Arabic on /ar/about and English on /about; English only is marked lang=en with the note", async ({ page }) => {
  await signIn(page, "/admin/partners");
  // The screen says where partners show, and links there (issue 25 item 3).
  await expect(page.getByTestId("partners-intro")).toContainText("Partners are shown on the About page");
  await expect(page.getByTestId("partners-intro").getByRole("link", { name: "View on site" })).toHaveAttribute("href", "/about#about-partners");
  await addPartner(page, BILINGUAL, "Impact evaluation for public health programmes.", "تقييم الأثر لبرامج الصحة العامة.");
  await addPartner(page, ENGLISH_ONLY, "Open data platforms, since 2012.");

  await page.goto("/ar/about");
  const strip = page.getByTestId("partner-strip");
  const bilingual = strip.getByRole("listitem").filter({ hasText: BILINGUAL });
  await expect(bilingual.getByTestId("partner-description")).toHaveText("تقييم الأثر لبرامج الصحة العامة.");
  await expect(bilingual.getByTestId("partner-description")).not.toHaveAttribute("lang", /.*/);
  await expect(bilingual.getByTestId("not-translated")).toHaveCount(0);
  const english = strip.getByRole("listitem").filter({ hasText: ENGLISH_ONLY });
  const text = english.getByTestId("partner-description");
  await expect(text).toHaveText("Open data platforms, since 2012.");
  await expect(text).toHaveAttribute("lang", "en");
  await expect(text).toHaveAttribute("dir", "ltr");
  expect(await text.evaluate((el) => getComputedStyle(el).unicodeBidi)).toBe("isolate");
  await expect(english.getByTestId("not-translated")).toHaveText(NOTE_AR);

  await page.goto("/about");
  const en = page.getByTestId("partner-strip").getByRole("listitem").filter({ hasText: BILINGUAL });
  await expect(en.getByTestId("partner-description")).toHaveText("Impact evaluation for public health programmes.");
  await expect(page.getByTestId("partner-strip").getByTestId("not-translated")).toHaveCount(0);
});

test("a pricing tier with English and Arabic shows Arabic on /ar/services/mel and English on /services/mel; English only is marked with the note", async ({ page }) => {
  await signIn(page, "/admin/services");
  const mel = page.getByTestId("service-item").filter({ hasText: MEL });
  for (const tier of [
    { key: `pilot-${stamp}`, label: `Pilot ${stamp}`, features: "Evaluation design\nBaseline survey", ar: { label: `تجريبي ${stamp}`, features: "تصميم التقييم\nمسح خط الأساس" } },
    { key: `audit-${stamp}`, label: `Data audit ${stamp}`, features: "Data quality review" },
  ]) {
    await mel.getByRole("button", { name: `Add pricing to ${MEL}` }).click();
    const form = page.getByRole("dialog", { name: "Add Pricing" });
    await form.getByLabel("Tier *").fill(tier.key);
    await form.getByLabel("Label", { exact: true }).fill(tier.label);
    await form.getByLabel("Price (CAD) *").fill("900");
    await form.getByLabel("Features", { exact: true }).fill(tier.features);
    if (tier.ar) {
      await other(form, "Label", "العربية").fill(tier.ar.label);
      await other(form, "Features", "العربية").fill(tier.ar.features);
    }
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form).toBeHidden();
  }

  await page.goto("/ar/services/mel");
  const block = page.getByTestId("pricing-block");
  const pilot = block.getByTestId("pricing-tier").filter({ hasText: `تجريبي ${stamp}` });
  await expect(pilot.getByRole("heading", { level: 3 })).toHaveText(`تجريبي ${stamp}`);
  await expect(pilot.getByTestId("pricing-features").getByRole("listitem")).toHaveText(["تصميم التقييم", "مسح خط الأساس"]);
  await expect(pilot.getByTestId("not-translated")).toHaveCount(0);
  const audit = block.getByTestId("pricing-tier").filter({ hasText: `Data audit ${stamp}` });
  await expect(audit.getByRole("heading", { level: 3 })).toHaveAttribute("lang", "en");
  await expect(audit.getByRole("heading", { level: 3 })).toHaveAttribute("dir", "ltr");
  await expect(audit.getByTestId("pricing-features")).toHaveAttribute("lang", "en");
  await expect(audit.getByTestId("not-translated")).toHaveText(NOTE_AR);

  await page.goto("/services/mel");
  const english = page.getByTestId("pricing-block").getByTestId("pricing-tier").filter({ hasText: `Pilot ${stamp}` });
  await expect(english.getByTestId("pricing-features").getByRole("listitem")).toHaveText(["Evaluation design", "Baseline survey"]);
  await expect(page.getByTestId("pricing-block").getByTestId("not-translated")).toHaveCount(0);
});

test("'Translate the missing languages' says nothing was filled when the translation service is unavailable (the stack's translator is a closed port)", async ({ page }) => {
  await signIn(page, "/admin/partners");
  await page.getByRole("button", { name: "Add Partner" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Partner" });
  const button = dialog.getByRole("button", { name: "Translate the missing languages" });
  await button.click();
  await expect(dialog.getByRole("status").filter({ hasText: "Write the English text first." })).toBeVisible();

  await dialog.getByRole("textbox", { name: "Description (required)" }).fill("Household surveys in five regions.");
  const answers: Promise<{ translated: boolean }>[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/functions/v1/translate")) answers.push(response.json() as Promise<{ translated: boolean }>);
  });
  await button.click();
  await expect(dialog.getByRole("status")).toHaveText(
    "Not translated: Français, Русский, العربية, فارسی. The translation service is not available; write them yourself or try again later.",
  );
  // The function was asked (with the signed-in editor's session) and kept the English: nothing was filled.
  await expect.poll(() => answers.length).toBe(4);
  expect((await Promise.all(answers)).map((a) => a.translated)).toEqual([false, false, false, false]);
  for (const language of ["Français", "Русский", "العربية", "فارسی"]) await expect(other(dialog, "Description", language)).toHaveValue("");
  await expect(dialog.getByTestId("machine-mark")).toHaveCount(0);
});

test("machine drafts fill the empty languages, marked until a person saves; the edited Arabic shows on /ar/about", async ({ page }) => {
  await signIn(page, "/admin/partners");
  // The stack has no translation provider stand-in: the function's answer is given in the browser.
  const asked: { to: string; texts: string[]; source: string }[] = [];
  await page.route("**/functions/v1/translate", async (route) => {
    const body = route.request().postDataJSON() as { to: string; texts: string[]; source: string };
    asked.push(body);
    await route.fulfill({ json: { translations: body.texts.map((t) => `[${body.to}] ${t}`), translated: true, unknown: [] } });
  });
  await page.getByRole("button", { name: "Add Partner" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Partner" });
  await dialog.getByRole("textbox", { name: "Name (required)" }).fill(DRAFTED);
  await dialog.getByRole("textbox", { name: "Description (required)" }).fill("Panel surveys.");
  await other(dialog, "Description", "Français").fill("Enquêtes par panel.");
  await dialog.getByLabel("Or upload a logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
  await dialog.getByRole("button", { name: "Translate the missing languages" }).click();

  await expect(dialog.getByRole("status")).toHaveText("Machine drafts filled in: Русский, العربية, فارسی. Check them, then save.");
  expect(asked.map((a) => [a.to, a.texts, a.source])).toEqual([
    ["ru", ["Panel surveys."], "staff"],
    ["ar", ["Panel surveys."], "staff"],
    ["fa", ["Panel surveys."], "staff"],
  ]);
  // What a person wrote stays; the drafts are marked as machine translation.
  await expect(other(dialog, "Description", "Français")).toHaveValue("Enquêtes par panel.");
  const arabic = other(dialog, "Description", "العربية");
  await expect(arabic).toHaveValue("[ar] Panel surveys.");
  await expect(arabic).toHaveAccessibleDescription("Machine translation: check it, then save");
  await expect(dialog.getByTestId("machine-mark")).toHaveCount(3);

  await arabic.fill("استطلاعات الفريق.");
  await dialog.getByRole("button", { name: "Save Partner" }).click();
  await expect(page.getByText("Partner added successfully")).toBeVisible();

  await page.getByRole("button", { name: `Edit ${DRAFTED}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Partner" });
  await expect(other(edit, "Description", "العربية")).toHaveValue("استطلاعات الفريق.");
  await expect(other(edit, "Description", "Русский")).toHaveValue("[ru] Panel surveys.");
  // Saved by a person: no longer marked.
  await expect(edit.getByTestId("machine-mark")).toHaveCount(0);
  await edit.getByRole("button", { name: "Cancel" }).click();

  await page.goto("/ar/about");
  await expect(page.getByTestId("partner-strip").getByRole("listitem").filter({ hasText: DRAFTED }).getByTestId("partner-description")).toHaveText("استطلاعات الفريق.");
});
