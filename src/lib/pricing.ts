/**
 * The rates staff maintain in the portal (public.service_pricing): the billing periods Postgres
 * allows, one row as the public pages read it, and how a price is written in a page's language.
 * Shared by the public pricing block and the portal's services page.
 */
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
}

/** A price as the page's language writes money: "$1,200", "1 200 $", "١٬٢٠٠ CA$"… */
export function formatPrice(price: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: "currency", currency, maximumFractionDigits: Number.isInteger(price) ? 0 : 2 }).format(price);
}
