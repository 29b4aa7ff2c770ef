import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatMoment } from "../../../src/lib/date-time.ts";
import { APPOINTMENT_SERVICES } from "../../../src/lib/submissions/kinds.ts";
import { appointmentEmail, appointmentWhen, firmAppointmentEmail, SERVICE_NAMES, type VisitorAppointmentMail } from "./appointment-email.ts";
import { chatReplyEmail, chatTranscriptEmail } from "./chat-email.ts";
import { MAIL_LANGUAGES, type MailLanguage, type Signature } from "./mail-common.ts";
import { replyEmail } from "./reply-email.ts";
import { acknowledgementEmail, notificationEmail, type SubmissionRow } from "./submission-emails.ts";

const FIRM: Signature = { firmName: "Northbridge Consulting Group" };
/** Wednesday 16 December 2026, 9:00 in Toronto (EST). */
const STARTS = "2026-12-16T14:00:00.000Z";
const SIGN_OFF: Record<MailLanguage, [string, string]> = {
  en: ["Kind regards,", "The Northbridge Consulting Group team"],
  fr: ["Cordialement,", "L’équipe Northbridge Consulting Group"],
  ru: ["С уважением,", "Команда Northbridge Consulting Group"],
  ar: ["مع أطيب التحيات،", "فريق Northbridge Consulting Group"],
  fa: ["با احترام،", "تیم Northbridge Consulting Group"],
};
const lastLines = (text: string) => text.split("\n").slice(-2);

function row(language: MailLanguage, fields: Partial<SubmissionRow> = {}): SubmissionRow {
  return {
    id: "0b5c4a1e-7d2f-4c3b-9a8e-1f2e3d4c5b6a", kind: "appointment", language, name: "Layla Haddad", email: "layla@example.com", phone: null,
    subject: null, message: null, service: "Project Management", appointment_date: "2026-12-16", appointment_time: "09:00 AM",
    appointment_starts_at: STARTS, appointment_ends_at: "2026-12-16T15:00:00.000Z", notes: null, selected_package: null, discount_applied: 0,
    business_name: null, project_details: null, referrer_name: null, referrer_email: null, referee_name: null, referee_email: null,
    created_at: "2026-11-27T15:00:00.000Z", ...fields,
  };
}

const VISITOR_MAILS: VisitorAppointmentMail[] = ["confirmed", "declined", "reminder", "cancellation", "reschedule"];

/** Every e-mail a visitor can get, rendered in `language`. */
function everyVisitorEmail(language: MailLanguage) {
  const appointment = (mail: VisitorAppointmentMail) =>
    appointmentEmail({
      language, mail, name: "Layla Haddad", service: "Project Management", startsAt: STARTS, confirmed: mail !== "declined",
      contactUrl: "https://firm.example/contact", manageUrl: "https://firm.example/appointment#t", signature: FIRM,
      calendarLinks: { google: "https://calendar.google.com/x", outlook: "https://outlook.office.com/x" },
    });
  return {
    ...Object.fromEntries(VISITOR_MAILS.map((mail) => [mail, appointment(mail)])),
    acknowledgement: acknowledgementEmail(row(language), FIRM, { manageUrl: "https://firm.example/appointment#t" }),
    quote: acknowledgementEmail(row(language, { kind: "quote", selected_package: "starter", business_name: "Walk Bakery Inc." }), FIRM),
    reply: replyEmail({ language, name: "Layla Haddad", subject: "Question", original: "Hello", response: "Thank you", signature: FIRM }),
    chatReply: chatReplyEmail({ language, name: "Layla Haddad", reply: "Yes", link: "https://firm.example/?chat=open", signature: FIRM }),
    transcript: chatTranscriptEmail({ language, name: "Layla Haddad", signature: FIRM, lines: [{ sender: "user", content: "Hi", at: STARTS }] }),
  } as Record<string, { subject: string; html: string; text: string }>;
}

describe("the e-mails in all five languages (issue 30, items 2 and 3)", () => {
  for (const language of MAIL_LANGUAGES) {
    it(`${language}: signs off in the language, with the firm's name as the brand writes it`, () => {
      for (const [name, mail] of Object.entries(everyVisitorEmail(language))) {
        expect(lastLines(mail.text), `${language} ${name}`).toEqual(SIGN_OFF[language]);
        expect(mail.html, `${language} ${name}`).toContain("<bdi>Northbridge Consulting Group</bdi>");
        expect(mail.html, `${language} ${name}`).toContain(`<html lang="${language}" dir="${language === "ar" || language === "fa" ? "rtl" : "ltr"}">`);
        expect(mail.text + mail.html, `${language} ${name}`).not.toContain("Consulting Firm");
      }
    });

    it(`${language}: writes the appointment's time with Intl in the language, the firm's zone named`, () => {
      const when = formatMoment(STARTS, language, "full");
      for (const mail of VISITOR_MAILS) expect(everyVisitorEmail(language)[mail]!.text, `${language} ${mail}`).toContain(when);
      expect(everyVisitorEmail(language).acknowledgement!.text).toContain(when);
      expect(everyVisitorEmail(language).transcript!.text).toContain(formatMoment(STARTS, language, "medium"));
    });
  }

  it("puts no Latin comma in an Arabic or Persian e-mail (the bug: '…في الأربعاء، 16 ديسمبر 2026, 9:00 ص')", () => {
    for (const language of ["ar", "fa"] as const) {
      for (const [name, mail] of Object.entries(everyVisitorEmail(language))) {
        expect(mail.text, `${language} ${name}`).not.toContain(",");
        expect(mail.subject, `${language} ${name}`).not.toContain(",");
      }
    }
    expect(everyVisitorEmail("ar").confirmed!.text).toContain("الموعد: الأربعاء، 16 ديسمبر 2026 في 9:00 ص توقيت تورونتو");
    expect(everyVisitorEmail("fa").confirmed!.text).toContain("زمان: چهارشنبه ۱۶ دسامبر ۲۰۲۶ ساعت ۹:۰۰ وقت تورنتو");
  });

  it("joins a list as the language does (the quote's package and business)", () => {
    expect(everyVisitorEmail("en").quote!.text).toContain("starter, Walk Bakery Inc.");
    expect(everyVisitorEmail("ar").quote!.text).toContain("starter وWalk Bakery Inc.");
  });

  it("signs with MAIL_SIGNATURE word for word when it is set", () => {
    const mail = appointmentEmail({ language: "ar", mail: "confirmed", name: "L", service: "Other", startsAt: STARTS, contactUrl: "https://x", signature: { firmName: "Northbridge Consulting Group", override: "Ann Lee" } });
    expect(lastLines(mail.text)).toEqual(["مع أطيب التحيات،", "Ann Lee"]);
  });

  it("signs as the team in the reader's language when the firm's name is unknown", () => {
    const mail = replyEmail({ language: "fr", name: "L", response: "Merci", signature: { firmName: "" } });
    expect(lastLines(mail.text)).toEqual(["Cordialement,", "Notre équipe"]);
  });
});

describe("appointment e-mails", () => {
  it("names each service as the public form does in that language", () => {
    for (const language of MAIL_LANGUAGES) {
      const form = JSON.parse(readFileSync(new URL(`../../../src/locales/${language}/contact.json`, import.meta.url), "utf8")).services as Record<string, string>;
      for (const service of APPOINTMENT_SERVICES.filter((s) => s !== "Other")) {
        expect(SERVICE_NAMES[language][service], `${language}: ${service}`).toBe(form[service]);
      }
      expect(Object.keys(SERVICE_NAMES[language]).sort()).toEqual([...APPOINTMENT_SERVICES].sort());
    }
  });

  it("writes the moment on the firm's clock, whatever the server's time zone, on both sides of DST", () => {
    expect(appointmentWhen("en", "2026-12-01T19:00:00Z")).toBe("Tuesday, December 1, 2026 at 2:00 p.m. ET");
    expect(appointmentWhen("en", "2026-07-01T13:00:00Z")).toBe("Wednesday, July 1, 2026 at 9:00 a.m. ET");
    expect(appointmentWhen("fr", "2026-12-01T21:00:00Z")).toBe("mardi 1 décembre 2026 à 16 h 00 HE");
  });

  it("invites a declined or cancelled visitor to book again, offers the manage link and calendar links when given", () => {
    const base = { language: "en", name: "Ann", service: "Other", startsAt: STARTS, contactUrl: "https://x.example/contact", signature: FIRM };
    expect(appointmentEmail({ ...base, mail: "declined" }).text).toContain("To book another time: https://x.example/contact");
    expect(appointmentEmail({ ...base, mail: "cancellation" }).text).toContain("To book another time: https://x.example/contact");
    const confirmed = appointmentEmail({ ...base, mail: "confirmed", manageUrl: "https://x.example/appointment#tok", calendarLinks: { google: "https://g", outlook: "https://o" } });
    expect(confirmed.text).not.toContain("https://x.example/contact");
    expect(confirmed.text).toContain("Cannot make it? Cancel or choose another time: https://x.example/appointment#tok");
    expect(confirmed.text).toContain("Add to Google Calendar: https://g\nAdd to Outlook: https://o");
    expect(confirmed.html).toContain('<a href="https://g">Add to Google Calendar</a>');
    expect(appointmentEmail({ ...base, mail: "reschedule", confirmed: false }).text).toContain("We will confirm it by email within 24 hours.");
    expect(appointmentEmail({ ...base, mail: "reschedule", confirmed: true }).text).toContain("It stays confirmed.");
  });

  it("escapes what the visitor and staff typed", () => {
    const mail = appointmentEmail({ language: "en", mail: "declined", name: "<b>Ann</b>", service: "Other", startsAt: STARTS, note: "<script>x</script>", contactUrl: "https://x", signature: FIRM });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;b&gt;Ann&lt;/b&gt;");
  });

  it("tells the firm in English, with the time named and the inbox link", () => {
    const notice = firmAppointmentEmail({ mail: "cancellation_notice", name: "Layla", email: "l@example.com", phone: null, service: "Other", startsAt: STARTS, language: "ar", inboxUrl: "https://x/admin/contacts/appointments" });
    expect(notice.subject).toBe("Cancelled by the visitor: appointment with Layla, Wednesday, December 16, 2026 at 9:00 a.m. ET");
    expect(notice.text).toContain("Open the inbox: https://x/admin/contacts/appointments");
    expect(notice.replyTo).toBe("l@example.com");
    const notification = notificationEmail(row("ar", { kind: "quote", discount_applied: 15, service: null, appointment_starts_at: null }), "https://x/admin/contacts");
    expect(notification.text).toContain("Discount: 15%");
  });
});
