/**
 * The e-mails about an appointment (issue 9, issue 28; decisions 0013, 0035, 0036):
 *
 * - to the visitor, in the language they booked in, with an HTML and a text part: confirmed or
 *   declined (sent by appointment-decision), moved, cancelled, and the reminder the day before (sent
 *   through the outbox). Confirmed, moved-while-confirmed and reminder e-mails carry the calendar
 *   entry (REQUEST) and the "Add to Google Calendar / Outlook" links; a cancellation of a confirmed
 *   appointment carries its CANCEL. Every one links to the manage page while the appointment can
 *   still change.
 * - to the firm, in English (the firm's working language): confirmed (PUBLISH, for the firm's own
 *   calendar), moved or cancelled by the visitor, and the reminder.
 *
 * The time is the appointment's moment (appointment_starts_at) on the firm's clock with its zone
 * named, written by the one formatter (src/lib/date-time.ts). Everything typed by the visitor or
 * staff is escaped.
 */
import { FIRM_TIME_ZONE, formatMoment } from "../../../src/lib/date-time.ts";
import { escapeHtml, languageOf, mailDocument, type MailLanguage, type Signature, signOffHtml, signOffLines } from "./mail-common.ts";

export type Decision = "confirmed" | "declined";
export type VisitorAppointmentMail = Decision | "reminder" | "cancellation" | "reschedule";
export type FirmAppointmentMail = "confirmation_notice" | "reminder_notice" | "cancellation_notice" | "reschedule_notice";

interface Strings {
  subject: Record<VisitorAppointmentMail, string>;
  greeting: (name: string) => string;
  body: {
    confirmed: (service: string) => string;
    declined: (service: string) => string;
    reminder: (service: string) => string;
    cancellation: (service: string) => string;
    rescheduleConfirmed: (service: string) => string;
    rescheduleRequested: (service: string) => string;
  };
  when: string;
  calendar: string;
  google: string;
  outlook: string;
  manage: string;
  rebook: string;
  note: string;
  /** The calendar entry's title: "Appointment with <firm>: <service>". */
  summary: (firm: string, service: string) => string;
}

const STRINGS: Record<MailLanguage, Strings> = {
  en: {
    subject: {
      confirmed: "Your appointment is confirmed",
      declined: "Your appointment request could not be accepted",
      reminder: "Reminder: your appointment is coming up",
      cancellation: "Your appointment is cancelled",
      reschedule: "Your appointment has moved",
    },
    greeting: (n) => `Dear ${n},`,
    body: {
      confirmed: (service) => `Your appointment about ${service} is confirmed. We look forward to speaking with you.`,
      declined: (service) => `We are sorry: we cannot meet about ${service} at the time you asked for. The time is free again for booking.`,
      reminder: (service) => `This is a reminder of your appointment with us about ${service}.`,
      cancellation: (service) => `As you asked, your appointment about ${service} is cancelled. The time is free again.`,
      rescheduleConfirmed: (service) => `Your appointment about ${service} has moved to the new time below. It stays confirmed.`,
      rescheduleRequested: (service) => `Your appointment request about ${service} has moved to the new time below. We will confirm it by email within 24 hours.`,
    },
    when: "When",
    calendar: "The attached calendar entry adds it to your calendar, or add it here:",
    google: "Add to Google Calendar",
    outlook: "Add to Outlook",
    manage: "Cannot make it? Cancel or choose another time:",
    rebook: "To book another time:",
    note: "A note from our team",
    summary: (firm, service) => [firm ? `Appointment with ${firm}` : "Appointment", service].filter(Boolean).join(": "),
  },
  fr: {
    subject: {
      confirmed: "Votre rendez-vous est confirmé",
      declined: "Votre demande de rendez-vous n'a pas pu être acceptée",
      reminder: "Rappel : votre rendez-vous approche",
      cancellation: "Votre rendez-vous est annulé",
      reschedule: "Votre rendez-vous a été déplacé",
    },
    greeting: (n) => `Bonjour ${n},`,
    body: {
      confirmed: (service) => `Votre rendez-vous au sujet de ${service} est confirmé. Au plaisir d'échanger avec vous.`,
      declined: (service) => `Nous sommes désolés : nous ne pouvons pas vous rencontrer au sujet de ${service} au moment demandé. Ce créneau est de nouveau libre.`,
      reminder: (service) => `Nous vous rappelons votre rendez-vous avec nous au sujet de ${service}.`,
      cancellation: (service) => `Comme vous l'avez demandé, votre rendez-vous au sujet de ${service} est annulé. Ce créneau est de nouveau libre.`,
      rescheduleConfirmed: (service) => `Votre rendez-vous au sujet de ${service} a été déplacé au moment ci-dessous. Il reste confirmé.`,
      rescheduleRequested: (service) => `Votre demande de rendez-vous au sujet de ${service} a été déplacée au moment ci-dessous. Nous la confirmerons par courriel dans les 24 heures.`,
    },
    when: "Quand",
    calendar: "L'entrée de calendrier jointe l'ajoute à votre agenda, ou ajoutez-le ici :",
    google: "Ajouter à Google Agenda",
    outlook: "Ajouter à Outlook",
    manage: "Un empêchement ? Annulez ou choisissez un autre moment :",
    rebook: "Pour réserver un autre moment :",
    note: "Un mot de notre équipe",
    summary: (firm, service) => [firm ? `Rendez-vous avec ${firm}` : "Rendez-vous", service].filter(Boolean).join(" : "),
  },
  ru: {
    subject: {
      confirmed: "Ваша встреча подтверждена",
      declined: "Ваш запрос на встречу не может быть принят",
      reminder: "Напоминание о встрече",
      cancellation: "Ваша встреча отменена",
      reschedule: "Ваша встреча перенесена",
    },
    greeting: (n) => `Здравствуйте, ${n}!`,
    body: {
      confirmed: (service) => `Ваша встреча по теме «${service}» подтверждена. Будем рады поговорить с вами.`,
      declined: (service) => `К сожалению, мы не можем встретиться по теме «${service}» в выбранное время. Это время снова свободно для записи.`,
      reminder: (service) => `Напоминаем о вашей встрече с нами по теме «${service}».`,
      cancellation: (service) => `По вашей просьбе встреча по теме «${service}» отменена. Это время снова свободно.`,
      rescheduleConfirmed: (service) => `Ваша встреча по теме «${service}» перенесена на указанное ниже время. Она остаётся подтверждённой.`,
      rescheduleRequested: (service) => `Ваш запрос на встречу по теме «${service}» перенесён на указанное ниже время. Мы подтвердим его по электронной почте в течение 24 часов.`,
    },
    when: "Когда",
    calendar: "Прилагаемое событие добавит встречу в ваш календарь, или добавьте её здесь:",
    google: "Добавить в Google Календарь",
    outlook: "Добавить в Outlook",
    manage: "Не получается прийти? Отмените встречу или выберите другое время:",
    rebook: "Чтобы записаться на другое время:",
    note: "Сообщение от нашей команды",
    summary: (firm, service) => [firm ? `Встреча с ${firm}` : "Встреча", service].filter(Boolean).join(": "),
  },
  ar: {
    subject: {
      confirmed: "تم تأكيد موعدكم",
      declined: "تعذّر قبول طلب موعدكم",
      reminder: "تذكير: موعدكم يقترب",
      cancellation: "تم إلغاء موعدكم",
      reschedule: "تم تغيير موعدكم",
    },
    greeting: (n) => `${n} المحترم/ة،`,
    body: {
      confirmed: (service) => `تم تأكيد موعدكم بخصوص ${service}. نتطلع إلى التحدث معكم.`,
      declined: (service) => `نعتذر، لا يمكننا الاجتماع بخصوص ${service} في الوقت الذي طلبتموه. أصبح هذا الموعد متاحًا للحجز من جديد.`,
      reminder: (service) => `نذكّركم بموعدكم معنا بخصوص ${service}.`,
      cancellation: (service) => `بناءً على طلبكم، تم إلغاء موعدكم بخصوص ${service}. أصبح هذا الوقت متاحًا من جديد.`,
      rescheduleConfirmed: (service) => `تم نقل موعدكم بخصوص ${service} إلى الوقت الجديد أدناه، ويبقى مؤكَّدًا.`,
      rescheduleRequested: (service) => `تم نقل طلب موعدكم بخصوص ${service} إلى الوقت الجديد أدناه. سنؤكّده عبر البريد الإلكتروني خلال 24 ساعة.`,
    },
    when: "الموعد",
    calendar: "يضيف ملف التقويم المرفق الموعد إلى تقويمكم، أو أضيفوه من هنا:",
    google: "إضافة إلى تقويم Google",
    outlook: "إضافة إلى Outlook",
    manage: "لا يمكنكم الحضور؟ ألغوا الموعد أو اختاروا وقتًا آخر:",
    rebook: "لحجز وقت آخر:",
    note: "ملاحظة من فريقنا",
    summary: (firm, service) => [firm ? `موعد مع ${firm}` : "موعد", service].filter(Boolean).join(": "),
  },
  fa: {
    subject: {
      confirmed: "وقت ملاقات شما تأیید شد",
      declined: "درخواست وقت ملاقات شما پذیرفته نشد",
      reminder: "یادآوری: وقت ملاقات شما نزدیک است",
      cancellation: "وقت ملاقات شما لغو شد",
      reschedule: "وقت ملاقات شما جابه‌جا شد",
    },
    greeting: (n) => `${n} گرامی،`,
    body: {
      confirmed: (service) => `وقت ملاقات شما دربارهٔ ${service} تأیید شد. مشتاق گفت‌وگو با شما هستیم.`,
      declined: (service) => `متأسفیم، نمی‌توانیم دربارهٔ ${service} در زمانی که خواسته بودید ملاقات کنیم. این زمان دوباره برای رزرو آزاد است.`,
      reminder: (service) => `وقت ملاقات شما با ما دربارهٔ ${service} را یادآوری می‌کنیم.`,
      cancellation: (service) => `بنا به درخواست شما، وقت ملاقات دربارهٔ ${service} لغو شد. این زمان دوباره آزاد است.`,
      rescheduleConfirmed: (service) => `وقت ملاقات شما دربارهٔ ${service} به زمان تازهٔ زیر منتقل شد و همچنان تأییدشده است.`,
      rescheduleRequested: (service) => `درخواست وقت ملاقات شما دربارهٔ ${service} به زمان تازهٔ زیر منتقل شد. ظرف ۲۴ ساعت آن را از طریق ایمیل تأیید می‌کنیم.`,
    },
    when: "زمان",
    calendar: "فایل تقویم پیوست آن را به تقویم شما می‌افزاید، یا از اینجا اضافه کنید:",
    google: "افزودن به تقویم Google",
    outlook: "افزودن به Outlook",
    manage: "نمی‌توانید بیایید؟ لغو کنید یا زمان دیگری انتخاب کنید:",
    rebook: "برای رزرو زمانی دیگر:",
    note: "یادداشتی از تیم ما",
    summary: (firm, service) => [firm ? `ملاقات با ${firm}` : "ملاقات", service].filter(Boolean).join(": "),
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

/** The appointment's moment as the visitor's language writes it, on the firm's clock with the zone named. */
export function appointmentWhen(language: MailLanguage, startsAt: string): string {
  return formatMoment(startsAt, language, "full");
}

/** The service as a sentence of `language` names it. */
export function serviceName(language: MailLanguage, service: string | null | undefined): string {
  return SERVICE_NAMES[language][service ?? ""] ?? service ?? "";
}

/** The calendar entry's title in `language`: "Appointment with <firm>: <service>" (no service for "Other"). */
export function appointmentSummary(language: MailLanguage, service: string | null | undefined, firm: string): string {
  return STRINGS[language].summary(firm.trim(), service && service !== "Other" ? serviceName(language, service) : "");
}

export interface AppointmentEmailInput {
  language: string;
  mail: VisitorAppointmentMail;
  name: string;
  service: string;
  /** appointment_starts_at (timestamptz). */
  startsAt: string;
  /** Confirmed appointments (a move keeps the state). */
  confirmed?: boolean;
  /** Optional words from staff, shown under the decision. */
  note?: string | null;
  /** The public contact page in the visitor's language (to book another time). */
  contactUrl: string;
  /** The manage page with this e-mail's token, while the appointment can still change. */
  manageUrl?: string;
  /** "Add to Google Calendar / Outlook" links (with the attached entry). */
  calendarLinks?: { google: string; outlook: string };
  signature: Signature;
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

/** A visitor's e-mail about their appointment: subject, HTML and text in their language. */
export function appointmentEmail(input: AppointmentEmailInput): { subject: string; html: string; text: string } {
  const language = languageOf(input.language);
  const s = STRINGS[language];
  const service = serviceName(language, input.service);
  const subject = s.subject[input.mail];
  const sentence =
    input.mail === "reschedule"
      ? (input.confirmed ? s.body.rescheduleConfirmed : s.body.rescheduleRequested)(service)
      : s.body[input.mail](service);
  const when = `${s.when}: ${appointmentWhen(language, input.startsAt)}`;
  const note = input.note?.trim();
  const rebook = input.mail === "declined" || input.mail === "cancellation";
  const html = mailDocument(
    language,
    subject,
    [
      paragraph(s.greeting(input.name.trim())),
      paragraph(sentence),
      `<p><strong>${escapeHtml(when)}</strong></p>`,
      note
        ? `<p style="color:#555">${escapeHtml(s.note)}:</p><blockquote style="margin-inline-start:0;padding-inline-start:1em;border-inline-start:3px solid #ccc">${escapeHtml(note).replace(/\n/g, "<br>")}</blockquote>`
        : "",
      input.calendarLinks ? `<p>${escapeHtml(s.calendar)}<br>${link(input.calendarLinks.google, s.google)} · ${link(input.calendarLinks.outlook, s.outlook)}</p>` : "",
      input.manageUrl ? `<p>${escapeHtml(s.manage)} ${link(input.manageUrl, input.manageUrl)}</p>` : "",
      rebook ? `<p>${escapeHtml(s.rebook)} ${link(input.contactUrl, input.contactUrl)}</p>` : "",
      signOffHtml(language, input.signature),
    ]
      .filter(Boolean)
      .join("\n"),
  );
  const text = [
    s.greeting(input.name.trim()),
    "",
    sentence,
    "",
    when,
    ...(note ? ["", `${s.note}:`, note] : []),
    ...(input.calendarLinks ? ["", s.calendar, `${s.google}: ${input.calendarLinks.google}`, `${s.outlook}: ${input.calendarLinks.outlook}`] : []),
    ...(input.manageUrl ? ["", `${s.manage} ${input.manageUrl}`] : []),
    ...(rebook ? ["", `${s.rebook} ${input.contactUrl}`] : []),
    "",
    ...signOffLines(language, input.signature),
  ].join("\n");
  return { subject, html, text };
}

const FIRM_SUBJECT: Record<FirmAppointmentMail, (who: string, when: string) => string> = {
  confirmation_notice: (who, when) => `Appointment confirmed: ${who}, ${when}`,
  reminder_notice: (who, when) => `Reminder: appointment with ${who}, ${when}`,
  cancellation_notice: (who, when) => `Cancelled by the visitor: appointment with ${who}, ${when}`,
  reschedule_notice: (who, when) => `Moved by the visitor: appointment with ${who}, now ${when}`,
};

const FIRM_SENTENCE: Record<FirmAppointmentMail, string> = {
  confirmation_notice: "This appointment is confirmed; the visitor has been sent the calendar entry. The attached entry is for your calendar.",
  reminder_notice: "This confirmed appointment starts within 24 hours.",
  cancellation_notice: "The visitor cancelled this appointment from the link in their e-mail. The slot is free again.",
  reschedule_notice: "The visitor moved this appointment from the link in their e-mail; the old slot is free again. The audit log shows the previous time.",
};

/** The firm's notice about an appointment (English), with the inbox link. */
export function firmAppointmentEmail(input: {
  mail: FirmAppointmentMail;
  name: string;
  email: string | null;
  phone: string | null;
  service: string;
  startsAt: string;
  language: string;
  inboxUrl: string;
}): { subject: string; html: string; text: string; replyTo?: string } {
  const when = formatMoment(input.startsAt, "en", "full");
  const who = input.name.trim() || input.email || "a visitor";
  const subject = FIRM_SUBJECT[input.mail](who, when);
  const rows: [string, string][] = [
    ["When", `${when} (${FIRM_TIME_ZONE})`],
    ["Service", input.service],
    ["Name", input.name],
    ...(input.email ? ([["Email", input.email]] as [string, string][]) : []),
    ...(input.phone ? ([["Phone", input.phone]] as [string, string][]) : []),
    ["Language", input.language],
  ];
  const html = mailDocument(
    "en",
    subject,
    `${paragraph(FIRM_SENTENCE[input.mail])}
<table cellpadding="4">${rows.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join("")}</table>
<p>${link(input.inboxUrl, "Open the inbox")}</p>`,
  );
  const text = [FIRM_SENTENCE[input.mail], "", ...rows.map(([label, value]) => `${label}: ${value}`), "", `Open the inbox: ${input.inboxUrl}`].join("\n");
  return { subject, html, text, replyTo: input.email ?? undefined };
}
