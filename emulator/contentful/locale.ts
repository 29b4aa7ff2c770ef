/**
 * Locale resolution as the Delivery API does it: a single-locale request gets,
 * for each field, the value of that locale or, when it has none, the value of
 * the locale's fallbackCode, and so on along the chain; a field with no value
 * anywhere on the chain is left out. Non-localized fields always carry the
 * default locale's value. `locale=*` returns the values as stored.
 */
import type { Locale, LocalizedValue } from "../../contentful/types.ts";

export const ALL_LOCALES = "*";

export function defaultLocale(locales: readonly Locale[]): Locale {
  const found = locales.find((l) => l.default) ?? locales[0];
  if (!found) throw new Error("The space has no locales");
  return found;
}

/** The chain of locale codes tried for `code`: itself, its fallback, the fallback's fallback… (cycle-safe). */
export function fallbackChain(locales: readonly Locale[], code: string): string[] {
  const byCode = new Map(locales.map((l) => [l.code as string, l]));
  const chain: string[] = [];
  let current: string | null | undefined = code;
  while (current && !chain.includes(current)) {
    chain.push(current);
    current = byCode.get(current)?.fallbackCode;
  }
  return chain;
}

/** The value of one field for one locale, or undefined when no locale on the chain has it. */
export function resolveValue(
  value: LocalizedValue | undefined,
  chain: readonly string[],
  localized: boolean,
  defaultCode: string,
): unknown {
  if (!value) return undefined;
  const record = value as Record<string, unknown>;
  if (!localized) return record[defaultCode];
  for (const code of chain) {
    if (record[code] !== undefined) return record[code];
  }
  return undefined;
}

export interface LocaleContext {
  locales: readonly Locale[];
  /** A locale code, or "*". */
  locale: string;
}

/**
 * Fields of an entry or asset in the requested locale. `isLocalized(fieldId)`
 * says whether the model marks the field as localized (unknown fields count as localized).
 */
export function localizeFields(
  fields: Record<string, LocalizedValue | undefined>,
  ctx: LocaleContext,
  isLocalized: (fieldId: string) => boolean,
): Record<string, unknown> {
  if (ctx.locale === ALL_LOCALES) return structuredClone(fields) as Record<string, unknown>;
  const chain = fallbackChain(ctx.locales, ctx.locale);
  const defaultCode = defaultLocale(ctx.locales).code;
  const out: Record<string, unknown> = {};
  for (const [id, value] of Object.entries(fields)) {
    const resolved = resolveValue(value, chain, isLocalized(id), defaultCode);
    if (resolved !== undefined) out[id] = structuredClone(resolved);
  }
  return out;
}
