/**
 * The contact page's copy from Contentful: the pageSection entries contact.hero and contact.info.
 * Plain typed objects leave this file; missing or malformed fields never throw.
 */

import type { EntriesClient } from "~/lib/contentful/fields";

export interface ContactSection {
  title: string;
  subtitle?: string;
  body?: string;
}

export interface ContactContent {
  hero: ContactSection | null;
  info: ContactSection | null;
  /** True when Contentful could not be reached (the page falls back to its built-in texts). */
  failed: boolean;
}

/** The contact details shown on the page (from the site settings the shell loads). */
export interface ContactDetails {
  phone: string;
  email: string;
  address: string[];
  officeHours: string[];
}

export const SECTION_KEYS = ["contact.hero", "contact.info"] as const;

function text(fields: Record<string, unknown>, key: string): string | undefined {
  const value = fields[key];
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

function toSection(fields: Record<string, unknown>): ContactSection | null {
  const title = text(fields, "title");
  if (!title) return null;
  return { title, subtitle: text(fields, "subtitle"), body: text(fields, "body") };
}

export async function getContactContent(client: EntriesClient, locale = "en-US"): Promise<ContactContent> {
  const { items } = await client.getEntries({
    content_type: "pageSection",
    "fields.key[in]": SECTION_KEYS.join(","),
    limit: SECTION_KEYS.length,
    locale,
  });
  const byKey = new Map<string, ContactSection | null>();
  for (const item of items) {
    const fields = (item.fields ?? {}) as Record<string, unknown>;
    const key = text(fields, "key");
    if (key) byKey.set(key, toSection(fields));
  }
  return { hero: byKey.get("contact.hero") ?? null, info: byKey.get("contact.info") ?? null, failed: false };
}

/** `tel:` link of a displayed phone number ("+1 (416) 555-0142" -> "tel:+14165550142"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/(?!^\+)[^\d]/g, "")}`;
}
