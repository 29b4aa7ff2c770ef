/**
 * The rates staff maintain in the portal (services.slug → service_pricing), for the public service
 * page with that slug: read at build time and again in the browser.
 */
import { readPublic } from "~/lib/public-rest";

import type { PriceRow } from "~/lib/pricing";

export type { PriceRow };

export interface PricingData {
  rows: PriceRow[];
  failed: boolean;
}

export async function loadPricing(slug: string, fetchImpl?: typeof fetch): Promise<PricingData> {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) return { rows: [], failed: false };
  try {
    const found = await readPublic<{ service_pricing: PriceRow[] }>(
      `services?slug=eq.${slug}&select=service_pricing(id,tier,label,price,currency,billing_period,features,sort_order,i18n)`,
      fetchImpl,
    );
    const rows = (found[0]?.service_pricing ?? []).map((row) => ({ ...row, price: Number(row.price) }));
    return { rows: rows.sort((a, b) => a.sort_order - b.sort_order || a.price - b.price), failed: false };
  } catch (error) {
    console.warn("The pricing could not be loaded:", error);
    return { rows: [], failed: true };
  }
}
