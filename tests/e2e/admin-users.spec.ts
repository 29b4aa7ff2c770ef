import { createClient } from "@supabase/supabase-js";
import * as OTPAuth from "otpauth";
import { E2E_PORT } from "./env.ts";
import { E2E_ADMIN, expect, test } from "./fixtures.ts";
import { e2eAnonKey } from "./helpers/service-role.ts";

/* Staff accounts (issue 12): invitation by e-mail, password, TOTP enrolment, the second step, aal2 in Postgres, throttling. */

test.describe.configure({ mode: "serial" });

const ORIGIN = `http://localhost:${E2E_PORT}`;
const RUN = Date.now().toString(36);
const EDITOR = { email: `e2e-invited-${RUN}@example.com`, password: "e2e-Invited-password-1" };
const noSession = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } } as const;
let secret = "";

const code = () => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate();

test("an admin invites an editor, who sets a password, enrols TOTP and signs in with the second step", async ({ page, axe }) => {
  await page.goto("/admin/users");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Staff accounts" })).toBeVisible();
  await expect(page.getByTestId("staff-row").filter({ hasText: E2E_ADMIN.email })).toBeVisible();
  await axe();

  const invite = page.getByRole("region", { name: "Invite a colleague" });
  await invite.getByLabel("Email").fill(EDITOR.email);
  await invite.getByLabel("Full name (optional)").fill("Ivy Invited");
  await invite.getByLabel("Role").selectOption("editor");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${EDITOR.email}`)).toBeVisible();
  await expect(page.getByTestId("staff-row").filter({ hasText: EDITOR.email })).toContainText("Invited");

  // The invitation in the mail catcher; its link leads to the password page.
  let link = "";
  await expect(async () => {
    const messages = (await (await fetch(`${ORIGIN}/__local/mail/api/messages`)).json()) as { to: string[]; subject: string; html?: string }[];
    const mail = messages.find((m) => m.to.includes(EDITOR.email) && m.subject === "You've been invited");
    link = /href="([^"]+)"/.exec(mail?.html ?? "")?.[1]?.replace(/&amp;/g, "&") ?? "";
    expect(link).not.toBe("");
  }).toPass();
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Welcome to the Admin Portal" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(EDITOR.password);
  await page.getByLabel("Confirm the new password").fill(EDITOR.password);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // An editor has no Users link and cannot open the page.
  await expect(page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Users" })).toHaveCount(0);
  await page.goto("/admin/users");
  await expect(page.getByRole("alert").filter({ hasText: "Only admins can manage staff accounts." })).toBeVisible();

  // Two-factor enrolment on the profile page; the test computes the codes from the shown key.
  await page.goto("/admin/profile");
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  secret = (await page.getByTestId("mfa-secret").textContent())!.trim();
  await page.getByLabel("Authentication code").fill(code());
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  await page.getByRole("button", { name: "I have saved these codes" }).click();
  await expect(page.getByTestId("mfa-status")).toHaveText("Two-factor sign-in is on.");

  // The next sign-in asks for the code.
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.getByLabel("Email").fill(EDITOR.email);
  await page.getByLabel("Password").fill(EDITOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByLabel("Authentication code").fill(code());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The password alone (an aal1 session) cannot write.
  const thief = createClient(`${ORIGIN}/supabase`, await e2eAnonKey(), noSession);
  expect((await thief.auth.signInWithPassword(EDITOR)).error).toBeNull();
  const refused = await thief.from("partners").insert({ name: `Stolen ${RUN}`, description: "x", logo_url: "https://example.com/x.png" });
  expect(refused.error?.code).toBe("42501");
});

test("the audit log shows the invitation's role change and the sign-ins", async ({ page }) => {
  await page.goto("/admin/audit?table=users");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  const entries = page.getByTestId("audit-entry");
  await expect(entries.filter({ hasText: "Role changed" }).filter({ hasText: E2E_ADMIN.email }).first()).toBeVisible();
  await expect(entries.filter({ hasText: "Signed in" }).filter({ hasText: EDITOR.email }).first()).toBeVisible();
});

test("from the fifth wrong password the page says to wait, though the server answers as for any wrong password", async ({ page, consoleErrors }) => {
  await page.goto("/admin/login");
  for (let i = 1; i <= 6; i++) {
    await page.getByLabel("Email").fill(EDITOR.email);
    await page.getByLabel("Password").fill(`wrong-password-${i}`);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
    if (i < 5) await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password. Please try again." })).toBeVisible();
  }
  await expect(page.getByText("Too many attempts: wait 15 minutes before trying again")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Too many sign-in attempts. Wait 15 minutes, then try again." })).toBeVisible();
  // The browser logs the refused requests themselves (six 400s, the lock's included): expected here, and nothing else.
  const refused = consoleErrors.filter((line) => /status of 400/.test(line));
  expect(refused).toHaveLength(6);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !refused.includes(line)));
});
