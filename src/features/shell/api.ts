/**
 * The shell's content: site settings (header, footer) and the services of the
 * mega-menu, from Contentful through the SDK's getEntries. Plain typed objects
 * leave this file; a failure never throws (the shell renders with a notice).
 */
import { type Fields, record, str, strList } from "./fields";

/** The part of the Contentful SDK client the shell uses. */
export interface EntriesClient {
  getEntries(query: Record<string, unknown>): Promise<{ items: ReadonlyArray<{ sys: { id: string }; fields: unknown }> }>;
}

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

export interface ShellData {
  settings: SiteSettings | null;
  core: MenuService[];
  support: MenuService[];
  /** True when some content could not be loaded (the shell shows a notice). */
  failed: boolean;
}

export const CONTENT_LOCALE = "en-US";
export const MENU_FEATURES = 3;

export function emptyShellData(failed: boolean): ShellData {
  return { settings: null, core: [], support: [], failed };
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
  return first ? toSettings(first.fields as Fields) : null;
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
    const fields = item.fields as Fields;
    const group = fields.menuGroup;
    if (group !== "core" && group !== "support") continue;
    const service = toMenuService(item.sys.id, fields);
    if (service) (group === "core" ? core : support).push(service);
  }
  return { core, support };
}

/** Everything the shell shows; never rejects. */
export async function getShellData(client: EntriesClient, locale = CONTENT_LOCALE): Promise<ShellData> {
  const [settings, menu] = await Promise.allSettled([getSiteSettings(client, locale), getMenuServices(client, locale)]);
  const data: ShellData = emptyShellData(false);
  if (settings.status === "fulfilled" && settings.value) data.settings = settings.value;
  else data.failed = true;
  if (menu.status === "fulfilled") {
    data.core = menu.value.core;
    data.support = menu.value.support;
  } else data.failed = true;
  return data;
}

/** Digits and a leading + for a tel: link. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/(?!^\+)[^\d]/g, "")}`;
}
