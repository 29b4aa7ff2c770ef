/**
 * Readers of the content types several pages share: a page section (pageSection: the copy of one
 * block of a page, found by its key) and the feature items it links to.
 */
import { type Fields, fieldsOf, idOf, linkedEntries, str } from "./fields";

export interface PageSection {
  /** The section's key, e.g. "home.mission". */
  key?: string;
  title: string;
  subtitle?: string;
  body?: string;
  ctaLabel?: string;
  ctaPath?: string;
}

/** A page section's copy, or null without a title. */
export function toPageSection(fields: Fields): PageSection | null {
  const title = str(fields, "title");
  if (!title) return null;
  return {
    key: str(fields, "key"),
    title,
    subtitle: str(fields, "subtitle"),
    body: str(fields, "body"),
    ctaLabel: str(fields, "ctaLabel"),
    ctaPath: str(fields, "ctaPath"),
  };
}

export interface FeatureItem {
  id: string;
  title: string;
  description?: string;
  icon?: string;
}

/** The feature items a section links to (`items`); unresolved links and items without a title are left out. */
export function featureItems(fields: Fields, key = "items"): FeatureItem[] {
  return linkedEntries(fields, key).flatMap((entry) => {
    const item = fieldsOf(entry);
    const title = str(item, "title");
    return title ? [{ id: idOf(entry) || title, title, description: str(item, "description"), icon: str(item, "icon") }] : [];
  });
}
