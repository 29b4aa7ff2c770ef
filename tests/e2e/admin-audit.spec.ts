import type { Page } from "@playwright/test";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { E2E_PORT } from "./env.ts";
import { E2E_ADMIN, expect, test } from "./fixtures.ts";
import { e2eAnonKey, e2eServiceRoleKey } from "./helpers/service-role.ts";

/* The audit log (issue 12): an admin sees who changed what, filters it, and nobody else reads it. */

test.describe.configure({ mode: "serial" });

const SUPABASE_URL = `http://localhost:${E2E_PORT}/supabase`;
const noSession = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } } as const;
const RUN = Date.now().toString(36);
const EDITOR = { email: `e2e-audit-editor-${RUN}@example.com`, password: "e2e-Editor-password-1" };
const PARTNER = `Audit Partner ${RUN}`;

let service: SupabaseClient;
let editorId: string;
let partnerId: string | undefined;

test.beforeAll(async () => {
  service = createClient(SUPABASE_URL, await e2eServiceRoleKey(), noSession);
  const { data, error } = await service.auth.admin.createUser({ email: EDITOR.email, password: EDITOR.password, email_confirm: true, app_metadata: { role: "editor" } });
  expect(error).toBeNull();
  editorId = data.user!.id;
});

test.afterAll(async () => {
  if (partnerId) await service.from("partners").delete().eq("id", partnerId);
  if (editorId) await service.auth.admin.deleteUser(editorId);
});

async function signIn(page: Page, account: { email: string; password: string }, path: string) {
  await page.goto(path);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test("an editor's changes appear in the admin's audit log with who, before and after, filtered by table and person", async ({ page, axe }) => {
  // The editor adds a partner and renames it through the API with their own session, as the portal does.
  const editor = createClient(SUPABASE_URL, await e2eAnonKey(), noSession);
  expect((await editor.auth.signInWithPassword(EDITOR)).error).toBeNull();
  const created = await editor.from("partners").insert({ name: PARTNER, description: "Audited partner", logo_url: "https://example.com/a.png" }).select("id").single();
  expect(created.error).toBeNull();
  partnerId = created.data!.id as string;
  expect((await editor.from("partners").update({ name: `${PARTNER} Ltd` }).eq("id", partnerId)).error).toBeNull();

  await signIn(page, E2E_ADMIN, "/admin/audit");
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  // The portal's toasts speak the portal's language too (their strings were in the public shell's namespace).
  await expect(page.getByRole("region", { name: "Notifications" }).getByRole("button", { name: "Dismiss notification" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Audit log" })).toHaveAttribute("aria-current", "page");
  const entries = page.getByTestId("audit-entry");
  const settled = () => expect(page.getByTestId("audit-list")).toHaveAttribute("aria-busy", "false");
  // Newest first: the admin's own sign-in, then the editor's rename, then the creation.
  await expect(entries.first()).toContainText("Signed in");
  await expect(entries.first()).toContainText(E2E_ADMIN.email);

  await page.getByLabel("Table", { exact: true }).selectOption({ label: "Partners" });
  await expect(page).toHaveURL(/table=partners/);
  await settled();
  const rename = entries.filter({ hasText: "Changed" }).filter({ hasText: EDITOR.email }).first();
  await expect(rename).toContainText("Partners");
  await rename.getByText("1 field").click();
  await expect(rename.getByText(`Before: ${PARTNER}`, { exact: true })).toBeVisible();
  await expect(rename.getByText(`After: ${PARTNER} Ltd`, { exact: true })).toBeVisible();
  await expect(entries.filter({ hasText: "Created" }).filter({ hasText: EDITOR.email })).toHaveCount(1);
  for (const text of await entries.allTextContents()) expect(text).toContain("Partners");

  await page.getByLabel("Person", { exact: true }).selectOption({ label: EDITOR.email });
  await expect(page).toHaveURL(/actor=/);
  await settled();
  for (const text of await entries.allTextContents()) expect(text).toContain(EDITOR.email);
  await axe();

  // A date range that ends before today shows nothing; the filters survive a reload.
  await page.getByLabel("To", { exact: true }).fill("2020-01-01");
  await expect(page.getByText("No entries match these filters.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("No entries match these filters.")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(entries.first()).toBeVisible();
});

test("an editor has no audit log link and the page refuses them; Postgres gives them no rows", async ({ page }) => {
  await signIn(page, EDITOR, "/admin/audit");
  await expect(page.getByRole("alert")).toHaveText("Only admins can read the audit log.");
  await expect(page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Audit log" })).toHaveCount(0);
  await expect(page.getByTestId("audit-list")).toHaveCount(0);
  const editor = createClient(SUPABASE_URL, await e2eAnonKey(), noSession);
  expect((await editor.auth.signInWithPassword(EDITOR)).error).toBeNull();
  const attempt = await editor.from("audit_log").select("id");
  expect(attempt.error).toBeNull();
  expect(attempt.data).toEqual([]);
});
