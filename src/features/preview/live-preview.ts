/**
 * Contentful live preview (@contentful/live-preview), in preview mode only: inside the
 * Contentful web app's preview pane, inspector mode outlines every element tagged with
 * data-contentful-entry-id/field-id (~/lib/contentful/inspector.ts) and a click opens that field;
 * each autosave of the entry being edited reloads the page's content from the Preview API, so
 * the page follows the editor's typing within a second or two. Outside the web app it does nothing.
 */
const CONTENTFUL_APP_ORIGINS = ["https://app.contentful.com", "https://app.eu.contentful.com"];

/** Starts live preview for the page's locale; the returned function stops listening. */
export function startLivePreview(locale: string, onSave: () => void): () => void {
  let stop = () => {};
  let stopped = false;
  void import("@contentful/live-preview").then(
    async ({ ContentfulLivePreview }) => {
      if (stopped) return;
      if (!ContentfulLivePreview.initialized) {
        await ContentfulLivePreview.init({ locale, enableInspectorMode: true, enableLiveUpdates: true, targetOrigin: CONTENTFUL_APP_ORIGINS });
      }
      if (stopped) return;
      stop = ContentfulLivePreview.subscribe("save", { callback: onSave });
    },
    (error: unknown) => console.warn("[preview] live preview could not be loaded", error),
  );
  return () => {
    stopped = true;
    stop();
  };
}
