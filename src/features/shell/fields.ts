/** Defensive readers for Contentful entry fields (a missing or malformed field never throws). */
export type Fields = Record<string, unknown>;

export function str(fields: Fields, key: string): string | undefined {
  const value = fields[key];
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

export function strList(fields: Fields, key: string): string[] {
  const value = fields[key];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

export function record(fields: Fields, key: string): Record<string, unknown> {
  const value = fields[key];
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
