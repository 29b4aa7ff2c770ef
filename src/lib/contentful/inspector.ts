import { useSyncExternalStore } from "react";
import { inPreview } from "./client";

export type InspectorProps = Partial<Record<"data-contentful-entry-id" | "data-contentful-field-id", string>>;

const none: InspectorProps = {};
const noSubscription = () => () => {};
const off = () => false;

/**
 * Contentful inspector-mode tags for an element that shows a field of an entry: in preview mode
 * (after hydration, so the prerendered HTML matches) live preview outlines it in the Contentful
 * web app and a click opens that field. Visitors get no attributes.
 */
export function useInspector(): (entryId: string | undefined, fieldId: string) => InspectorProps {
  const on = useSyncExternalStore(noSubscription, inPreview, off);
  return (entryId, fieldId) => (on && entryId ? { "data-contentful-entry-id": entryId, "data-contentful-field-id": fieldId } : none);
}
