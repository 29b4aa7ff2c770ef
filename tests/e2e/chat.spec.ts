import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { E2E_ADMIN, expect, test } from "./fixtures.ts";

/* Live chat (issue 11): a visitor and a staff member in two browsers. The widget on the public site,
   the console at /admin/chat, live both ways, and the sidebar's count of waiting conversations on
   another portal page; the outbox across a dropped network; the transcript e-mailed on closing; and
   the offline fallback into the inbox with the acknowledgement e-mail read from the local mail
   catcher, and the reply's e-mailed link that resumes the conversation in another browser. */

test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);

interface CaughtMail {
  to: string[];
  subject: string;
  text?: string;
  html?: string;
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

/** The widget's words in one language (src/locales/<lang>/chat.json). */
const WIDGET = {
  en: { open: /Open live chat/, title: "Live Support", online: "Online", name: "Name", email: "Email", start: "Start chat", input: "Your message", send: "Send" },
  ru: { open: /Открыть онлайн-чат/, title: "Поддержка онлайн", online: "В сети", name: "Имя", email: "Эл. почта", start: "Начать чат", input: "Ваше сообщение", send: "Отправить" },
} as const;

async function startChat(page: Page, name: string, email: string, words: (typeof WIDGET)[keyof typeof WIDGET] = WIDGET.en) {
  await page.getByRole("button", { name: words.open }).click();
  const panel = page.getByRole("dialog", { name: words.title });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(words.online, { exact: true })).toBeVisible();
  await panel.getByLabel(words.name).fill(name);
  await panel.getByLabel(words.email).fill(email);
  await panel.getByRole("button", { name: words.start }).click();
  await expect(panel.getByLabel(words.input)).toBeVisible();
}

async function say(page: Page, text: string, words: (typeof WIDGET)[keyof typeof WIDGET] = WIDGET.en) {
  const panel = page.getByRole("dialog", { name: words.title });
  await panel.getByLabel(words.input).fill(text);
  await panel.getByRole("button", { name: words.send, exact: true }).click();
}

/**
 * Another portal page of the staff member's browser, watching the sidebar's Chat link; resolves once
 * the page has counted the waiting conversations twice (on load, and once its live channel was
 * joined), with that count.
 */
async function sidebarWatch(context: BrowserContext): Promise<{ page: Page; waiting: number }> {
  const page = await context.newPage();
  const counts: number[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/rest/v1/rpc/chat_waiting_count") && response.ok()) void response.json().then((n: number) => counts.push(n));
  });
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect.poll(() => counts.length).toBeGreaterThanOrEqual(2);
  // Marks this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  return { page, waiting: counts.at(-1) ?? 0 };
}

const chatLink = (page: Page) => page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: /^Chat/ });

const visitorLog = (page: Page) => widget(page).getByRole("log", { name: "Messages" });
const staffLog = (page: Page) => page.getByRole("log", { name: "Messages" });

test("a visitor chats with staff live; both reload (and the visitor opens a new tab) and see the history", async ({ browser, page, axe }) => {
  const staff = await staffConsole(browser);
  // The same staff member on another portal page: the sidebar's Chat link counts what waits for them.
  const watch = await sidebarWatch(staff.context);
  const badge = chatLink(watch.page).getByTestId("chat-waiting");
  if (watch.waiting === 0) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveText(`${watch.waiting} waiting`);

  const name = `Vera Live ${stamp}`;
  await page.goto("/services");
  // The button is all the page has of the chat until it is clicked.
  await startChat(page, name, `vera-${stamp}@example.com`);
  // A new conversation: the count goes up on the other page, live, and follows it through the portal.
  await expect(badge).toHaveText(`${watch.waiting + 1} waiting`);
  await expect(chatLink(watch.page)).toHaveAccessibleName(`Chat ${watch.waiting + 1} waiting`);
  await watch.page.getByRole("link", { name: "Services", exact: true }).click();
  await expect(watch.page.getByRole("heading", { level: 1, name: "Manage Services" })).toBeVisible();
  await expect(badge).toHaveText(`${watch.waiting + 1} waiting`);
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
  // Answered and read: it no longer waits, and the other page says so without a reload.
  if (watch.waiting === 0) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveText(`${watch.waiting} waiting`);
  expect(await watch.page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
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

test("staff close a conversation with its transcript: the visitor receives it in their language, what was typed shown as text", async ({ browser, page, request }) => {
  const staff = await staffConsole(browser);
  const name = `Rita Record ${stamp}`;
  const email = `rita-${stamp}@example.com`;
  await page.goto("/ru/about");
  await startChat(page, name, email, WIDGET.ru);
  await say(page, "Is <b>x</b> & <i>y</i> bold?", WIDGET.ru);
  await expect(page.getByRole("dialog", { name: WIDGET.ru.title }).getByRole("log").getByText("Is <b>x</b> & <i>y</i> bold?")).toBeVisible();

  await staff.page.getByRole("button", { name: new RegExp(name) }).click();
  await expect(staffLog(staff.page).locator("li p")).toHaveText(["Is <b>x</b> & <i>y</i> bold?"]);
  await staff.page.getByLabel("Your reply").fill("No: <script>alert(1)</script> stays text.");
  await staff.page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(staffLog(staff.page).locator("li p")).toHaveText(["Is <b>x</b> & <i>y</i> bold?", "No: <script>alert(1)</script> stays text."]);

  await staff.page.getByRole("button", { name: "Close conversation" }).click();
  const dialog = staff.page.getByRole("alertdialog");
  await dialog.getByLabel("E-mail the transcript to the visitor").check();
  await dialog.getByRole("button", { name: "Close conversation" }).click();
  await expect(staff.page.getByText("Transcript e-mailed to the visitor")).toBeVisible();
  await expect(page.getByRole("dialog", { name: WIDGET.ru.title }).getByText("Этот разговор закрыт.")).toBeVisible();

  // One e-mail to the visitor, in Russian, with both messages in order.
  await expect.poll(async () => (await mailTo(request, email)).map((m) => m.subject)).toEqual(["Стенограмма вашего чата"]);
  const [mail] = await mailTo(request, email);
  expect(mail?.text).toContain(`Здравствуйте, ${name}!`);
  expect(mail?.text).toMatch(/Вы: Is <b>x<\/b> & <i>y<\/i> bold\?[\s\S]*Поддержка: No: <script>alert\(1\)<\/script> stays text\./);
  // The HTML part escapes what people typed: shown as written, never as markup.
  expect(mail?.html).toContain('lang="ru"');
  expect(mail?.html).toContain("Is &lt;b&gt;x&lt;/b&gt; &amp; &lt;i&gt;y&lt;/i&gt; bold?");
  expect(mail?.html).not.toContain("<b>x</b>");
  expect(mail?.html).not.toContain("<script>");
  const reader = await browser.newPage({ javaScriptEnabled: false });
  await reader.setContent(mail?.html ?? "");
  await expect(reader.getByText("Is <b>x</b> & <i>y</i> bold?")).toBeVisible();
  await expect(reader.getByText("No: <script>alert(1)</script> stays text.")).toBeVisible();
  await expect(reader.locator("b, i, script")).toHaveCount(0);
  await reader.close();
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

test("with no staff online the widget offers a message form; the message reaches the inbox and the visitor is acknowledged; a later reply is e-mailed with a link that resumes the conversation in another browser", async ({ browser, page, request }) => {
  // Three browsers (visitor, staff, the resumed visitor) and a mail round trip: about 15 s quiet, over 30
  // on a loaded machine (seen with a second Playwright worker beside it).
  test.setTimeout(90_000);
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
  const link = /Poursuivre la conversation: (http\S+\/fr\/\?chat=open#chat-resume=\S+)/.exec(reply?.text ?? "")?.[1];
  expect(link).toBeDefined();

  // The link, opened in another browser (no storage shared with the first): the widget opens on the
  // conversation, its history there; the token leaves the address bar.
  const phone = await browser.newContext();
  const phonePage = await phone.newPage();
  await phonePage.goto(link!);
  const phonePanel = phonePage.getByRole("dialog", { name: "Assistance en direct" });
  await expect(phonePanel.getByRole("log", { name: "Messages" }).locator("li p")).toHaveText(["Pouvez-vous me rappeler demain ?", "Yes, we will call you at 10."]);
  expect(phonePage.url()).not.toContain("chat-resume");
  await phonePanel.getByLabel("Votre message").fill("Merci, à demain !");
  await phonePanel.getByRole("button", { name: "Envoyer", exact: true }).click();
  await expect(staffLog(staff.page).locator("li p")).toHaveText(["Pouvez-vous me rappeler demain ?", "Yes, we will call you at 10.", "Merci, à demain !"]);

  // The browser it started in has handed it over: it starts afresh there.
  const first = await page.context().newPage();
  await first.goto("/fr/");
  await first.getByRole("button", { name: /Ouvrir le chat en direct/ }).click();
  const firstPanel = first.getByRole("dialog", { name: "Assistance en direct" });
  await expect(firstPanel.getByLabel("Nom")).toBeVisible();
  await expect(firstPanel.getByRole("log")).toHaveCount(0);

  // The same link once more, in a third browser: used up, it opens nothing.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(link!);
  await expect(strangerPage.getByText("Ce lien a expiré ou a déjà été utilisé. Démarrez une nouvelle conversation ou laissez-nous un message.")).toBeVisible();
  await expect(strangerPage.getByRole("dialog", { name: "Assistance en direct" }).getByRole("log")).toHaveCount(0);
  await Promise.all([phone.close(), stranger.close(), staff.context.close()]);
});
