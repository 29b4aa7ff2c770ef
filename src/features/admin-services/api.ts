import {
  DEFAULT_LOCALE,
  type EntriesClient,
  fieldsOf,
  idOf,
} from "~/lib/contentful/fields";
import type { SupabaseClient } from "@supabase/supabase-js";
import { SERVICE_PAGE_SLUGS } from "~/lib/contentful/model";
import type { PriceRow } from "~/lib/pricing";

export interface Category {
  id: string;
  name: string;
}

/** A pricing row of a service: the public row (lib/pricing.ts) and the service it belongs to. */
export interface Pricing extends PriceRow {
  service_id: string;
}

export interface Service {
  id: string;
  title: string;
  description: string | null;
  slug: string | null;
  category_id: string | null;
  service_pricing: Pricing[];
}

export type ServiceInput = Pick<
  Service,
  "title" | "description" | "slug" | "category_id"
>;
export type PricingInput = Omit<Pricing, "id">;

const PRICING =
  "id,service_id,tier,label,price,currency,billing_period,features,sort_order,i18n";
const SERVICE = `id,title,description,slug,category_id,service_pricing(${PRICING})`;

/** An error from the database, keeping its code (23505: a name or tier is taken). */
export class SaveError extends Error {
  readonly code?: string;
  constructor(message: string, code?: string) {
    super(message);
    this.code = code;
  }
}

function sortPricing(service: Service): Service {
  return {
    ...service,
    service_pricing: [...service.service_pricing]
      .map((p) => ({ ...p, price: Number(p.price) }))
      .sort((a, b) => a.sort_order - b.sort_order || a.price - b.price),
  };
}

export async function listCatalogue(
  supabase: SupabaseClient,
): Promise<{ categories: Category[]; services: Service[] }> {
  const [categories, services] = await Promise.all([
    supabase.from("service_categories").select("id,name").order("name"),
    supabase.from("services").select(SERVICE).order("title"),
  ]);
  if (categories.error || services.error)
    throw new Error(
      `Could not load the services: ${(categories.error ?? services.error)?.message}`,
    );
  return {
    categories: (categories.data ?? []) as Category[],
    services: ((services.data ?? []) as Service[]).map(sortPricing),
  };
}

async function saved<T>(
  query: PromiseLike<{
    data: unknown;
    error: { message: string; code?: string } | null;
  }>,
  what: string,
): Promise<T> {
  const { data, error } = await query;
  const rows = (data ?? []) as T[];
  if (error || rows.length !== 1)
    throw new SaveError(
      `Could not save the ${what}: ${error?.message ?? "no row saved"}`,
      error?.code,
    );
  return rows[0]!;
}

export async function saveService(
  supabase: SupabaseClient,
  input: ServiceInput,
  id?: string,
): Promise<Service> {
  const table = supabase.from("services");
  const row = await saved<Service>(
    (id ? table.update(input).eq("id", id) : table.insert(input)).select(
      SERVICE,
    ),
    "service",
  );
  return sortPricing(row);
}

export async function savePricing(
  supabase: SupabaseClient,
  input: PricingInput,
  id?: string,
): Promise<Pricing> {
  const table = supabase.from("service_pricing");
  const row = await saved<Pricing>(
    (id ? table.update(input).eq("id", id) : table.insert(input)).select(
      PRICING,
    ),
    "pricing row",
  );
  return { ...row, price: Number(row.price) };
}

export async function saveCategory(
  supabase: SupabaseClient,
  name: string,
  id?: string,
): Promise<Category> {
  const table = supabase.from("service_categories");
  return saved<Category>(
    (id ? table.update({ name }).eq("id", id) : table.insert({ name })).select(
      "id,name",
    ),
    "category",
  );
}

/** Deletes one row of services, service_pricing or service_categories (a service takes its pricing with it). */
export async function deleteRow(
  supabase: SupabaseClient,
  table: "services" | "service_pricing" | "service_categories",
  id: string,
): Promise<void> {
  const { data, error } = await supabase
    .from(table)
    .delete()
    .eq("id", id)
    .select("id");
  if (error || !data?.length)
    throw new Error(
      `Could not delete from ${table}: ${error?.message ?? "no row deleted"}`,
    );
}

export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** The service pages the site has (Contentful's content model fixes them): where rates can be shown. */
export { SERVICE_PAGE_SLUGS };
export const LIMITS = {
  title: 200,
  description: 5000,
  tier: 100,
  label: 200,
  category: 100,
} as const;

/** "1,200.5" typed as "1200,5" or "1200.5": the amount in dollars. */
export const parsePrice = (text: string) =>
  Number(text.trim().replace(",", "."));

type Errors<K extends string> = Partial<Record<K, string>>;

export function validateService(v: {
  title: string;
  description: string;
  slug: string;
}): Errors<"title" | "description" | "slug"> {
  const errors: Errors<"title" | "description" | "slug"> = {};
  if (!v.title.trim()) errors.title = "titleRequired";
  else if (v.title.trim().length > LIMITS.title) errors.title = "titleTooLong";
  if (v.description.trim().length > LIMITS.description)
    errors.description = "descriptionTooLong";
  // Rates are shown on a service's page and nowhere else (decision 0033): the page is required.
  if (!v.slug.trim()) errors.slug = "slugRequired";
  else if (!(SERVICE_PAGE_SLUGS as readonly string[]).includes(v.slug.trim()))
    errors.slug = "slugInvalid";
  return errors;
}

export function validatePricing(v: {
  tier: string;
  label: string;
  price: string;
  sortOrder: string;
}): Errors<"tier" | "label" | "price" | "sortOrder"> {
  const errors: Errors<"tier" | "label" | "price" | "sortOrder"> = {};
  if (!v.tier.trim()) errors.tier = "tierRequired";
  else if (v.tier.trim().length > LIMITS.tier) errors.tier = "tierTooLong";
  if (v.label.trim().length > LIMITS.label) errors.label = "labelTooLong";
  if (!v.price.trim()) errors.price = "priceRequired";
  else if (!/^\d{1,10}([.,]\d{1,2})?$/.test(v.price.trim()))
    errors.price = "priceInvalid";
  if (v.sortOrder.trim() && !/^-?\d{1,6}$/.test(v.sortOrder.trim()))
    errors.sortOrder = "orderInvalid";
  return errors;
}

/** One feature per line, blank lines dropped. */
export const featureLines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** The Contentful entry id of each service page, by slug (for "Open in Contentful"). Never rejects: {} when Contentful cannot answer. */
export async function servicePageEntries(
  client: EntriesClient,
): Promise<Record<string, string>> {
  try {
    const { items } = await client.getEntries({
      content_type: "servicePage",
      limit: 100,
      locale: DEFAULT_LOCALE,
    });
    return Object.fromEntries(
      items.flatMap((item) => {
        const slug = fieldsOf(item).slug;
        return typeof slug === "string" ? [[slug, idOf(item)]] : [];
      }),
    );
  } catch {
    return {};
  }
}
