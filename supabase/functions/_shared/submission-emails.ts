/**
 * The two e-mails a new submission causes (sent by mail-outbox): the visitor's acknowledgement, in
 * the language they wrote in, and the firm's notification (in English, the firm's working
 * language), each with an HTML and a text part. Everything the visitor typed is escaped.
 */
import { formatList, formatNumber } from "../../../src/lib/date-time.ts";
import { appointmentWhen, serviceName } from "./appointment-email.ts";
import { escapeHtml, languageOf, mailDocument, type MailLanguage, type Signature, signOffHtml, signOffLines } from "./mail-common.ts";

export type SubmissionKind = "message" | "appointment" | "quote" | "referral";

/** The fields of contact_submissions the e-mails use. */
export interface SubmissionRow {
  id: string;
  kind: SubmissionKind;
  language: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  subject: string | null;
  message: string | null;
  service: string | null;
  appointment_date: string | null;
  appointment_time: string | null;
  /** Appointments: the slot's start (timestamptz). */
  appointment_starts_at?: string | null;
  appointment_ends_at?: string | null;
  appointment_status?: string | null;
  appointment_sequence?: number;
  appointment_decided_at?: string | null;
  notes: string | null;
  selected_package: string | null;
  discount_applied: number;
  business_name: string | null;
  project_details: string | null;
  referrer_name: string | null;
  referrer_email: string | null;
  referee_name: string | null;
  referee_email: string | null;
  created_at: string;
}

/**
 * What the site tells the visitor after sending (src/locales/<lang>/contact.json confirmation.* and
 * packages.json quote.success, kept equal by a unit test). Referrals get their own sentence: the
 * site's "you will receive codes" promise is the firm's to keep, not this e-mail's.
 */
export const ACKNOWLEDGEMENTS: Record<MailLanguage, Record<SubmissionKind, string> & { subject: Record<SubmissionKind, string>; greeting: (n: string) => string; yours: string; manage: string }> = {
  en: {
    message: "Thank you for contacting us. We will reply within 24 hours.",
    appointment: "Thank you. We will confirm your appointment by email within 24 hours.",
    quote: "Thank you! Your quote request has been sent. We will reply within one business day.",
    referral: "Thank you for your referral. We have received it and will be in touch.",
    subject: { message: "We received your message", appointment: "We received your appointment request", quote: "We received your quote request", referral: "We received your referral" },
    greeting: (n) => `Dear ${n},`,
    yours: "What you sent",
    manage: "Need to cancel or choose another time?",
  },
  fr: {
    message: "Merci de nous avoir écrit. Nous vous répondrons dans les 24 heures.",
    appointment: "Merci. Nous confirmerons votre rendez-vous par courriel dans les 24 heures.",
    quote: "Merci ! Votre demande de devis a été envoyée. Nous vous répondrons dans un délai d’un jour ouvrable.",
    referral: "Merci pour votre recommandation. Nous l'avons bien reçue et reviendrons vers vous.",
    subject: { message: "Nous avons reçu votre message", appointment: "Nous avons reçu votre demande de rendez-vous", quote: "Nous avons reçu votre demande de devis", referral: "Nous avons reçu votre recommandation" },
    greeting: (n) => `Bonjour ${n},`,
    yours: "Ce que vous avez envoyé",
    manage: "Besoin d'annuler ou de choisir un autre moment ?",
  },
  ru: {
    message: "Спасибо за обращение! Мы ответим вам в течение 24 часов.",
    appointment: "Спасибо! Мы подтвердим встречу по электронной почте в течение 24 часов.",
    quote: "Спасибо! Ваш запрос отправлен. Мы ответим в течение одного рабочего дня.",
    referral: "Спасибо за рекомендацию. Мы её получили и свяжемся с вами.",
    subject: { message: "Мы получили ваше сообщение", appointment: "Мы получили ваш запрос на встречу", quote: "Мы получили ваш запрос цены", referral: "Мы получили вашу рекомендацию" },
    greeting: (n) => `Здравствуйте, ${n}!`,
    yours: "Что вы отправили",
    manage: "Нужно отменить встречу или выбрать другое время?",
  },
  ar: {
    message: "شكرًا لتواصلكم معنا. سنردّ عليكم خلال 24 ساعة.",
    appointment: "شكرًا لكم. سنؤكّد موعدكم عبر البريد الإلكتروني خلال 24 ساعة.",
    quote: "شكرًا لكم! تم إرسال طلب عرض السعر، وسنردّ عليكم خلال يوم عمل واحد.",
    referral: "شكرًا لترشيحكم. لقد استلمناه وسنتواصل معكم.",
    subject: { message: "استلمنا رسالتكم", appointment: "استلمنا طلب موعدكم", quote: "استلمنا طلب عرض السعر", referral: "استلمنا ترشيحكم" },
    greeting: (n) => `${n} المحترم/ة،`,
    yours: "ما أرسلتموه",
    manage: "هل تريدون إلغاء الموعد أو اختيار وقت آخر؟",
  },
  fa: {
    message: "از اینکه با ما تماس گرفتید سپاسگزاریم. ظرف ۲۴ ساعت پاسخ می‌دهیم.",
    appointment: "سپاسگزاریم. وقت ملاقات شما را ظرف ۲۴ ساعت از طریق ایمیل تأیید می‌کنیم.",
    quote: "سپاسگزاریم! درخواست استعلام قیمت شما ارسال شد. ظرف یک روز کاری پاسخ می‌دهیم.",
    referral: "از معرفی شما سپاسگزاریم. آن را دریافت کردیم و با شما در تماس خواهیم بود.",
    subject: { message: "پیام شما را دریافت کردیم", appointment: "درخواست وقت ملاقات شما را دریافت کردیم", quote: "درخواست استعلام قیمت شما را دریافت کردیم", referral: "معرفی شما را دریافت کردیم" },
    greeting: (n) => `${n} گرامی،`,
    yours: "آنچه فرستادید",
    manage: "می‌خواهید لغو کنید یا زمان دیگری انتخاب کنید؟",
  },
};

/** The visitor's address and name: the sender, or for a referral the person who referred. */
export function visitorOf(row: SubmissionRow): { to: string | null; name: string } {
  return row.kind === "referral" ? { to: row.referrer_email, name: row.referrer_name ?? "" } : { to: row.email, name: row.name ?? "" };
}

/** One line saying what was sent, in the visitor's language where the site has the words. */
function summary(row: SubmissionRow, language: MailLanguage): string {
  switch (row.kind) {
    case "message":
      return row.subject ?? "";
    case "appointment":
      return row.appointment_starts_at ? `${serviceName(language, row.service)} — ${appointmentWhen(language, row.appointment_starts_at)}` : "";
    case "quote":
      return formatList([row.selected_package, row.business_name].filter((part): part is string => Boolean(part)), language, "unit");
    case "referral":
      return row.referee_name ?? "";
  }
}

/**
 * The visitor's acknowledgement. An appointment request's carries the link to the manage page
 * (`manageUrl`, with a token of its own) to cancel or move it.
 */
export function acknowledgementEmail(row: SubmissionRow, signature: Signature, options: { manageUrl?: string } = {}): { subject: string; html: string; text: string } {
  const language = languageOf(row.language);
  const s = ACKNOWLEDGEMENTS[language];
  const what = summary(row, language).trim();
  const name = visitorOf(row).name.trim();
  const html = mailDocument(
    language,
    s.subject[row.kind],
    `<p>${escapeHtml(s.greeting(name))}</p>
<p>${escapeHtml(s[row.kind])}</p>
${what ? `<p style="color:#555">${escapeHtml(s.yours)}: ${escapeHtml(what)}</p>` : ""}
${options.manageUrl ? `<p>${escapeHtml(s.manage)} <a href="${escapeHtml(options.manageUrl)}">${escapeHtml(options.manageUrl)}</a></p>` : ""}
${signOffHtml(language, signature)}`,
  );
  const text = [
    s.greeting(name),
    "",
    s[row.kind],
    ...(what ? ["", `${s.yours}: ${what}`] : []),
    ...(options.manageUrl ? ["", `${s.manage} ${options.manageUrl}`] : []),
    "",
    ...signOffLines(language, signature),
  ].join("\n");
  return { subject: s.subject[row.kind], html, text };
}

const KIND_NAMES: Record<SubmissionKind, string> = { message: "message", appointment: "appointment request", quote: "quote request", referral: "referral" };
const FIELD_NAMES: [keyof SubmissionRow, string][] = [
  ["name", "Name"], ["email", "Email"], ["phone", "Phone"], ["subject", "Subject"], ["message", "Message"], ["service", "Service"],
  ["notes", "Notes"], ["selected_package", "Package"],
  ["business_name", "Business"], ["project_details", "Project details"], ["referrer_name", "Referred by"], ["referrer_email", "Referrer's email"],
  ["referee_name", "Referred person"], ["referee_email", "Referred person's email"], ["language", "Language"],
];

export function notificationEmail(row: SubmissionRow, inboxUrl: string): { subject: string; html: string; text: string; replyTo?: string } {
  const who = visitorOf(row);
  const subject = `New ${KIND_NAMES[row.kind]} from ${who.name.trim() || who.to || "a visitor"}${row.subject ? `: ${row.subject}` : ""}`;
  const fields: (readonly [string, string])[] = FIELD_NAMES.filter(([key]) => row[key] !== null && row[key] !== undefined && row[key] !== "").map(
    ([key, label]) => [label, String(row[key])] as const,
  );
  if (row.kind === "appointment" && row.appointment_starts_at) {
    fields.splice(fields.findIndex(([label]) => label === "Service") + 1, 0, ["When", appointmentWhen("en", row.appointment_starts_at)]);
  }
  if (row.kind === "quote" && row.discount_applied > 0) fields.push(["Discount", formatNumber(row.discount_applied / 100, "en", { style: "percent" })]);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1a1a1a">
<p>A visitor sent a ${escapeHtml(KIND_NAMES[row.kind])} from the website.</p>
<table cellpadding="4">${fields.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`).join("")}</table>
<p><a href="${escapeHtml(inboxUrl)}">Open the inbox</a></p>
</body></html>`;
  const text = [`A visitor sent a ${KIND_NAMES[row.kind]} from the website.`, "", ...fields.map(([label, value]) => `${label}: ${value}`), "", `Open the inbox: ${inboxUrl}`].join("\n");
  return { subject, html, text, replyTo: who.to ?? undefined };
}
