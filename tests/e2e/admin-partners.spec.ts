import type { Page } from "@playwright/test";
import { E2E_ADMIN, expect, test } from "./fixtures.ts";

/* Partners (issue 9): staff add, edit and delete them in the portal; the About page shows them. */

test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
const NAME = `Aurora Analytics ${stamp}`;
// A 1×1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

async function signIn(page: Page) {
  await page.goto("/admin/partners");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/partners$/);
  await expect(page.getByRole("heading", { level: 1, name: "Manage Partners" })).toBeVisible();
}

test("staff add a partner with an uploaded logo, the About page shows it with its link, and editing updates it", async ({ page, axe }) => {
  await signIn(page);
  await expect(page.getByTestId("partner-item").first()).toBeVisible();
  const names = await page.getByTestId("partner-item").getByRole("heading").allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

  await page.getByRole("button", { name: "Add Partner" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Partner" });
  await expect(dialog.getByRole("textbox", { name: "Name (required)" })).toBeFocused();
  await dialog.getByRole("button", { name: "Save Partner" }).click();
  await expect(dialog.getByText("Please enter the partner's name.")).toBeVisible();
  await expect(dialog.getByText("Please enter a description.")).toBeVisible();
  await expect(dialog.getByText("Please give a logo URL or upload a logo.")).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Name (required)" })).toBeFocused();
  await axe();

  await dialog.getByRole("textbox", { name: "Name (required)" }).fill(NAME);
  await dialog.getByRole("textbox", { name: "Description (required)" }).fill("Survey design and <b>data</b> quality audits.");
  await dialog.getByLabel("Website (optional)").fill("not a url");
  await dialog.getByLabel("Or upload a logo").setInputFiles({ name: "aurora.png", mimeType: "image/png", buffer: PNG });
  await dialog.getByRole("button", { name: "Save Partner" }).click();
  await expect(dialog.getByText("Please enter a valid URL, e.g. https://example.com.")).toBeVisible();
  await dialog.getByLabel("Website (optional)").fill("https://aurora.example");
  await dialog.getByRole("button", { name: "Save Partner" }).click();
  await expect(page.getByText("Partner added successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  const item = page.getByTestId("partner-item").filter({ hasText: NAME });
  await expect(item.locator("img")).toHaveAttribute("src", /\/storage\/v1\/object\/public\/partner-logos\//);
  await expect(item.locator("img")).toHaveJSProperty("naturalWidth", 1);

  await page.goto("/about");
  const strip = page.getByTestId("partner-strip");
  const card = strip.getByRole("listitem").filter({ hasText: NAME });
  await expect(card).toContainText("Survey design and <b>data</b> quality audits.");
  await expect(card.getByRole("link")).toHaveAttribute("href", "https://aurora.example");

  await page.goto("/admin/partners");
  await page.getByRole("button", { name: `Edit ${NAME}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Partner" });
  await expect(edit.getByRole("textbox", { name: "Name (required)" })).toHaveValue(NAME);
  await edit.getByRole("textbox", { name: "Description (required)" }).fill("Survey design and data quality audits across Canada.");
  await edit.getByRole("button", { name: "Save Partner" }).click();
  await expect(page.getByText("Partner updated successfully")).toBeVisible();
  await expect(page.getByTestId("partner-item").filter({ hasText: NAME })).toContainText("across Canada");
});

test("deleting a partner asks first; Cancel keeps it, Delete removes it from the portal and the About page", async ({ page }) => {
  await signIn(page);
  await page.getByRole("button", { name: `Delete ${NAME}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this partner?" });
  await expect(dialog).toContainText(NAME);
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("partner-item").filter({ hasText: NAME })).toBeVisible();
  await page.getByRole("button", { name: `Delete ${NAME}` }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Partner deleted successfully")).toBeVisible();
  await expect(page.getByTestId("partner-item").filter({ hasText: NAME })).toHaveCount(0);
  await page.goto("/about");
  await expect(page.getByTestId("partner-strip").getByRole("listitem").first()).toBeVisible();
  await expect(page.getByTestId("partner-strip")).not.toContainText(NAME);
});
