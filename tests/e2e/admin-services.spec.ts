import type { Page } from "@playwright/test";
import { E2E_ADMIN, expect, test } from "./fixtures.ts";

/* Services and pricing (issue 9): staff maintain them in the portal; the public service page shows the rates. */

test.describe.configure({ mode: "serial" });

const TITLE = `IT Support Plans ${Date.now().toString(36)}`;

async function signIn(page: Page) {
  await page.goto("/admin/services");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/services$/);
  await expect(page.getByRole("heading", { level: 1, name: "Manage Services" })).toBeVisible();
  await expect(page.getByTestId("service-item").first()).toBeVisible();
}

test("staff create a service with two pricing rows and the public service page shows them after a refresh", async ({ page, axe, consoleErrors }) => {
  await signIn(page);
  // The seeded catalogue with its pricing, by title.
  const mel = page.getByTestId("service-item").filter({ hasText: "Monitoring, Evaluation and Learning (MEL)" });
  await expect(mel.getByTestId("pricing-row")).toHaveCount(2);
  await axe();

  // The screen says what it is: the rates of the services whose pages are in Contentful (issue 25 item 3).
  await expect(page.getByTestId("services-intro")).toContainText("A service's page — its text, pictures and place in the menu — is written in Contentful");
  await expect(mel.getByRole("link", { name: `View the page of ${"Monitoring, Evaluation and Learning (MEL)"} on the site` })).toHaveAttribute("href", "/services/mel");
  await expect(page.getByRole("button", { name: "Add Service" })).toHaveCount(0);
  await page.getByRole("button", { name: "Add rates for a service page" }).click();
  const dialog = page.getByRole("dialog", { name: "Add rates for a service page" });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Please enter a title.")).toBeVisible();
  // No rates that lead nowhere: the page they are shown on is required.
  await expect(dialog.getByText("Choose the service page that shows these rates.")).toBeVisible();
  await dialog.getByLabel("Title *").fill(TITLE);
  await dialog.getByLabel("Description").fill("Managed IT for small offices.");
  await dialog.getByLabel("Category").selectOption({ label: "Business Support" });
  await dialog.getByLabel("Public page").selectOption("mel");
  await dialog.getByRole("button", { name: "Save" }).click();
  // The database refuses a second service on the MEL page (the browser logs the 409).
  await expect(dialog.getByText("Another service shows its rates on this page already.")).toBeVisible();
  await expect(page.getByText("Failed to save service")).toBeVisible();
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !line.includes("409")));
  await dialog.getByLabel("Public page").selectOption("it");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Service saved successfully")).toBeVisible();
  const item = page.getByTestId("service-item").filter({ hasText: TITLE });
  await expect(item).toContainText("/services/it");
  await expect(item.getByRole("link", { name: `View the page of ${TITLE} on the site` })).toHaveAttribute("href", "/services/it");

  for (const row of [
    { tier: "basic", label: "Basic care", price: "199", period: "monthly", features: "Help desk\nPatching" },
    { tier: "plus", label: "Plus care", price: "349.50", period: "monthly", features: "Help desk\nPatching\nBackups" },
  ]) {
    await item.getByRole("button", { name: `Add pricing to ${TITLE}` }).click();
    const form = page.getByRole("dialog", { name: "Add Pricing" });
    await form.getByLabel("Tier *").fill(row.tier);
    await form.getByLabel("Label").fill(row.label);
    await form.getByLabel("Price (CAD) *").fill(row.price === "199" ? "-5" : row.price);
    await form.getByLabel("Billing period").selectOption(row.period);
    await form.getByLabel("Features").fill(row.features);
    await form.getByRole("button", { name: "Save" }).click();
    if (row.price === "199") {
      await expect(form.getByText("Enter an amount in dollars, e.g. 1200 or 19.99.")).toBeVisible();
      await form.getByLabel("Price (CAD) *").fill(row.price);
      await form.getByRole("button", { name: "Save" }).click();
    }
    await expect(form).toBeHidden();
  }
  await expect(item.getByTestId("pricing-row")).toHaveCount(2);
  await expect(item.getByTestId("pricing-row").nth(1)).toContainText("$349.50 per month");

  await page.goto("/services/it");
  const block = page.getByTestId("pricing-block");
  await expect(block.getByRole("heading", { name: "Engagement options" })).toBeVisible();
  await expect(block.getByRole("listitem").filter({ hasText: "Basic care" })).toContainText("$199 per month");
  await expect(block.getByRole("listitem").filter({ hasText: "Plus care" })).toContainText("Backups");
  await page.goto("/fr/services/it");
  await expect(page.getByTestId("pricing-block")).toContainText(/199\s\$\s?CA\spar mois/);
});

test("deleting asks first; a deleted service leaves the public page without its rates", async ({ page }) => {
  await signIn(page);
  const item = page.getByTestId("service-item").filter({ hasText: TITLE });
  await item.getByRole("button", { name: `Delete ${TITLE} — Basic care` }).click();
  const confirmRow = page.getByRole("alertdialog", { name: "Delete this pricing row?" });
  await expect(confirmRow.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirmRow.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Pricing row deleted successfully")).toBeVisible();
  await expect(item.getByTestId("pricing-row")).toHaveCount(1);

  await item.getByRole("button", { name: `Delete ${TITLE}`, exact: true }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this service?" });
  await expect(confirm).toContainText(TITLE);
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(item).toBeVisible();
  await item.getByRole("button", { name: `Delete ${TITLE}`, exact: true }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Service deleted successfully")).toBeVisible();
  await expect(item).toHaveCount(0);

  await page.goto("/services/it");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("pricing-block")).toHaveCount(0);
});
