/**
 * The About page's content from Contentful: its page sections (about.*), the
 * value cards and the Leadership Team. Plain typed objects leave this file.
 */
import { assetUrl } from "~/lib/contentful/assets";

export interface EntriesClient {
  config?: { insecure?: boolean };
  getEntries(query: Record<string, unknown>): Promise<{ items: ReadonlyArray<{ sys: { id: string }; fields: unknown }> }>;
}

type Fields = Record<string, unknown>;

export interface AboutSection {
  key: string;
  title: string;
  subtitle?: string;
  body?: string;
  ctaLabel?: string;
  ctaPath?: string;
}

export interface ValueCard {
  slug: string;
  title: string;
  shortDescription: string;
  fullDescription: string;
  color: string;
}

export interface TeamImage {
  url: string;
  width: number;
  height: number;
}

export interface TeamMember {
  slug: string;
  name: string;
  role: string;
  image: TeamImage | null;
  bio: string;
  expertise: string[];
  linkedin?: string;
  twitter?: string;
  email?: string;
}

export const ABOUT_SECTION_KEYS = [
  "about.hero",
  "about.purpose",
  "about.mission",
  "about.vision",
  "about.values",
  "about.team",
  "about.principles",
] as const;
export type AboutSectionKey = (typeof ABOUT_SECTION_KEYS)[number];

export interface AboutData {
  sections: Partial<Record<AboutSectionKey, AboutSection>>;
  values: ValueCard[];
  team: TeamMember[];
  failed: boolean;
}

export const DEFAULT_LOCALE = "en-US";
const COLOR = /^#[0-9a-fA-F]{6}$/;

export function emptyAboutData(failed: boolean): AboutData {
  return { sections: {}, values: [], team: [], failed };
}

const str = (fields: Fields, key: string): string | undefined => {
  const value = fields[key];
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
};

export function toSection(fields: Fields): AboutSection | null {
  const key = str(fields, "key");
  const title = str(fields, "title");
  if (!key || !title) return null;
  return {
    key,
    title,
    subtitle: str(fields, "subtitle"),
    body: str(fields, "body"),
    ctaLabel: str(fields, "ctaLabel"),
    ctaPath: str(fields, "ctaPath"),
  };
}

export function toValue(fields: Fields): ValueCard | null {
  const slug = str(fields, "slug");
  const title = str(fields, "title");
  if (!slug || !title) return null;
  const color = str(fields, "color");
  return {
    slug,
    title,
    shortDescription: str(fields, "shortDescription") ?? "",
    fullDescription: str(fields, "fullDescription") ?? "",
    color: color && COLOR.test(color) ? color : "#0f4c5c",
  };
}

function toImage(value: unknown, insecure: boolean): TeamImage | null {
  const file = (value as { fields?: { file?: { url?: unknown; details?: { image?: { width?: unknown; height?: unknown } } } } })
    ?.fields?.file;
  const url = file?.url;
  const width = file?.details?.image?.width;
  const height = file?.details?.image?.height;
  if (typeof url !== "string" || !url || typeof width !== "number" || typeof height !== "number") return null;
  return { url: assetUrl(url, insecure), width, height };
}

/** Only http(s) links are shown (a bad value never becomes a javascript: link). */
const webUrl = (value: string | undefined) => (value && /^https?:\/\//i.test(value) ? value : undefined);
const emailAddress = (value: string | undefined) => (value && /^[^\s@]+@[^\s@]+$/.test(value) ? value : undefined);

export function toTeamMember(fields: Fields, insecure = false): TeamMember | null {
  const slug = str(fields, "slug");
  const name = str(fields, "name");
  if (!slug || !name) return null;
  const expertise = Array.isArray(fields.expertise)
    ? fields.expertise.filter((x): x is string => typeof x === "string" && x.trim() !== "")
    : [];
  return {
    slug,
    name,
    role: str(fields, "role") ?? "",
    image: toImage(fields.image, insecure),
    bio: str(fields, "bio") ?? "",
    expertise,
    linkedin: webUrl(str(fields, "linkedin")),
    twitter: webUrl(str(fields, "twitter")),
    email: emailAddress(str(fields, "email")),
  };
}

function mapFields<T>(items: ReadonlyArray<{ fields: unknown }>, map: (fields: Fields) => T | null): T[] {
  return items.map((item) => map(item.fields as Fields)).filter((x): x is T => x !== null);
}

/** Everything the About page shows (principles apart); never rejects. */
export async function getAboutData(client: EntriesClient, locale = DEFAULT_LOCALE): Promise<AboutData> {
  const insecure = client.config?.insecure ?? false;
  const [sections, values, team] = await Promise.allSettled([
    client.getEntries({ content_type: "pageSection", "fields.key[in]": ABOUT_SECTION_KEYS.join(","), limit: 100, locale }),
    client.getEntries({ content_type: "value", order: "fields.order", limit: 100, locale }),
    client.getEntries({ content_type: "teamMember", order: "fields.order", limit: 100, include: 1, locale }),
  ]);
  const data = emptyAboutData(false);
  if (sections.status === "fulfilled") {
    for (const section of mapFields(sections.value.items, toSection)) {
      if ((ABOUT_SECTION_KEYS as readonly string[]).includes(section.key)) data.sections[section.key as AboutSectionKey] = section;
    }
  } else data.failed = true;
  if (values.status === "fulfilled") data.values = mapFields(values.value.items, toValue);
  else data.failed = true;
  if (team.status === "fulfilled") data.team = mapFields(team.value.items, (f) => toTeamMember(f, insecure));
  else data.failed = true;
  return data;
}
