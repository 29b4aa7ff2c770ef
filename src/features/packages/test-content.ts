/**
 * Test helper (imported by tests only): a fake of the SDK's getEntries over
 * the English seed entries of contentful/seed (packages and site), with links resolved.
 */
import { entries as packageEntries } from "../../../contentful/seed/packages.ts";
import { entries as siteEntries } from "../../../contentful/seed/site.ts";
import type { EntriesClient } from "./api";

export function seedClient(locale = "en-US"): EntriesClient & { queries: Record<string, unknown>[] } {
  const seed = { entries: [...packageEntries, ...siteEntries] };
  const flat = (fields: Record<string, Record<string, unknown> | undefined>) =>
    Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value?.[locale] ?? value?.["en-US"]]));
  const byId = new Map(seed.entries.map((e) => [e.sys.id, e]));
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    const link = value as { sys?: { type?: string; id?: string } } | null;
    if (link?.sys?.type === "Link" && link.sys.id) {
      const target = byId.get(link.sys.id);
      return target ? { sys: { id: target.sys.id }, fields: flat(target.fields) } : value;
    }
    return value;
  };
  const queries: Record<string, unknown>[] = [];
  return {
    queries,
    async getEntries(query) {
      queries.push(query);
      let items = seed.entries
        .filter((e) => e.sys.contentType === query.content_type)
        .map((e) => ({ sys: { id: e.sys.id }, fields: Object.fromEntries(Object.entries(flat(e.fields)).map(([k, v]) => [k, resolve(v)])) }));
      for (const [key, value] of Object.entries(query)) {
        const match = /^fields\.(\w+)(\[in\])?$/.exec(key);
        if (!match) continue;
        const allowed = match[2] ? String(value).split(",") : [String(value)];
        items = items.filter((item) => allowed.includes(String((item.fields as Record<string, unknown>)[match[1] as string])));
      }
      if (query.order === "fields.order") {
        items.sort((a, b) => Number((a.fields as { order?: number }).order) - Number((b.fields as { order?: number }).order));
      }
      return { items };
    },
  };
}
