/** Defensive readers for Contentful entry fields, shared by the features (a missing or malformed field never throws). */
export type Fields = Record<string, unknown>;

export interface EntryLike {
  sys: { id: string };
  fields: unknown;
}

/** The part of the Contentful SDK client the features use (getEntries resolves links). */
export interface EntriesClient {
  getEntries(query: Record<string, unknown>): Promise<{ items: ReadonlyArray<EntryLike> }>;
}

export const DEFAULT_LOCALE = "en-US";

export function fieldsOf(entry: unknown): Fields {
  const fields = (entry as { fields?: unknown } | null | undefined)?.fields;
  return fields !== null && typeof fields === "object" ? (fields as Fields) : {};
}

export function idOf(entry: unknown): string {
  const id = (entry as { sys?: { id?: unknown } } | null | undefined)?.sys?.id;
  return typeof id === "string" ? id : "";
}

export function str(fields: Fields, key: string): string | undefined {
  const value = fields[key];
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

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
