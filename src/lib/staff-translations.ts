/**
 * Texts staff write in the portal, in five languages (issue 25, decision 0033): the English is
 * required and stored where it always was; French, Russian, Arabic and Persian are optional and
 * stored beside it. Shared by the portal's forms (which fill missing languages with machine drafts
 * through the translate function) and the public pages (which pick the page's language).
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { type Language, languages } from "~/lib/i18n/paths";

/** The languages a staff text may be translated into (English is the source). */
export const otherLanguages = languages.filter((l): l is Exclude<Language, "en"> => l !== "en");
export type OtherLanguage = (typeof otherLanguages)[number];

/** Per language, per field, the text (multi-line fields hold one line per item). */
export type Drafts<F extends string> = Partial<Record<OtherLanguage, Partial<Record<F, string>>>>;

export interface TranslateAnswer {
  translations: string[];
  translated: boolean;
}
export type TranslateTexts = (to: OtherLanguage, texts: string[]) => Promise<TranslateAnswer>;

export interface FillResult<F extends string> {
  drafts: Drafts<F>;
  /** "ar.description": the fields just filled by machine, to mark until a person saves. */
  machine: string[];
  /** Languages that had texts to fill and were not translated (service off, refused, failed). */
  failed: OtherLanguage[];
  /** Why the last failure happened, when the service said (e.g. a limit). */
  reason?: string;
  /** The translate function refused for a limit (429): try again later. */
  limited: boolean;
}

/** The translate function's refusal (status 401, 403, 429…) with its message. */
export class TranslateRefused extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

const lines = (text: string) => text.split("\n").map((line) => line.trim()).filter(Boolean);

/**
 * Fills, for every language, the fields that are empty there and not in English, with the
 * translate function's drafts, one call per language. Fields already written are kept as they are;
 * a language the service does not translate stays empty and is listed in `failed`.
 */
export async function fillMissingLanguages<F extends string>(english: Record<F, string>, current: Drafts<F>, translate: TranslateTexts): Promise<FillResult<F>> {
  const drafts: Drafts<F> = Object.fromEntries(otherLanguages.map((l) => [l, { ...current[l] }]));
  const machine: string[] = [];
  const failed: OtherLanguage[] = [];
  let reason: string | undefined;
  let limited = false;
  const fields = (Object.keys(english) as F[]).filter((f) => english[f].trim());
  for (const language of otherLanguages) {
    const missing = fields.filter((f) => !(current[language]?.[f] ?? "").trim());
    if (missing.length === 0) continue;
    const texts = missing.flatMap((f) => lines(english[f]));
    try {
      const answer = await translate(language, texts);
      if (!answer.translated || answer.translations.length !== texts.length) {
        failed.push(language);
        continue;
      }
      let next = 0;
      for (const f of missing) {
        // Each non-blank line is replaced by its translation; blank lines (a Markdown body's
        // paragraph breaks) stay where they were.
        const source = english[f].trim().split("\n");
        drafts[language]![f] = source.map((line) => (line.trim() ? answer.translations[next++] : "")).join("\n");
        machine.push(`${language}.${f}`);
      }
    } catch (error) {
      failed.push(language);
      reason = (error as Error).message;
      if (error instanceof TranslateRefused && error.status === 429) limited = true;
    }
  }
  return { drafts, machine, failed, reason, limited };
}

/** The translate function for staff texts, with the signed-in caller's session. */
export function staffTranslator(supabase: SupabaseClient): TranslateTexts {
  return async (to, texts) => {
    const { data, error } = await supabase.functions.invoke<TranslateAnswer>("translate", { body: { to, texts, source: "staff" } });
    if (error) {
      const response = (error as { context?: Response }).context;
      const body = response && typeof response.json === "function" ? ((await response.json().catch(() => ({}))) as { error?: string }) : {};
      throw new TranslateRefused(body.error ?? error.message, response?.status ?? 0);
    }
    return data ?? { translations: texts, translated: false };
  };
}

/** The stored translations, without blank ones: what the database accepts. */
export function storedTexts(drafts: Drafts<string>, field: string): Partial<Record<OtherLanguage, string>> {
  return Object.fromEntries(otherLanguages.flatMap((l) => (drafts[l]?.[field]?.trim() ? [[l, drafts[l]![field]!.trim()]] : [])));
}

/**
 * A staff text in the page's language: the stored translation, or the text in its own language
 * (`source`, English unless the row says otherwise), marked so (`fallback`).
 */
export function pickText(
  language: string,
  original: string,
  translations: Partial<Record<string, string>> | null | undefined,
  source = "en",
): { text: string; lang: string; fallback: boolean } {
  const found = language !== source ? translations?.[language]?.trim() : undefined;
  return found ? { text: found, lang: language, fallback: false } : { text: original, lang: source, fallback: language !== source };
}

/** Stored translations of several texts per language (`{"ar": {"title": "…"}}`, resources and posts). */
export type TextTranslations<F extends string> = Partial<Record<string, Partial<Record<F, string>>>>;

/** The form's drafts from stored translations: every language, every field, "" when missing. */
export function textDrafts<F extends string>(stored: TextTranslations<F> | null | undefined, fields: readonly F[]): Drafts<F> {
  return Object.fromEntries(otherLanguages.map((l) => [l, Object.fromEntries(fields.map((f) => [f, stored?.[l]?.[f] ?? ""]))]));
}

/** What the database stores from the drafts: blank texts and empty languages left out (`except`: the row's own language). */
export function storedTranslations<F extends string>(drafts: Drafts<F>, fields: readonly F[], except?: string): TextTranslations<F> {
  const stored: TextTranslations<F> = {};
  for (const language of otherLanguages) {
    if (language === except) continue;
    const texts = Object.fromEntries(fields.flatMap((f) => (drafts[language]?.[f]?.trim() ? [[f, drafts[language]![f]!.trim()]] : []))) as Partial<Record<F, string>>;
    if (Object.keys(texts).length) stored[language] = texts;
  }
  return stored;
}
