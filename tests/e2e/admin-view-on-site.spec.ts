import { E2E_ADMIN, expect, test } from "./fixtures.ts";

/*
 * Issue 25 item 3 (decision 0041): every portal section says where what staff save shows. Each section
 * has "View on site" links that open a public page that exists, in the portal's language (a post: in the
 * post's own language), or a sentence saying why nothing of it is public. Followed as a staff member
 * would: every link's page answers 200 with its content in the right language.
 */
const SECTIONS = [
  { path: "/admin/services", shows: true },
  { path: "/admin/partners", shows: true },
  { path: "/admin/blog", shows: true },
  { path: "/admin/resources", shows: true },
  { path: "/admin/contacts/appointments", shows: true },
  { path: "/admin/contacts", shows: false },
  { path: "/admin/users", shows: false },
  { path: "/admin/chat", shows: false },
] as const;

test("every portal section links to where its saves show on the site, in the portal's language, or says why they do not", async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto("/admin/dashboard");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  for (const language of ["en", "ar"] as const) {
    await page.evaluate((l) => localStorage.setItem("language", l), language);
    for (const section of SECTIONS) {
      await page.goto(section.path);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      const where = `${language} ${section.path}`;
      const links = page.getByTestId("view-on-site");
      if (!section.shows) {
        // Nothing of it is public: no link, and a sentence that says so.
        const note = page.getByTestId("site-note");
        await expect(note, where).toBeVisible();
        expect((await note.innerText()).trim().length, where).toBeGreaterThan(20);
        await expect(links, `${where}: nothing of it is public, so no link`).toHaveCount(0);
        continue;
      }
      const hrefs = [...new Set(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? "")))];
      expect(hrefs.length, `${where}: a View on site link`).toBeGreaterThan(0);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /noopener/);
      }
      if (section.path === "/admin/services" && language === "en") {
        // The seed's website-packages rates have no service page (/website-packages shows Contentful's
        // packages): the screen says they are shown nowhere instead of linking to a page that does not exist.
        const packages = page.getByRole("listitem").filter({ hasText: "Website Design Packages" });
        await expect(packages.getByText("Not shown on the site: choose its public page.")).toBeVisible();
        await expect(packages.getByTestId("view-on-site")).toHaveCount(0);
      }
      for (const href of hrefs) {
        const path = href.split("#")[0]!;
        // The section's own links follow the portal's language; a post's, the post's language.
        if (section.path !== "/admin/blog" || !/^\/(?:[a-z]{2}\/)?blog\//.test(path)) {
          expect(path === `/${language}` || path.startsWith(`/${language}/`) || (language === "en" && !/^\/(fr|ru|ar|fa)(\/|$)/.test(path)), `${where}: ${href}`).toBe(true);
        }
        const response = await request.get(path);
        expect(response.status(), `${where}: ${href}`).toBe(200);
        const html = await response.text();
        const pageLanguage = /^\/(fr|ru|ar|fa)(\/|$)/.exec(path)?.[1] ?? "en";
        expect(html, `${where}: ${href} is in ${pageLanguage}`).toContain(`<html lang="${pageLanguage}"`);
      }
    }
  }
  await page.evaluate(() => localStorage.removeItem("language"));
});
