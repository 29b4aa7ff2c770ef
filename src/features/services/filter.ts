/** Search and category filtering of the services listing, and its URL form (?q=&category=). */
import { type ServiceCategory, type ServiceSummary, isServiceCategory } from "./api";

/** The listing's filter buttons, in order (spec section 9). */
export const FILTER_CATEGORIES = ["all", "mel", "sustainability", "project", "support"] as const;
export type FilterCategory = "all" | ServiceCategory;

export interface ServiceFilter {
  query: string;
  category: FilterCategory;
}

export const NO_FILTER: ServiceFilter = { query: "", category: "all" };

/** Lower case, accents removed, whitespace collapsed: how text is compared. */
export function normalize(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLocaleLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * The services matching a filter: in the category (unless "all"), and whose
 * name, description or a feature contains the search text (case-insensitive).
 */
export function filterServices(services: readonly ServiceSummary[], filter: ServiceFilter): ServiceSummary[] {
  const needle = normalize(filter.query);
  return services.filter((service) => {
    if (filter.category !== "all" && service.category !== filter.category) return false;
    if (!needle) return true;
    return [service.name, service.description, ...service.features].some((text) => normalize(text).includes(needle));
  });
}

/** The filter a URL's search parameters describe; unknown categories mean "all". */
export function filterFromSearchParams(params: URLSearchParams): ServiceFilter {
  const category = params.get("category");
  return { query: params.get("q") ?? "", category: isServiceCategory(category) ? category : "all" };
}

/** The search parameters of a filter; defaults are left out (an unfiltered listing has a bare URL). */
export function filterToSearchParams(filter: ServiceFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.query !== "") params.set("q", filter.query);
  if (filter.category !== "all") params.set("category", filter.category);
  return params;
}
