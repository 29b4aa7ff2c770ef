/** Defensive readers for Contentful entry fields, shared by the features (a missing or malformed field never throws). */
export type Fields = Record<string, unknown>;

export interface EntryLike {
  sys: { id: string };
  fields: unknown;
}

/**
 * The part of the content client (client.ts) the features use: getEntries with links resolved,
 * and whether assets are served over plain http (the local stack). The shared client satisfies
 * it as it is; tests pass a stand-in.
 */
export interface EntriesClient {
  config?: { insecure?: boolean };
  getEntries(query: Record<string, unknown>): Promise<{ items: ReadonlyArray<EntryLike> }>;
}

export const DEFAULT_LOCALE = "en-US";

/** The fields of a resolved entry or asset, or undefined (an unresolved link, a non-entry). */
export function resolvedFields(entry: unknown): Fields | undefined {
  const fields = (entry as { fields?: unknown } | null | undefined)?.fields;
  return fields !== null && typeof fields === "object" ? (fields as Fields) : undefined;
}

/** The fields of an entry (resolved link), or {} for anything else. */
export function fieldsOf(entry: unknown): Fields {
  const fields = (entry as { fields?: unknown } | null | undefined)?.fields;
  return fields !== null && typeof fields === "object" ? (fields as Fields) : {};
}

export function idOf(entry: unknown): string {
  const id = (entry as { sys?: { id?: unknown } } | null | undefined)?.sys?.id;
  return typeof id === "string" ? id : "";
}

/** A non-empty string field, or undefined. */
export function str(fields: Fields, key: string): string | undefined {
  const value = fields[key];
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** The non-empty strings of a list field. */
export function strList(fields: Fields, key: string): string[] {
  const value = fields[key];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string" && item.trim() !== "") : [];
}

/** Resolved linked entries of a field (unresolved links, which have no fields, are dropped). */
export function linkedEntries(fields: Fields, key: string): EntryLike[] {
  const value = fields[key];
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is EntryLike =>
      item !== null && typeof item === "object" && "fields" in item && typeof (item as EntryLike).fields === "object",
  );
}

/** A finite number field, or undefined. */
export function num(fields: Fields, key: string): number | undefined {
  const value = fields[key];
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** An object field (JSON), or {}. */
export function record(fields: Fields, key: string): Record<string, unknown> {
  const value = fields[key];
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
