import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { E2E_ADMIN, expect, test } from "./fixtures.ts";

/* Live chat (issue 11): a visitor and a staff member in two browsers. The widget on the public site,
   the console at /admin/chat, live both ways; the outbox across a dropped network; and the offline
   fallback into the inbox with the acknowledgement e-mail read from the local mail catcher. */

test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);

interface CaughtMail {
  to: string[];
  subject: string;
  text?: string;
}

const mailTo = async (request: APIRequestContext, address: string): Promise<CaughtMail[]> =>
  ((await (await request.get("/__local/mail/api/messages")).json()) as CaughtMail[]).filter((m) => m.to.includes(address));

async function staffConsole(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/admin/chat");
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/chat/);
  await expect(page.getByRole("heading", { level: 1, name: "Live Chat" })).toBeVisible();
  await expect(page.getByLabel("Your status")).toHaveValue("online");
  return { context, page };
}

const widget = (page: Page) => page.getByRole("dialog", { name: "Live Support" });

async function openWidget(page: Page) {
  await page.getByRole("button", { name: /Open live chat/ }).click();
  await expect(widget(page)).toBeVisible();
}

async function startChat(page: Page, name: string, email: string) {
  await openWidget(page);
  const panel = widget(page);
  await expect(panel.getByText("Online", { exact: true })).toBeVisible();
  await panel.getByLabel("Name").fill(name);
  await panel.getByLabel("Email").fill(email);
  await panel.getByRole("button", { name: "Start chat" }).click();
  await expect(panel.getByLabel("Your message")).toBeVisible();
}

async function say(page: Page, text: string) {
  const panel = widget(page);
  await panel.getByLabel("Your message").fill(text);
  await panel.getByRole("button", { name: "Send", exact: true }).click();
}

const visitorLog = (page: Page) => widget(page).getByRole("log", { name: "Messages" });
const staffLog = (page: Page) => page.getByRole("log", { name: "Messages" });

test("a visitor chats with staff live; both reload (and the visitor opens a new tab) and see the history", async ({ browser, page, axe }) => {
  const staff = await staffConsole(browser);
  const name = `Vera Live ${stamp}`;
  await page.goto("/services");
  // The button is all the page has of the chat until it is clicked.
  await startChat(page, name, `vera-${stamp}@example.com`);
  await expect(widget(page).getByRole("button", { name: "Send", exact: true })).toBeDisabled();
  await say(page, "  Hello, can you help with an evaluation?  ");
  await expect(visitorLog(page).getByText("Hello, can you help with an evaluation?", { exact: true })).toBeVisible();
  await expect(visitorLog(page)).toContainText("Sent");

  // Staff see the new conversation arrive, with who and where, and answer.
  const row = staff.page.getByRole("button", { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Waiting");
  await row.click();
  await expect(staffLog(staff.page).getByText("Hello, can you help with an evaluation?")).toBeVisible();
  await expect(staff.page.getByText(`vera-${stamp}@example.com`)).toBeVisible();
  await expect(staff.page.getByText("/services", { exact: true })).toBeVisible();
  await expect(staff.page.getByText("On the site now")).toBeVisible();
  await staff.page.getByLabel("Your reply").fill("Of course. What is the programme?");
  await staff.page.getByRole("button", { name: "Send", exact: true }).click();

  // The visitor sees the answer live, and that staff read their message.
  await expect(visitorLog(page).getByText("Of course. What is the programme?")).toBeVisible();
  await expect(visitorLog(page)).toContainText("Seen");
  await axe();

  // Both reload: the same conversation, its history loaded.
  await page.reload();
  await expect(widget(page)).toBeVisible();
  await expect(visitorLog(page).locator("li p")).toHaveText(["Hello, can you help with an evaluation?", "Of course. What is the programme?"]);
  await staff.page.reload();
  await expect(staffLog(staff.page).locator("li p")).toHaveText(["Hello, can you help with an evaluation?", "Of course. What is the programme?"]);

  // A new tab of the visitor's browser, another page: the same conversation.
  const tab = await page.context().newPage();
  await tab.goto("/about");
  await openWidget(tab);
  await expect(visitorLog(tab).locator("li p")).toHaveText(["Hello, can you help with an evaluation?", "Of course. What is the programme?"]);

  // Staff close it: the visitor sees it closed and may start a new one.
  await staff.page.getByRole("button", { name: "Close conversation" }).click();
  await staff.page.getByRole("alertdialog").getByRole("button", { name: "Close conversation" }).click();
  await expect(widget(page).getByText("This conversation has been closed.")).toBeVisible();
  await widget(page).getByRole("button", { name: "Start a new conversation" }).click();
  await expect(widget(page).getByLabel("Name")).toBeVisible();
  await staff.context.close();
});

test("messages typed while the network is down arrive once, in order, when it returns", async ({ browser, page, consoleErrors }) => {
  const staff = await staffConsole(browser);
  const name = `Olga Offline ${stamp}`;
  await page.goto("/");
  await startChat(page, name, `olga-${stamp}@example.com`);
  await say(page, "First, before the outage");
  await expect(visitorLog(page)).toContainText("Sent");
  await staff.page.getByRole("button", { name: new RegExp(name) }).click();
  await expect(staffLog(staff.page).locator("li p")).toHaveText(["First, before the outage"]);

  await page.context().setOffline(true);
  await expect(widget(page).getByText("Connection lost. Your messages will be sent when it returns.")).toBeVisible();
  await say(page, "Second, typed offline");
  await say(page, "Third, also offline");
  await expect(visitorLog(page).getByText("Sending…")).toHaveCount(2);
  await page.context().setOffline(false);

  await expect(staffLog(staff.page).locator("li p")).toHaveText(["First, before the outage", "Second, typed offline", "Third, also offline"]);
  await expect(visitorLog(page).getByText("Sending…")).toHaveCount(0);
  await expect(visitorLog(page).locator("li p")).toHaveText(["First, before the outage", "Second, typed offline", "Third, also offline"]);
  // Once more after a reload on both sides: stored once each.
  await staff.page.reload();
  await expect(staffLog(staff.page).locator("li p")).toHaveText(["First, before the outage", "Second, typed offline", "Third, also offline"]);
  // The browser reports the requests that failed while offline; they are the test's own doing.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|WebSocket/i.test(e)));
  await staff.context.close();
});

test("with no staff online the widget offers a message form; the message reaches the inbox and the visitor is acknowledged; a later reply is e-mailed", async ({ browser, page, request }) => {
  const name = `Nora Night ${stamp}`;
  const email = `nora-${stamp}@example.com`;
  await page.goto("/fr/contact");
  await page.getByRole("button", { name: /Ouvrir le chat en direct/ }).click();
  const panel = page.getByRole("dialog", { name: "Assistance en direct" });
  await expect(panel.getByText("Personne n'est en ligne pour le moment. Laissez-nous un message et nous vous répondrons par e-mail.")).toBeVisible();
  await panel.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(panel.getByText("Veuillez remplir tous les champs")).toBeVisible();
  await panel.getByLabel("Nom").fill(name);
  await panel.getByLabel("E-mail").fill(email);
  await panel.getByLabel("Message", { exact: true }).fill("Pouvez-vous me rappeler demain ?");
  await panel.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(panel.getByText(/Nous avons bien reçu votre message/)).toBeVisible();

  // The acknowledgement, in French, from the mail catcher.
  await expect.poll(async () => (await mailTo(request, email)).length).toBe(1);

  // Staff find it in the inbox, linked to the conversation, and in the chat console.
  const staff = await staffConsole(browser);
  await staff.page.goto("/admin/contacts");
  await expect(staff.page.getByTestId("submission-list").getByRole("button", { name: new RegExp(name) })).toBeVisible();
  await page.close();
  await staff.page.goto("/admin/chat");
  await staff.page.getByRole("button", { name: new RegExp(name) }).click();
  await expect(staffLog(staff.page).locator("li p")).toHaveText(["Pouvez-vous me rappeler demain ?"]);
  await expect(staff.page.getByText("Not on the site (replies are e-mailed)")).toBeVisible();
  await staff.page.getByLabel("Your reply").fill("Yes, we will call you at 10.");
  await staff.page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(staff.page.getByText("The visitor is not on the site: the reply was e-mailed to them")).toBeVisible();
  await expect.poll(async () => (await mailTo(request, email)).map((m) => m.subject)).toContain("Nouvelle réponse à votre chat");
  const reply = (await mailTo(request, email)).find((m) => m.subject === "Nouvelle réponse à votre chat");
  expect(reply?.text).toContain("Yes, we will call you at 10.");
  expect(reply?.text).toMatch(/Poursuivre la conversation: http\S+\/fr\/\?chat=open/);
  await staff.context.close();
});
