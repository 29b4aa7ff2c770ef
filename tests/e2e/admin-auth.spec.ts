import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { E2E_ADMIN, expect, test } from "./fixtures.ts";
import { E2E_DATA_DIR } from "./env.ts";

/** supabase-js's localStorage key for a project at http://localhost:<port>/supabase. */
const STORAGE_KEY = "sb-localhost-auth-token";
// The spec's 7 sections, then what only admins see.
const NAV = ["Dashboard", "Services", "Partners", "Blog", "Chat", "Resources", "Contacts", "Users", "Audit log"];

/**
 * The anon (public) key the SPA was built with, read from the built bundle in
 * the e2e data directory: exactly what a visitor's browser receives.
 */
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

/** Drops the browser's own report of an expected failed request (e.g. the 400 of a wrong password). */
function allowFailedRequest(consoleErrors: string[], status: number) {
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (consoleErrors[i]?.includes(`status of ${status}`)) consoleErrors.splice(i, 1);
  }
}

async function signIn(page: Page, password: string) {
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("the portal is guarded; staff sign in, come back to the asked page, stay signed in, and sign out", async ({
  page,
  axe,
  consoleErrors,
}) => {
  await test.step("without a session the guard sends the visitor to the login, remembering the page", async () => {
    await page.goto("/admin/partners");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fpartners$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Portal" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Email")).toHaveAttribute("required", "");
    await expect(page.getByLabel("Password")).toHaveAttribute("required", "");
    await axe();
  });

  await test.step("a wrong password shows the spec's message and toast", async () => {
    await signIn(page, "not-the-password");
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password. Please try again." })).toBeVisible();
    await expect(page.getByText("Failed to sign in")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login/);
    allowFailedRequest(consoleErrors, 400);
  });

  await test.step("the right password says 'Welcome back!' and lands on the asked page", async () => {
    await signIn(page, E2E_ADMIN.password);
    await expect(page.getByText("Welcome back!")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/partners$/);
    await expect(page.getByRole("heading", { level: 1, name: "Manage Partners" })).toBeVisible();
    await expect(page).toHaveTitle("Manage Partners | Admin Portal");
    await expect(page.getByTestId("admin-user-name")).toContainText("Site Administrator");
    await expect(page.getByTestId("admin-user-role")).toContainText("Admin");
    const nav = page.getByRole("navigation", { name: "Admin navigation" });
    await expect(nav.getByRole("link")).toHaveText(NAV);
    await expect(nav.getByRole("link", { name: "Partners" })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator("[aria-current]")).toHaveCount(1);
  });

  await test.step("the session survives a reload", async () => {
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Manage Partners" })).toBeVisible();
    await expect(page.getByTestId("admin-user-name")).toContainText("Site Administrator");
  });

  await test.step("the dashboard: Full Access, live counts, measured analytics, conversions honestly not measured yet", async () => {
    await page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByText("Full Access")).toBeVisible();
    for (const key of ["new_submissions", "upcoming_appointments", "pending_posts", "resources", "partners", "services"]) {
      await expect(page.getByTestId(`stat-${key}`).locator("span").nth(1)).toHaveText(/^\d[\d,]*$/);
    }
    await expect(page.getByTestId("stat-partners")).toHaveAttribute("href", "/admin/partners");
    await expect(page.getByTestId("analytics-card").getByText("Not measured yet").first()).toBeVisible();
    await axe();
  });

  await test.step("/admin shows the dashboard too", async () => {
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Admin navigation" });
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  });

  await test.step("on a small screen the sidebar folds behind a Menu button", async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    const menu = page.getByRole("button", { name: "Menu" });
    const nav = page.getByRole("navigation", { name: "Admin navigation" });
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link")).toHaveCount(NAV.length);
    await nav.getByRole("link", { name: "Blog" }).focus();
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();
    await nav.getByRole("link", { name: "Contacts" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Contact Submissions" })).toBeVisible();
    await expect(nav).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step("Sign Out returns to the login, and the guard applies again", async () => {
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fdashboard$/);
  });
});

test("a redirectTo that leaves the portal is ignored", async ({ page }) => {
  await page.goto(`/admin/login?redirectTo=${encodeURIComponent("https://example.org/admin")}`);
  await signIn(page, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // Already signed in: the login page goes straight on.
  await page.goto("/admin/login?redirectTo=%2Fadmin%2Fblog");
  await expect(page).toHaveURL(/\/admin\/blog$/);
});

test("a signed-in user who is not staff (an anonymous visitor) is refused", async ({ page, request, axe }) => {
  // An anonymous session, as the chat or any visitor could get it: GoTrue's POST /signup with no
  // e-mail, authorised by the public anon key. supabase-js keeps its session in localStorage.
  const anonKey = anonKeyFromBuild();
  const response = await request.post("/supabase/auth/v1/signup", {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    data: {},
  });
  expect(response.status()).toBe(200);
  const session = await response.json();
  expect(session.user.is_anonymous).toBe(true);

  await page.goto("/admin/login");
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [STORAGE_KEY, JSON.stringify(session)]);
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Access denied" })).toBeVisible();
  await expect(page.getByText("Signed in as an anonymous visitor.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin navigation" })).toHaveCount(0);
  await expect(page.getByText("Full Access")).toHaveCount(0);
  await axe();

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
});

test("a session that ends mid-edit (Sign Out in another tab) keeps what was typed, asks to sign in again, and saves after", async ({
  page,
  context,
}) => {
  await page.goto("/admin/blog");
  await signIn(page, E2E_ADMIN.password);
  await page.getByRole("button", { name: "New post" }).click();
  const title = `Kept across sign-in ${Date.now()}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Content (Markdown)").fill("Typed before the session ended.");

  // The same staff member signs out in another tab of this browser: this tab's session ends too.
  const other = await context.newPage();
  await other.goto("/admin/dashboard");
  await other.getByRole("button", { name: "Sign Out" }).click();
  await expect(other).toHaveURL(/\/admin\/login$/);
  await other.close();

  const dialog = page.getByRole("alertdialog", { name: "Your session has ended" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(E2E_ADMIN.email);
  await expect(page).toHaveURL(/\/admin\/blog/);
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Content (Markdown)")).toHaveValue("Typed before the session ended.");

  await dialog.getByLabel("Password").fill(E2E_ADMIN.password);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(page.getByText("Post created: it is pending review")).toBeVisible();
});

test("a toast still on screen follows the portal's language switch: 'Welcome back!' becomes Arabic", async ({ page }) => {
  await page.goto("/admin/partners");
  await signIn(page, E2E_ADMIN.password);
  const welcome = page.getByText("Welcome back!");
  await expect(welcome).toBeVisible();
  await welcome.hover(); // the pointer over the toasts pauses their countdown; selectOption does not move it
  await page.getByLabel("Language", { exact: true }).selectOption("ar");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByText("أهلًا بعودتكم!")).toBeVisible();
  await expect(page.getByText("Welcome back!")).toHaveCount(0);
});
