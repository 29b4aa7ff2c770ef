/**
 * What every e-mail of the functions shares: the five languages and their direction, HTML escaping,
 * and the sign-off — "Kind regards," and the firm's team in the recipient's language, with the firm's
 * name as the brand writes it (from the site settings in Contentful, ./firm.ts), or MAIL_SIGNATURE
 * word for word when it is set. Dates, times, numbers and lists are written by src/lib/date-time.ts
 * (decision 0035).
 */
export const MAIL_LANGUAGES = ["en", "fr", "ru", "ar", "fa"] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

export const languageOf = (value: string | null | undefined): MailLanguage =>
  (MAIL_LANGUAGES as readonly string[]).includes(value ?? "") ? (value as MailLanguage) : "en";

export const directionOf = (language: MailLanguage): "rtl" | "ltr" => (language === "ar" || language === "fa" ? "rtl" : "ltr");

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** Who signs an e-mail: the firm's name in the recipient's language, or MAIL_SIGNATURE's exact words. */
export interface Signature {
  firmName: string;
  /** MAIL_SIGNATURE, when set: signs as written, in every language. */
  override?: string;
}

const SIGN_OFF: Record<MailLanguage, { regards: string; team: (firm: string) => string; fallback: string }> = {
  en: { regards: "Kind regards,", team: (firm) => `The ${firm} team`, fallback: "Our team" },
  fr: { regards: "Cordialement,", team: (firm) => `L’équipe ${firm}`, fallback: "Notre équipe" },
  ru: { regards: "С уважением,", team: (firm) => `Команда ${firm}`, fallback: "Наша команда" },
  ar: { regards: "مع أطيب التحيات،", team: (firm) => `فريق ${firm}`, fallback: "فريقنا" },
  fa: { regards: "با احترام،", team: (firm) => `تیم ${firm}`, fallback: "تیم ما" },
};

/** The closing lines: ["Kind regards,", "The Northbridge Consulting Group team"] in the recipient's language. */
export function signOffLines(language: MailLanguage, signature: Signature): [string, string] {
  const s = SIGN_OFF[language];
  const override = signature.override?.trim();
  const firm = signature.firmName.trim();
  return [s.regards, override || (firm ? s.team(firm) : s.fallback)];
}

/** The sign-off as HTML; the firm's name is isolated (<bdi>) so a Latin name keeps its order in a right-to-left line. */
export function signOffHtml(language: MailLanguage, signature: Signature): string {
  const [regards, team] = signOffLines(language, signature);
  const firm = signature.firmName.trim();
  const override = signature.override?.trim();
  const teamHtml = !override && firm && team.includes(firm)
    ? escapeHtml(team).replace(escapeHtml(firm), `<bdi>${escapeHtml(firm)}</bdi>`)
    : `<bdi>${escapeHtml(team)}</bdi>`;
  return `<p>${escapeHtml(regards)}<br>${teamHtml}</p>`;
}

/** An e-mail's HTML document in the recipient's language and direction. */
export function mailDocument(language: MailLanguage, title: string, body: string): string {
  return `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1a1a1a">
${body}
</body></html>`;
}
