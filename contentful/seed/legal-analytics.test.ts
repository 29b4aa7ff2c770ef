/**
 * The privacy policy says, in each of the five languages, what the site's analytics collect and what
 * they do not (issue 27; decision 0039): a section of its own, with the facts the database enforces.
 */
import { describe, expect, it } from "vitest";
import { loadSeed } from "../index.ts";

interface Node {
  nodeType: string;
  value?: string;
  content?: Node[];
}

const text = (node: Node): string => (node.value ?? "") + (node.content ?? []).map(text).join(node.nodeType === "document" ? "\n" : "");
const privacy = loadSeed().entries.find((e) => e.sys.id === "legal-privacy")!;

const HEADINGS: Record<string, string> = {
  "en-US": "Website analytics without cookies",
  fr: "Mesure d’audience sans témoins (cookies)",
  ru: "Веб-аналитика без файлов cookie",
  ar: "تحليلات الموقع دون ملفات تعريف الارتباط",
  fa: "تحلیل بازدید وب‌سایت بدون کوکی",
};

/** The facts each version must state, as the language writes them. */
const FACTS: Record<string, string[]> = {
  "en-US": ["no cookies", "IP address and user-agent string are not stored", "Do Not Track", "Global Privacy Control", "90 days", "13 months", "utm_source", "country"],
  // French text is set with typographic apostrophes (’) when the seed is loaded.
  fr: ["ni témoins", "adresse IP et la chaîne d’identification de votre navigateur ne sont pas conservées", "Do Not Track", "Global Privacy Control", "90 jours", "13 mois", "utm_source", "pays"],
  ru: ["не использует ни файлы cookie", "IP-адрес и строка user-agent не сохраняются", "Do Not Track", "Global Privacy Control", "90 дней", "13 месяцев", "utm_source", "страну"],
  ar: ["لا تستخدم ملفات تعريف الارتباط", "لا نخزّن عنوان IP", "Do Not Track", "Global Privacy Control", "90 يومًا", "13 شهرًا", "utm_source", "البلد"],
  fa: ["نه از کوکی استفاده می‌کند", "نشانی IP و رشتهٔ شناسهٔ مرورگر شما ذخیره نمی‌شوند", "Do Not Track", "Global Privacy Control", "۹۰ روز", "۱۳ ماه", "utm_source", "کشور"],
};

describe("the privacy policy on the site's analytics", () => {
  for (const [locale, heading] of Object.entries(HEADINGS)) {
    it(`states what is collected and what is not, in ${locale}`, () => {
      const body = (privacy.fields.body as Record<string, unknown> | undefined)?.[locale] as Node | undefined;
      expect(body).toBeTruthy();
      const headings = body!.content!.filter((n) => n.nodeType.startsWith("heading-")).map(text);
      expect(headings).toContain(heading);
      // The section follows what is collected and comes before why it is used (the third section).
      expect(headings.indexOf(heading)).toBe(2);
      const all = text(body!);
      for (const fact of FACTS[locale]!) expect(all, fact).toContain(fact);
    });
  }
});
