/** The listing's view lives in the URL (?q=, ?category=, ?tag=) so it can be shared and survives a reload. */
export interface BlogView {
  q: string;
  category: string;
  tag: string;
}

export const ALL_VIEW: BlogView = { q: "", category: "", tag: "" };

function param(params: URLSearchParams, name: string): string {
  return (params.get(name) ?? "").trim().slice(0, 200);
}

export function readView(search: string | URLSearchParams): BlogView {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const category = param(params, "category");
  const tag = param(params, "tag");
  return {
    q: param(params, "q"),
    // "all" is the strip's first entry: the same as no category.
    category: category.toLowerCase() === "all" ? "" : category,
    tag: tag.toLowerCase() === "all" ? "" : tag,
  };
}

/** The query string of a view ("" for the unfiltered listing), parameters in a stable order. */
export function viewSearch(view: Partial<BlogView>): string {
  const params = new URLSearchParams();
  if (view.q?.trim()) params.set("q", view.q.trim());
  if (view.category?.trim()) params.set("category", view.category.trim());
  if (view.tag?.trim()) params.set("tag", view.tag.trim());
  const s = params.toString();
  return s ? `?${s}` : "";
}

export function isFiltered(view: BlogView): boolean {
  return Boolean(view.q || view.category || view.tag);
}

/** The featured post shows only on the unfiltered listing (category all, no search, no tag). */
export function showsFeatured(view: BlogView): boolean {
  return !isFiltered(view);
}
