/**
 * The shell's content: site settings (header, footer) and the services of the
 * mega-menu, from Contentful through the SDK's getEntries. Plain typed objects
 * leave this file; a failure never throws (the shell renders with a notice).
 */
import { type EntriesClient, type Fields, fieldsOf, idOf, record, str, strList } from "~/lib/contentful/fields";
import type { Loaded } from "~/lib/contentful/load";

export type { EntriesClient };

export interface SocialLinks {
  linkedin?: string;
  instagram?: string;
  twitter?: string;
}

export interface SiteSettings {
  firmName: string;
  tagline?: string;
  phone: string;
  email: string;
  /** Lines of the postal address. */
  address: string[];
  socialLinks: SocialLinks;
  officeHours: string[];
  footerAbout?: string;
}

export interface MenuService {
  id: string;
  name: string;
  path: string;
  /** The first three features (the mega-menu shows no more). */
  features: string[];
}

export interface ShellContent {
  settings: SiteSettings | null;
  core: MenuService[];
  support: MenuService[];
}

/** The shell's content; `failed` when some of it could not be loaded (the shell shows a notice). */
export type ShellData = Loaded<ShellContent>;

export const CONTENT_LOCALE = "en-US";
export const MENU_FEATURES = 3;

export function emptyShellData(failed: boolean): ShellData {
  return { data: { settings: null, core: [], support: [] }, failed };
}

function toSettings(fields: Fields): SiteSettings | null {
  const firmName = str(fields, "firmName");
  const phone = str(fields, "phone");
  const email = str(fields, "email");
  if (!firmName || !phone || !email) return null;
  const social = record(fields, "socialLinks");
  const link = (key: string) => (typeof social[key] === "string" && social[key] ? (social[key] as string) : undefined);
  return {
    firmName,
    tagline: str(fields, "tagline"),
    phone,
    email,
    address: (str(fields, "address") ?? "")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
    socialLinks: { linkedin: link("linkedin"), instagram: link("instagram"), twitter: link("twitter") },
    officeHours: strList(fields, "officeHours"),
    footerAbout: str(fields, "footerAbout"),
  };
}

function toMenuService(id: string, fields: Fields): MenuService | null {
  const name = str(fields, "name");
  const path = str(fields, "path");
  if (!name || !path) return null;
  return { id, name, path, features: strList(fields, "features").slice(0, MENU_FEATURES) };
}

export async function getSiteSettings(client: EntriesClient, locale = CONTENT_LOCALE): Promise<SiteSettings | null> {
  const { items } = await client.getEntries({ content_type: "siteSettings", limit: 1, locale });
  const first = items[0];
  return first ? toSettings(fieldsOf(first)) : null;
}

export async function getMenuServices(
  client: EntriesClient,
  locale = CONTENT_LOCALE,
): Promise<{ core: MenuService[]; support: MenuService[] }> {
  const { items } = await client.getEntries({
    content_type: "service",
    order: "fields.order",
    limit: 100,
    locale,
  });
  const core: MenuService[] = [];
  const support: MenuService[] = [];
  for (const item of items) {
    const fields = fieldsOf(item);
    const group = fields.menuGroup;
    if (group !== "core" && group !== "support") continue;
    const service = toMenuService(idOf(item), fields);
    if (service) (group === "core" ? core : support).push(service);
  }
  return { core, support };
}

/** Everything the shell shows; never rejects. */
export async function getShellData(client: EntriesClient, locale = CONTENT_LOCALE): Promise<ShellData> {
  const [settings, menu] = await Promise.allSettled([getSiteSettings(client, locale), getMenuServices(client, locale)]);
  const result = emptyShellData(false);
  if (settings.status === "fulfilled" && settings.value) result.data.settings = settings.value;
  else result.failed = true;
  if (menu.status === "fulfilled") {
    result.data.core = menu.value.core;
    result.data.support = menu.value.support;
  } else result.failed = true;
  return result;
}

/** Digits and a leading + for a tel: link. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/(?!^\+)[^\d]/g, "")}`;
}
