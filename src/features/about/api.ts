/**
 * The About page's content from Contentful: its page sections (about.*), the
 * value cards and the Leadership Team. Plain typed objects leave this file.
 */
import { assetUrl } from "~/lib/contentful/assets";
import { DEFAULT_LOCALE, type EntriesClient, type Fields, str, strList } from "~/lib/contentful/fields";
import type { Loaded } from "~/lib/contentful/load";
import { type PageSection, toPageSection } from "~/lib/contentful/page-section";

export { DEFAULT_LOCALE, type EntriesClient };

export type AboutSection = PageSection & { key: string };

export interface ValueCard {
  /** The Contentful entry's id (live preview's inspector mode). */
  id?: string;
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
  /** The Contentful entry's id (live preview's inspector mode). */
  id?: string;
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

export interface AboutContent {
  sections: Partial<Record<AboutSectionKey, AboutSection>>;
  values: ValueCard[];
  team: TeamMember[];
}

/** The About page's content; `failed` when some of it could not be loaded (what loaded is kept). */
export type AboutData = Loaded<AboutContent>;

const COLOR = /^#[0-9a-fA-F]{6}$/;

export function emptyAboutContent(): AboutContent {
  return { sections: {}, values: [], team: [] };
}


export function toSection(fields: Fields): AboutSection | null {
  const section = toPageSection(fields);
  return section?.key ? { ...section, key: section.key } : null;
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
  const expertise = strList(fields, "expertise");
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

/** Each entry mapped, with its id (live preview's inspector mode); entries that map to null are left out. */
function mapFields<T>(items: ReadonlyArray<{ sys: { id: string }; fields: unknown }>, map: (fields: Fields) => T | null): Array<T & { id: string }> {
  return items.flatMap((item) => {
    const value = map(item.fields as Fields);
    return value === null ? [] : [{ ...value, id: item.sys.id }];
  });
}

/** Everything the About page shows (principles apart); never rejects. */
export async function getAboutData(client: EntriesClient, locale = DEFAULT_LOCALE): Promise<AboutData> {
  const insecure = client.config?.insecure ?? false;
  const [sections, values, team] = await Promise.allSettled([
    client.getEntries({ content_type: "pageSection", "fields.key[in]": ABOUT_SECTION_KEYS.join(","), limit: 100, locale }),
    client.getEntries({ content_type: "value", order: "fields.order", limit: 100, locale }),
    client.getEntries({ content_type: "teamMember", order: "fields.order", limit: 100, include: 1, locale }),
  ]);
  const data = emptyAboutContent();
  let failed = false;
  if (sections.status === "fulfilled") {
    for (const section of mapFields(sections.value.items, toSection)) {
      if ((ABOUT_SECTION_KEYS as readonly string[]).includes(section.key)) data.sections[section.key as AboutSectionKey] = section;
    }
  } else failed = true;
  if (values.status === "fulfilled") data.values = mapFields(values.value.items, toValue);
  else failed = true;
  if (team.status === "fulfilled") data.team = mapFields(team.value.items, (f) => toTeamMember(f, insecure));
  else failed = true;
  return { data, failed };
}
