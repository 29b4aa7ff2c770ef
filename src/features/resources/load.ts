import { getContentClient } from "~/lib/contentful/client";
import { getConfig } from "~/lib/env";
import { readPublic } from "~/lib/public-rest";
import { type CenterResource, RESOURCE_COLUMNS } from "./catalogue";

export interface ResourcesIntro {
  title: string;
  subtitle: string | null;
}

/** The resource center's introduction (pageSection "resources.hero"). Never rejects: null when Contentful cannot answer. */
export async function loadResourcesIntro(locale: string): Promise<ResourcesIntro | null> {
  try {
    const page = await getContentClient(getConfig().contentful).getEntries({
      content_type: "pageSection",
      "fields.key": "resources.hero",
      limit: 1,
      locale,
    });
    const fields = page.items[0]?.fields as { title?: unknown; subtitle?: unknown } | undefined;
    if (typeof fields?.title !== "string") return null;
    return { title: fields.title, subtitle: typeof fields.subtitle === "string" ? fields.subtitle : null };
  } catch {
    return null;
  }
}

export interface PublicResources {
  resources: CenterResource[];
  failed: boolean;
}

/**
 * The approved public documents, newest first, as anyone reads them (row-level security shows the
 * anon key nothing else): at build time for the prerendered page, and again in the browser.
 */
export async function loadPublicResources(fetchImpl?: typeof fetch): Promise<PublicResources> {
  try {
    const resources = await readPublic<CenterResource>(`resources?select=${RESOURCE_COLUMNS}&visibility=eq.public&status=eq.approved&order=created_at.desc`, fetchImpl);
    return { resources, failed: false };
  } catch (error) {
    console.warn("The resources could not be loaded:", error);
    return { resources: [], failed: true };
  }
}
