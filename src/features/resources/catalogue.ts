/**
 * The resource center's documents as the page shows them, the category chips, the search and the
 * URL form of the filter (?q=&category=&tab=), and the Intl formatting of sizes and dates.
 */
import { pickText, type TextTranslations } from "~/lib/staff-translations";

/** The chips, in order (spec: all, whitepapers, casestudies, templates, policies, guidelines, procedures). */
export const CATEGORY_CHIPS = ["all", "whitepapers", "casestudies", "templates", "policies", "guidelines", "procedures"] as const;
export type CategoryChip = (typeof CATEGORY_CHIPS)[number];
export type ResourceCategory = Exclude<CategoryChip, "all">;
export type Tab = "public" | "internal";

export interface CenterResource {
  id: string;
  title: string;
  description: string;
  category: ResourceCategory;
  visibility: Tab;
  /** The document's language (en, fr, ru, ar, fa). */
  language: string;
  /** The title and description in fr, ru, ar, fa (decision 0041); title and description are the English. */
  i18n?: TextTranslations<"title" | "description"> | null;
  file_path: string;
  file_type: string;
  file_size: number;
  download_count: number;
  updated_at: string;
}

export const RESOURCE_COLUMNS = "id,title,description,category,visibility,language,i18n,file_path,file_type,file_size,download_count,updated_at";

/** A resource as a page in `language` shows it: title and description translated, or in English (named in `english`). */
export interface ShownResource extends CenterResource {
  english: { title: boolean; description: boolean };
}

export function localizeResource(resource: CenterResource, language: string): ShownResource {
  const title = pickText(language, resource.title, { [language]: resource.i18n?.[language]?.title });
  const description = pickText(language, resource.description, { [language]: resource.i18n?.[language]?.description });
  return { ...resource, title: title.text, description: description.text, english: { title: title.fallback, description: description.fallback } };
}

export interface CenterFilter {
  query: string;
  category: CategoryChip;
  tab: Tab;
}

export const NO_FILTER: CenterFilter = { query: "", category: "all", tab: "public" };

export function isCategoryChip(value: unknown): value is CategoryChip {
  return typeof value === "string" && (CATEGORY_CHIPS as readonly string[]).includes(value);
}

/** Lower case, accents removed, whitespace collapsed: how text is compared. */
export function normalize(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLocaleLowerCase().replace(/\s+/g, " ").trim();
}

/** The resources in the chip's category (unless "all") whose title or description holds every search word. */
export function filterResources<T extends Pick<CenterResource, "title" | "description" | "category">>(resources: readonly T[], filter: Pick<CenterFilter, "query" | "category">): T[] {
  const words = normalize(filter.query).split(" ").filter(Boolean);
  return resources.filter((resource) => {
    if (filter.category !== "all" && resource.category !== filter.category) return false;
    const haystack = normalize(`${resource.title} ${resource.description}`);
    return words.every((word) => haystack.includes(word));
  });
}

export function filterFromSearchParams(params: URLSearchParams): CenterFilter {
  const category = params.get("category");
  return {
    query: params.get("q") ?? "",
    category: isCategoryChip(category) ? category : "all",
    tab: params.get("tab") === "internal" ? "internal" : "public",
  };
}

/** Defaults are left out: an unfiltered center has a bare URL. */
export function filterToSearchParams(filter: CenterFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.tab === "internal") params.set("tab", "internal");
  if (filter.query !== "") params.set("q", filter.query);
  if (filter.category !== "all") params.set("category", filter.category);
  return params;
}

/** Intl locale for a page language (Canadian conventions for English and French). */
export function intlLocale(language: string): string {
  const base = language.split("-")[0]?.toLowerCase() ?? "en";
  return base === "en" || base === "fr" ? `${base}-CA` : base;
}

/**
 * One kind of space inside a formatted value: engines' ICU data differ (Node writes "812,5\u00a0ko", Chromium
 * "812,5 ko"), and the prerendered text must equal the hydrated one. A no-break space also keeps the value
 * and its unit on one line.
 */
const oneSpace = (text: string) => text.replace(/[ \u00a0\u202f]/g, "\u00a0");

/** "2.4 MB", "812 kB", "2,4 Mo"… in the page language (binary multiples, one decimal at most). */
export function formatFileSize(bytes: number, language: string): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), "megabyte"] : bytes >= 1024 ? [bytes / 1024, "kilobyte"] : [bytes, "byte"];
  return oneSpace(new Intl.NumberFormat(intlLocale(language), { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: value < 10 && unit !== "byte" ? 1 : 0 }).format(value));
}

export function formatCount(count: number, language: string): string {
  return oneSpace(new Intl.NumberFormat(intlLocale(language)).format(count));
}

/** The day a resource was last updated, in Toronto, in the page language. */
export function formatDay(iso: string, language: string): string {
  return oneSpace(new Intl.DateTimeFormat(intlLocale(language), { year: "numeric", month: "short", day: "numeric", timeZone: "America/Toronto" }).format(new Date(iso)));
}
