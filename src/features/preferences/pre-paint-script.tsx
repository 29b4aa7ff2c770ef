import { prePaintScript } from "~/lib/preferences";

/**
 * The inline <head> script that applies the stored display preferences before
 * the first paint (root.tsx renders it before the stylesheets).
 */
export function PrePaintScript() {
  // The source is a constant built from the preference model, never from user input.
  return <script dangerouslySetInnerHTML={{ __html: prePaintScript }} />;
}
