import { E2E_ADMIN, expect, test } from "./fixtures.ts";
import { fillMessage, openContact } from "./helpers/contact-form.ts";
import { screenX } from "./helpers/bidi.ts";

/*
 * Issue 30 item 4: text a visitor typed keeps its own direction inside right-to-left pages. "Walk Bakery
 * Inc." in the Arabic or Persian inbox must not read ".Walk Bakery Inc" (the trailing full stop taking
 * the page's direction); each value is isolated (<bdi>, or FSI…PDI inside translated sentences).
 */

const stamp = Date.now().toString(36);
const NAME = `Walk Bakery ${stamp} Inc.`;
const SUBJECT = `Quote for ${stamp} (urgent)?`;

test.use({ viewport: { width: 390, height: 844 } });

test("a Latin name and subject ending in punctuation read as typed in the Arabic and Persian inbox, list and detail", async ({ page }) => {
  await openContact(page);
  await fillMessage(page, { name: NAME, email: `e2e-bidi-${stamp}@example.com`, subject: SUBJECT, message: "Hello." });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();

  await page.goto(`/admin/contacts?q=${stamp}`);
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/contacts/);

  for (const language of ["ar", "fa"] as const) {
    await page.getByLabel(language === "ar" ? "Language" : "اللغة", { exact: true }).selectOption(language);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.goto(`/admin/contacts?q=${stamp}`);
    const sender = page.locator("bdi", { hasText: NAME }).first();
    await expect(sender).toBeVisible();
    // The full stop is drawn after "Inc", to its right, as typed.
    expect(await screenX(sender, ".")).toBeGreaterThan(await screenX(sender, "Inc"));
    await sender.click();
    const detail = page.getByTestId("submission-detail");
    const subject = detail.getByRole("heading", { level: 2 }).locator("bdi");
    await expect(subject).toHaveText(SUBJECT);
    expect(await screenX(subject, "?")).toBeGreaterThan(await screenX(subject, "urgent"));
    const nameValue = detail.locator("dd bdi", { hasText: NAME });
    expect(await screenX(nameValue, ".")).toBeGreaterThan(await screenX(nameValue, "Inc"));
  }
});
