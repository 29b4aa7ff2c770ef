/**
 * The rates staff maintain in the portal (public.service_pricing): the billing periods Postgres
 * allows, one row as the public pages read it, and how a price is written in a page's language.
 * Shared by the public pricing block and the portal's services page.
 */
import { type Drafts, otherLanguages, type OtherLanguage } from "./staff-translations";

export const BILLING_PERIODS = ["one_time", "hourly", "daily", "monthly", "yearly", "per_project"] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export interface PriceRow {
  id: string;
  tier: string;
  label: string | null;
  price: number;
  currency: string;
  billing_period: BillingPeriod;
  features: string[];
  sort_order: number;
  /** The tier's name (label) and features in fr, ru, ar, fa; label and features are the English. */
  i18n?: PricingTranslations;
}

export type PricingTranslations = Partial<Record<OtherLanguage, { label?: string; features?: string[] }>>;

/** The portal form's per-language drafts of a row (features one per line). */
export function pricingDrafts(i18n: PricingTranslations | undefined): Drafts<"label" | "features"> {
  return Object.fromEntries(otherLanguages.map((l) => [l, { label: i18n?.[l]?.label ?? "", features: (i18n?.[l]?.features ?? []).join("\n") }]));
}

/** What the database stores from the drafts: blank texts and empty languages left out. */
export function pricingTranslations(drafts: Drafts<"label" | "features">): PricingTranslations {
  const stored: PricingTranslations = {};
  for (const language of otherLanguages) {
    const label = drafts[language]?.label?.trim();
    const features = (drafts[language]?.features ?? "")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    if (label || features.length) stored[language] = { ...(label ? { label } : {}), ...(features.length ? { features } : {}) };
  }
  return stored;
}

/** A price as the page's language writes money: "$1,200", "1 200 $", "١٬٢٠٠ CA$"… */
export function formatPrice(price: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: "currency", currency, maximumFractionDigits: Number.isInteger(price) ? 0 : 2 }).format(price);
}
