/**
 * The e-mail a visitor receives when staff confirm or decline their appointment, in the language
 * they booked in, with an HTML and a text part. Times are the firm's local time (Toronto) and say
 * so. Everything typed by the visitor or staff is escaped.
 */
import { escapeHtml, MAIL_LANGUAGES, type MailLanguage } from "./reply-email.ts";

export type Decision = "confirmed" | "declined";

interface Strings {
  subject: Record<Decision, string>;
  greeting: (name: string) => string;
  body: Record<Decision, (when: string, service: string) => string>;
  rebook: string;
  note: string;
  signoff: string;
  timeZone: string;
}

const STRINGS: Record<MailLanguage, Strings> = {
  en: {
    subject: { confirmed: "Your appointment is confirmed", declined: "Your appointment request could not be accepted" },
    greeting: (n) => `Dear ${n},`,
    body: {
      confirmed: (when, service) => `Your appointment about ${service} on ${when} is confirmed. We look forward to speaking with you.`,
      declined: (when, service) => `We are sorry: we cannot meet about ${service} on ${when}. The time is free again for booking.`,
    },
    rebook: "Please choose another time:",
    note: "A note from our team",
    signoff: "Kind regards,",
    timeZone: "Toronto time",
  },
  fr: {
    subject: { confirmed: "Votre rendez-vous est confirmé", declined: "Votre demande de rendez-vous n'a pas pu être acceptée" },
    greeting: (n) => `Bonjour ${n},`,
    body: {
      confirmed: (when, service) => `Votre rendez-vous au sujet de ${service} le ${when} est confirmé. Au plaisir d'échanger avec vous.`,
      declined: (when, service) => `Nous sommes désolés : nous ne pouvons pas vous rencontrer au sujet de ${service} le ${when}. Ce créneau est de nouveau libre.`,
    },
    rebook: "Veuillez choisir un autre moment :",
    note: "Un mot de notre équipe",
    signoff: "Cordialement,",
    timeZone: "heure de Toronto",
  },
  ru: {
    subject: { confirmed: "Ваша встреча подтверждена", declined: "Ваш запрос на встречу не может быть принят" },
    greeting: (n) => `Здравствуйте, ${n}!`,
    body: {
      confirmed: (when, service) => `Ваша встреча по теме «${service}» ${when} подтверждена. Будем рады поговорить с вами.`,
      declined: (when, service) => `К сожалению, мы не можем встретиться по теме «${service}» ${when}. Это время снова свободно для записи.`,
    },
    rebook: "Пожалуйста, выберите другое время:",
    note: "Сообщение от нашей команды",
    signoff: "С уважением,",
    timeZone: "по времени Торонто",
  },
  ar: {
    subject: { confirmed: "تم تأكيد موعدكم", declined: "تعذّر قبول طلب موعدكم" },
    greeting: (n) => `${n} المحترم/ة،`,
    body: {
      confirmed: (when, service) => `تم تأكيد موعدكم بخصوص ${service} في ${when}. نتطلع إلى التحدث معكم.`,
      declined: (when, service) => `نعتذر، لا يمكننا الاجتماع بخصوص ${service} في ${when}. أصبح هذا الموعد متاحًا للحجز من جديد.`,
    },
    rebook: "يرجى اختيار موعد آخر:",
    note: "ملاحظة من فريقنا",
    signoff: "مع أطيب التحيات،",
    timeZone: "بتوقيت تورونتو",
  },
  fa: {
    subject: { confirmed: "وقت ملاقات شما تأیید شد", declined: "درخواست وقت ملاقات شما پذیرفته نشد" },
    greeting: (n) => `${n} گرامی،`,
    body: {
      confirmed: (when, service) => `وقت ملاقات شما دربارهٔ ${service} در ${when} تأیید شد. مشتاق گفت‌وگو با شما هستیم.`,
      declined: (when, service) => `متأسفیم، نمی‌توانیم دربارهٔ ${service} در ${when} ملاقات کنیم. این زمان دوباره برای رزرو آزاد است.`,
    },
    rebook: "لطفاً زمان دیگری انتخاب کنید:",
    note: "یادداشتی از تیم ما",
    signoff: "با احترام،",
    timeZone: "به وقت تورنتو",
  },
};

/**
 * The appointment services as the public form names them in each language (src/locales/<lang>/
 * contact.json, kept equal by a unit test); "Other" reads as "your request" inside a sentence.
 */
export const SERVICE_NAMES: Record<MailLanguage, Record<string, string>> = {
  "en": {
    "Monitoring, Evaluation, and Learning (MEL)": "Monitoring, Evaluation, and Learning (MEL)",
    "Sustainability Management": "Sustainability Management",
    "Project Management": "Project Management",
    "Integrated Support Services": "Integrated Support Services",
    "Augmented Support Services": "Augmented Support Services",
    "Other": "your request"
  },
  "fr": {
    "Monitoring, Evaluation, and Learning (MEL)": "Suivi, évaluation et apprentissage (SEA)",
    "Sustainability Management": "Gestion du développement durable",
    "Project Management": "Gestion de projet",
    "Integrated Support Services": "Services de soutien intégré",
    "Augmented Support Services": "Services de soutien renforcé",
    "Other": "votre demande"
  },
  "ru": {
    "Monitoring, Evaluation, and Learning (MEL)": "Мониторинг, оценка и обучение (MEL)",
    "Sustainability Management": "Управление устойчивым развитием",
    "Project Management": "Управление проектами",
    "Integrated Support Services": "Комплексные услуги поддержки",
    "Augmented Support Services": "Расширенные услуги поддержки",
    "Other": "вашему запросу"
  },
  "ar": {
    "Monitoring, Evaluation, and Learning (MEL)": "الرصد والتقييم والتعلّم (MEL)",
    "Sustainability Management": "إدارة الاستدامة",
    "Project Management": "إدارة المشاريع",
    "Integrated Support Services": "خدمات الدعم المتكامل",
    "Augmented Support Services": "خدمات الدعم المعزَّز",
    "Other": "طلبكم"
  },
  "fa": {
    "Monitoring, Evaluation, and Learning (MEL)": "پایش، ارزشیابی و یادگیری (MEL)",
    "Sustainability Management": "مدیریت پایداری",
    "Project Management": "مدیریت پروژه",
    "Integrated Support Services": "خدمات پشتیبانی یکپارچه",
    "Augmented Support Services": "خدمات پشتیبانی تکمیلی",
    "Other": "درخواست شما"
  }
};

export interface AppointmentEmailInput {
  language: string;
  decision: Decision;
  name: string;
  service: string;
  /** YYYY-MM-DD, the firm's calendar day. */
  date: string;
  /** One of the site's slots, "09:00 AM" … "04:00 PM", Toronto time. */
  time: string;
  /** Optional words from staff, shown under the decision. */
  note?: string | null;
  /** The public contact page in the visitor's language (to book another time after a decline). */
  contactUrl: string;
  signature: string;
}

/** "09:00 AM" on 2026-12-01 as the visitor's language writes a date and a time (the clock of Toronto). */
export function appointmentWhen(language: MailLanguage, date: string, time: string): string {
  const [, hh, mm, half] = /^(\d{2}):(\d{2}) (AM|PM)$/.exec(time) ?? [];
  const hour = (Number(hh) % 12) + (half === "PM" ? 12 : 0);
  // A fixed UTC instant that reads as that date and time when formatted in UTC: no time-zone arithmetic.
  const instant = new Date(`${date}T${String(hour).padStart(2, "0")}:${mm ?? "00"}:00Z`);
  const day = new Intl.DateTimeFormat(language, { dateStyle: "full", timeZone: "UTC" }).format(instant);
  const clock = new Intl.DateTimeFormat(language, { timeStyle: "short", timeZone: "UTC" }).format(instant);
  return `${day}, ${clock} (${STRINGS[language].timeZone})`;
}

export function appointmentEmail(input: AppointmentEmailInput): { subject: string; html: string; text: string } {
  const language: MailLanguage = (MAIL_LANGUAGES as readonly string[]).includes(input.language) ? (input.language as MailLanguage) : "en";
  const s = STRINGS[language];
  const dir = language === "ar" || language === "fa" ? "rtl" : "ltr";
  const subject = s.subject[input.decision];
  const service = SERVICE_NAMES[language][input.service] ?? input.service;
  const sentence = s.body[input.decision](appointmentWhen(language, input.date, input.time), service);
  const note = input.note?.trim();
  const html = `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1a1a1a">
<p>${escapeHtml(s.greeting(input.name.trim()))}</p>
<p>${escapeHtml(sentence)}</p>
${note ? `<p style="color:#555">${escapeHtml(s.note)}:</p><blockquote style="margin-inline-start:0;padding-inline-start:1em;border-inline-start:3px solid #ccc">${escapeHtml(note).replace(/\n/g, "<br>")}</blockquote>` : ""}
${input.decision === "declined" ? `<p>${escapeHtml(s.rebook)} <a href="${escapeHtml(input.contactUrl)}">${escapeHtml(input.contactUrl)}</a></p>` : ""}
<p>${escapeHtml(s.signoff)}<br>${escapeHtml(input.signature)}</p>
</body></html>`;
  const text = [
    s.greeting(input.name.trim()),
    "",
    sentence,
    ...(note ? ["", `${s.note}:`, note] : []),
    ...(input.decision === "declined" ? ["", `${s.rebook} ${input.contactUrl}`] : []),
    "",
    s.signoff,
    input.signature,
  ].join("\n");
  return { subject, html, text };
}
