/**
 * The e-mail a visitor receives when staff answer their submission, in the language they wrote
 * from, with an HTML part and a text part. Everything the visitor or staff typed is escaped: a name
 * or a message never becomes markup.
 */
import { escapeHtml, languageOf, mailDocument, type MailLanguage, type Signature, signOffHtml, signOffLines } from "./mail-common.ts";

export { escapeHtml, MAIL_LANGUAGES, type MailLanguage } from "./mail-common.ts";

const STRINGS: Record<MailLanguage, { subject: (s: string) => string; fallbackSubject: string; greeting: (n: string) => string; intro: string; yours: string }> = {
  en: {
    subject: (s) => `Re: ${s}`,
    fallbackSubject: "Our reply to your request",
    greeting: (n) => `Dear ${n},`,
    intro: "Thank you for contacting us. Here is our reply:",
    yours: "Your message",
  },
  fr: {
    subject: (s) => `Re : ${s}`,
    fallbackSubject: "Notre réponse à votre demande",
    greeting: (n) => `Bonjour ${n},`,
    intro: "Merci de nous avoir écrit. Voici notre réponse :",
    yours: "Votre message",
  },
  ru: {
    subject: (s) => `Re: ${s}`,
    fallbackSubject: "Наш ответ на ваш запрос",
    greeting: (n) => `Здравствуйте, ${n}!`,
    intro: "Спасибо, что написали нам. Вот наш ответ:",
    yours: "Ваше сообщение",
  },
  ar: {
    subject: (s) => `رد: ${s}`,
    fallbackSubject: "ردّنا على طلبكم",
    greeting: (n) => `${n} المحترم/ة،`,
    intro: "شكرًا لتواصلكم معنا. إليكم ردّنا:",
    yours: "رسالتكم",
  },
  fa: {
    subject: (s) => `پاسخ: ${s}`,
    fallbackSubject: "پاسخ ما به درخواست شما",
    greeting: (n) => `${n} گرامی،`,
    intro: "از تماس شما سپاسگزاریم. پاسخ ما:",
    yours: "پیام شما",
  },
};

/** Escaped text with its line breaks kept. */
const paragraphs = (value: string) =>
  value
    .trim()
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");

export interface ReplyEmailInput {
  language: string;
  name: string;
  /** The submission's subject (messages); other kinds get a generic subject. */
  subject?: string | null;
  /** What the visitor wrote, quoted under the reply. */
  original?: string | null;
  response: string;
  /** Who signs: the firm's name (./firm.ts), or MAIL_SIGNATURE. */
  signature: Signature;
}

export function replyEmail(input: ReplyEmailInput): { subject: string; html: string; text: string } {
  const language = languageOf(input.language);
  const s = STRINGS[language];
  const subject = input.subject?.trim() ? s.subject(input.subject.trim()) : s.fallbackSubject;
  const original = input.original?.trim();
  const html = mailDocument(
    language,
    subject,
    `<p>${escapeHtml(s.greeting(input.name.trim()))}</p>
<p>${escapeHtml(s.intro)}</p>
<div>${paragraphs(input.response)}</div>
${original ? `<hr><p style="color:#555">${escapeHtml(s.yours)}:</p><blockquote style="color:#555;margin-inline-start:0;padding-inline-start:1em;border-inline-start:3px solid #ccc">${paragraphs(original)}</blockquote>` : ""}
${signOffHtml(language, input.signature)}`,
  );
  const text = [
    s.greeting(input.name.trim()),
    "",
    s.intro,
    "",
    input.response.trim(),
    ...(original ? ["", "--", `${s.yours}:`, ...original.split("\n").map((line) => `> ${line}`)] : []),
    "",
    ...signOffLines(language, input.signature),
  ].join("\n");
  return { subject, html, text };
}
