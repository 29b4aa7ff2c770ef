import { getContentClient } from "~/lib/contentful/client";
import { getConfig } from "~/lib/env";

export interface ResourcesIntro {
  title: string;
  subtitle: string | null;
}

/**
 * The resource center's introduction (pageSection "resources.hero"). The
 * catalogue itself comes with the resource-center work; until then the page
 * shows this introduction. Never rejects: null when Contentful cannot answer.
 */
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
