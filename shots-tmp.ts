import { readFileSync } from "node:fs";
import chromium from "@sparticuz/chromium";
import { importJWK, type JWK, SignJWT } from "jose";
import { chromium as pw } from "playwright-core";

const ORIGIN = "http://localhost:3120";
const keys = JSON.parse(readFileSync(".data/e2e/jwt-keys.json", "utf8")) as { kid: string; privateJwk: JWK };
const sign = async (role: string) =>
  new SignJWT({ iss: "supabase-demo", role }).setProtectedHeader({ alg: "ES256", kid: keys.kid, typ: "JWT" }).setIssuedAt().setExpirationTime("1h").sign(await importJWK(keys.privateJwk, "ES256"));
const anon = await sign("anon");
const service = await sign("service_role");
const rpc = async (key: string, fn: string, body: unknown) => {
  const r = await fetch(`${ORIGIN}/supabase/rest/v1/rpc/${fn}`, { method: "POST", headers: { apikey: anon, Authorization: `Bearer ${key}`, "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const text = await r.text();
  return text ? JSON.parse(text) : r.status;
};
// A weekday ahead and an appointment on it, with a manage token.
const d = new Date(Date.now() + 12 * 86400000);
while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
const date = d.toISOString().slice(0, 10);
const id = crypto.randomUUID();
const time = ["09:00 AM", "10:00 AM", "11:00 AM", "02:00 PM", "03:00 PM", "04:00 PM"][Math.floor(Math.random() * 6)];
console.log(await rpc(anon, "submit_contact", { submission: { id, kind: "appointment", name: "Walk Bakery Inc.", email: "shots@example.com", service: "Project Management", appointment_date: date, appointment_time: time, language: "ar" } }));
const token = (await rpc(service, "issue_appointment_token", { appointment: id })) as string;
const token2 = (await rpc(service, "issue_appointment_token", { appointment: id })) as string;

const browser = await pw.launch({ executablePath: await chromium.executablePath() });
for (const [width, height] of [[390, 844], [1366, 900]] as const) {
  for (const lang of ["en", "ar"] as const) {
    for (const big of [false, true]) {
      if (big && width === 1366) continue;
      const context = await browser.newContext({ viewport: { width, height } });
      if (big) await context.addInitScript(() => localStorage.setItem("fontSize", "x-large"));
      const page = await context.newPage();
      const prefix = lang === "en" ? "" : "/ar";
      const tag = `${lang}-${width}${big ? "-xl" : ""}`;
      await page.goto(`${ORIGIN}${prefix}/contact`);
      await page.waitForFunction(() => Object.keys(document.querySelector('main form button[type="submit"]') ?? {}).some((k) => k.startsWith("__reactProps")));
      await page.getByRole("tab").nth(1).click();
      await page.locator('[role="tabpanel"]:not([hidden]) [id$="-date"]').first().fill(date);
      await page.waitForTimeout(1500);
      const calendar = page.getByTestId("month-calendar").first();
      await calendar.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/booking-shots/contact-${tag}.png` });
      await page.goto(`${ORIGIN}${prefix}/appointment#${lang === "en" ? token : token2}`);
      await page.getByTestId("manage-when").waitFor();
      await page.screenshot({ path: `/tmp/booking-shots/manage-${tag}.png`, fullPage: true });
      if (!big) {
        await page.getByRole("button").filter({ hasText: lang === "en" ? "Choose another time" : "اختيار وقت آخر" }).click();
        await page.getByTestId("month-calendar").waitFor();
        await page.waitForTimeout(1000);
        await page.screenshot({ path: `/tmp/booking-shots/manage-move-${tag}.png`, fullPage: true });
      }
      await context.close();
    }
  }
}
// The portal's week view and the closed periods.
for (const [width, height] of [[390, 844], [1366, 900]] as const) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/admin/login`);
  await page.getByLabel("Email").fill("admin@example.com");
  await page.getByLabel("Password").fill("e2e-Admin-password-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/dashboard/);
  const monday = new Date(`${date}T12:00:00Z`);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  for (const lang of ["en", "ar"]) {
    if (lang === "ar") {
      await page.getByLabel("Language").selectOption("ar");
      await page.waitForTimeout(500);
    }
    await page.goto(`${ORIGIN}/admin/contacts/appointments?view=week&week=${monday.toISOString().slice(0, 10)}`);
    await page.getByTestId("week-view").waitFor();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/booking-shots/week-${lang}-${width}.png`, fullPage: true });
  }
  await page.getByLabel(/Language|اللغة/).selectOption("en").catch(() => {});
  await context.close();
}
await browser.close();
console.log("done");
