import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { Page } from "@playwright/test";
import { importJWK, SignJWT, type JWK } from "jose";
import { E2E_ADMIN, expect, test } from "./fixtures.ts";
import { E2E_DATA_DIR, E2E_PORT } from "./env.ts";

/*
 * /admin/resources (issue 10): staff upload a PDF with a progress bar; it is pending and invisible
 * to visitors until an admin approves it; an .exe renamed .pdf, report.pdf.exe and an 11 MB PDF
 * are refused with clear messages and nothing is stored; delete asks first and removes the file.
 *
 * TEST-ONLY PRIVILEGE (as in admin-blog.spec.ts): to look into the private bucket the spec signs a
 * service-role key with this throw-away stack's own signing key (<E2E data dir>/jwt-keys.json).
 */

test.describe.configure({ mode: "serial" });

const SUPABASE_URL = `http://localhost:${E2E_PORT}/supabase`;
const RUN = Date.now().toString(36);
const TITLE = `Evaluation Terms of Reference ${RUN}`;
const MB = 1024 * 1024;
const PDF = readFileSync("supabase/seed-resources/esg-roadmap-small-business.pdf");
/** A valid PDF padded past its end marker (readers ignore what follows %%EOF). */
const padded = (size: number) => Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 0x20)]);
/** The start of a Windows program (MZ header, PE signature). */
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(64), Buffer.from("PE\0\0"), Buffer.alloc(2000)]);

let service: SupabaseClient;

async function serviceRoleKey(): Promise<string> {
  const stored = JSON.parse(readFileSync(join(E2E_DATA_DIR, "jwt-keys.json"), "utf8")) as { kid: string; privateJwk: JWK };
  const key = await importJWK(stored.privateJwk, "ES256");
  return new SignJWT({ iss: "supabase-demo", role: "service_role" }).setProtectedHeader({ alg: "ES256", kid: stored.kid, typ: "JWT" }).setIssuedAt().setExpirationTime("1h").sign(key);
}

async function storedObjects(): Promise<number> {
  const { data, error } = await service.storage.from("resources-private").list("", { limit: 1000 });
  expect(error).toBeNull();
  return (data ?? []).length;
}

test.beforeAll(async () => {
  service = createClient(SUPABASE_URL, await serviceRoleKey(), { auth: { persistSession: false, autoRefreshToken: false } });
});

test.afterAll(async () => {
  const { data } = await service.from("resources").select("id,file_path").like("title", `%${RUN}%`);
  for (const row of data ?? []) {
    await service.storage.from("resources-private").remove([row.file_path]);
    await service.from("resources").delete().eq("id", row.id);
  }
});

async function signIn(page: Page) {
  await page.goto("/admin/resources");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/resources$/);
  await expect(page.getByRole("heading", { level: 1, name: "Manage Resources" })).toBeVisible();
  await expect(page.getByTestId("resource-admin-item").first()).toBeVisible();
}

test("a refused file is explained and nothing is stored: an .exe renamed .pdf, report.pdf.exe, an 11 MB PDF, no file", async ({ page, consoleErrors }) => {
  await signIn(page);
  const objects = await storedObjects();
  const items = await page.getByTestId("resource-admin-item").count();

  await page.getByRole("button", { name: "Add Resource" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Resource" });
  await dialog.getByRole("textbox", { name: "Title (required)" }).fill(`Refused ${RUN}`);
  await dialog.getByRole("textbox", { name: "Description (required)" }).fill("Should never be stored.");
  await dialog.getByRole("button", { name: "Save Resource" }).click();
  await expect(page.getByText("Please select a file").first()).toBeVisible();

  const file = dialog.getByLabel("File *");
  const cases: [string, Buffer, string][] = [
    ["invoice.pdf", EXE, "This file is a program, not a document: it was refused."],
    ["report.pdf.exe", PDF, "File names with two extensions (such as report.pdf.exe) are not accepted."],
  ];
  for (const [name, buffer, message] of cases) {
    await file.setInputFiles({ name, mimeType: "application/pdf", buffer });
    await dialog.getByRole("button", { name: "Save Resource" }).click();
    await expect(dialog.getByTestId("file-error")).toHaveText(message);
    await expect(page.getByText("Failed to save resource").first()).toBeVisible();
    await expect(file).toBeFocused();
  }
  await file.setInputFiles({ name: "big.pdf", mimeType: "application/pdf", buffer: padded(11 * MB) });
  await dialog.getByRole("button", { name: "Save Resource" }).click();
  await expect(dialog.getByTestId("file-error")).toHaveText("File size must be less than 10MB");
  // At the field and in a toast.
  await expect(page.getByText("File size must be less than 10MB")).toHaveCount(2);

  await dialog.getByRole("button", { name: "Cancel" }).click();
  // The two refusals answered 400, which the browser logs.
  expect(consoleErrors.filter((line) => line.includes("status of 400"))).toHaveLength(2);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !line.includes("status of 400")));
  expect(await storedObjects()).toBe(objects);
  await expect(page.getByTestId("resource-admin-item")).toHaveCount(items);
});

test("staff upload a PDF with a progress bar; it is pending and hidden until an admin approves it; then it is public", async ({ page, browser, axe }) => {
  await signIn(page);
  await page.getByRole("button", { name: "Add Resource" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Resource" });
  await dialog.getByRole("textbox", { name: "Title (required)" }).fill(TITLE);
  await dialog.getByRole("textbox", { name: "Description (required)" }).fill("Terms of reference for a mid-term evaluation, with questions, methods and timeline.");
  await dialog.getByLabel("Category").selectOption("templates");
  await dialog.getByLabel("File *").setInputFiles({ name: "ToR evaluation.pdf", mimeType: "application/pdf", buffer: padded(3 * MB) });
  await axe();

  // A slow uplink, so the progress can be watched.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 1 * MB });
  await dialog.getByRole("button", { name: "Save Resource" }).click();
  const progress = dialog.getByTestId("upload-progress");
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute("value")), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(page.getByText("Resource uploaded successfully")).toBeVisible({ timeout: 20_000 });
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  const item = page.getByTestId("resource-admin-item").filter({ hasText: TITLE });
  await expect(item.getByTestId("resource-status")).toHaveText("Pending");
  await expect(page.getByTestId("resource-admin-item").first()).toContainText(TITLE);
  const { data: row } = await service.from("resources").select("file_path,file_name,file_size").eq("title", TITLE).single();
  expect(row).toEqual({ file_path: expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/), file_name: "ToR evaluation.pdf", file_size: 3 * MB });

  const visitor = await browser.newPage();
  await visitor.goto("/resources");
  await expect(visitor.getByTestId("resource-card").first()).toBeVisible();
  await expect(visitor.getByText(TITLE)).toHaveCount(0);

  await item.getByRole("button", { name: `Approve ${TITLE}` }).click();
  await expect(page.getByText("Resource approved")).toBeVisible();
  await expect(item.getByTestId("resource-status")).toHaveText("Approved");

  await visitor.reload();
  await expect(visitor.getByRole("heading", { name: TITLE })).toBeVisible();
  await visitor.close();
});

test("deleting asks first; Delete removes the resource and its stored file", async ({ page }) => {
  await signIn(page);
  const { data: row } = await service.from("resources").select("file_path").eq("title", TITLE).single();
  await page.getByRole("button", { name: `Delete ${TITLE}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this resource?" });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("resource-admin-item").filter({ hasText: TITLE })).toHaveCount(1);
  await page.getByRole("button", { name: `Delete ${TITLE}` }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Resource deleted successfully")).toBeVisible();
  await expect(page.getByTestId("resource-admin-item").filter({ hasText: TITLE })).toHaveCount(0);
  const { data: left } = await service.storage.from("resources-private").list("", { limit: 1000, search: row!.file_path });
  expect(left).toEqual([]);
});
