/**
 * Content in the visitor's language, with the translation service as the
 * fallback (spec section 4; issue: "where a field has no translation, the
 * translation service fills it in"). The Delivery API is asked for every
 * locale (`locale=*`), so a field without a value in the wanted locale is
 * visible (Contentful's own fallback would hide it). Each entry is turned back
 * into the single-locale shape the features read; missing texts come from the
 * English value, translated by `translate` (the Supabase edge function), or
 * stay English when that fails.
 */
export type Translate = (texts: string[], language: string) => Promise<string[]>;

const DEFAULT_LOCALE = "en-US";

interface LocalizedObject {
  sys: { type?: string; locale?: string; contentType?: { sys?: { id?: string } } };
  fields: Record<string, Record<string, unknown> | unknown>;
}

function isLocalizable(value: unknown): value is LocalizedObject {
  if (typeof value !== "object" || value === null) return false;
  const { sys, fields } = value as Partial<LocalizedObject>;
  return (sys?.type === "Entry" || sys?.type === "Asset") && typeof fields === "object" && fields !== null;
}

interface Gap {
  fields: Record<string, unknown>;
  key: string;
  /** Index in an array of strings, or -1 for a string field. */
  index: number;
  text: string;
}

/**
 * Rewrites, in place, every entry and asset reachable from `items` from the
 * all-locales shape to `locale`; returns the texts that had no translation.
 */
export function pickLocale(
  items: unknown[],
  locale: string,
  /** Whether a field of a content type is localized (only those are translated). */
  isLocalized: (contentType: string, field: string) => boolean,
): Gap[] {
  const gaps: Gap[] = [];
  const seen = new Set<object>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (!isLocalizable(value) || seen.has(value)) return;
    seen.add(value);
    const picked: Record<string, unknown> = {};
    for (const [key, byLocale] of Object.entries(value.fields)) {
      const map = (byLocale ?? {}) as Record<string, unknown>;
      const own = map[locale];
      const fallback = map[DEFAULT_LOCALE];
      const chosen = own !== undefined ? own : fallback;
      picked[key] = chosen;
      const contentType = value.sys.contentType?.sys?.id ?? "";
      if (own === undefined && value.sys.type === "Entry" && isLocalized(contentType, key)) {
        if (typeof fallback === "string" && fallback.trim() !== "") gaps.push({ fields: picked, key, index: -1, text: fallback });
        if (Array.isArray(fallback) && fallback.every((item) => typeof item === "string")) {
          picked[key] = [...fallback];
          fallback.forEach((text, index) => {
            if ((text as string).trim() !== "") gaps.push({ fields: picked, key, index, text: text as string });
          });
        }
      }
      visit(chosen);
    }
    value.fields = picked;
    value.sys = { ...value.sys, locale };
  };
  items.forEach(visit);
  return gaps;
}

/** The translation function's limits (supabase/functions/translate): 50 texts, 20 000 characters a call. */
function batches(texts: string[]): string[][] {
  const out: string[][] = [];
  let current: string[] = [];
  let size = 0;
  for (const text of texts) {
    if (current.length > 0 && (current.length >= 50 || size + text.length > 20_000)) {
      out.push(current);
      current = [];
      size = 0;
    }
    if (text.length > 5000) continue; // too long for one call: stays English
    current.push(text);
    size += text.length;
  }
  if (current.length > 0) out.push(current);
  return out;
}

/** Fills the gaps with translations of their English text; a failed call leaves them English. */
export async function fillGaps(gaps: Gap[], language: string, translate: Translate): Promise<void> {
  const unique = [...new Set(gaps.map((gap) => gap.text))];
  const translated = new Map<string, string>();
  await Promise.all(
    batches(unique).map(async (batch) => {
      try {
        const result = await translate(batch, language);
        batch.forEach((text, i) => {
          const value = result[i];
          if (typeof value === "string" && value.trim() !== "") translated.set(text, value);
        });
      } catch (error) {
        console.warn("[content] translation fallback failed; keeping English", error);
      }
    }),
  );
  for (const gap of gaps) {
    const value = translated.get(gap.text);
    if (value === undefined) continue;
    if (gap.index === -1) gap.fields[gap.key] = value;
    else (gap.fields[gap.key] as string[])[gap.index] = value;
  }
}
