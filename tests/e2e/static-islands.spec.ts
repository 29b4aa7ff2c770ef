import type { APIRequestContext, Page } from "@playwright/test";
import { loadSeed } from "../../contentful/index.ts";
import { expect, localSecrets, test } from "./fixtures.ts";

/*
 * Issue 24 item 3, decision 0032: the parts of a prerendered page with nothing to hydrate (a principle's
 * text, the footer) keep their HTML when the page hydrates — React does not render them again — and still
 * behave as before: their links navigate inside the app, and an edit made in Contentful after the build
 * shows on the next load.
 */

const seed = loadSeed();
const principle = seed.entries.find((e) => e.sys.contentType === "principle" && e.fields.slug?.["en-US"] === "do-no-harm")!;
const title = principle.fields.title!["en-US"] as string;

async function putEntry(request: APIRequestContext, id: string, fields: unknown) {
  const response = await request.put(`/contentful/__emulator/entries/${id}`, {
    headers: { Authorization: `Bearer ${localSecrets().contentfulManagementToken}` },
    data: { fields },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const hydrated = (page: Page) => page.locator("html[data-hydrated]").waitFor({ state: "attached" });
/** Whether React manages the element (it carries React's props). */
const managedByReact = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps")));

for (const language of ["en", "ar"] as const) {
  const prefix = language === "en" ? "" : "/ar";
  test(`${language}: a principle's text and the footer keep their prerendered HTML through hydration, and their links navigate in the app`, async ({ page }) => {
    await page.goto(`${prefix}/about/principle/do-no-harm`);
    await hydrated(page);
    // The header's controls are React's; the principle's links and the footer's are the prerendered HTML.
    expect(await managedByReact(page, "header button")).toBe(true);
    expect(await managedByReact(page, "main article a")).toBe(false);
    expect(await managedByReact(page, "footer a")).toBe(false);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    // "Contact Us" in the principle's call to action: a client-side navigation (the document stays).
    await page.locator(`main article a[href="${prefix}/contact"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/contact$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // A link of the footer, unchanged since the first page: also in the app.
    await page.locator(`footer a[href="${prefix}/faq"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/faq$`));
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // Back on a principle after a client-side navigation, its content is rendered by React.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${prefix}/about/principle/do-no-harm$`));
    await expect.poll(() => managedByReact(page, "main article a")).toBe(true);
  });
}

test("a principle edited in Contentful after the build shows on the next load (the static part renders the new content)", async ({ page, request }) => {
  const edited = "Do No Harm, Ever";
  try {
    await putEntry(request, principle.sys.id, { ...principle.fields, title: { ...principle.fields.title, "en-US": edited } });
    await page.goto("/about/principle/do-no-harm");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(edited);
    // The prerendered HTML still has the build-time title: the browser fetched the change.
    expect(await (await request.get("/about/principle/do-no-harm")).text()).not.toContain(edited);
  } finally {
    await putEntry(request, principle.sys.id, principle.fields);
  }
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});
