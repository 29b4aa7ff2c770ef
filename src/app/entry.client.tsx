import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { markHydrating } from "~/components/ui/early-interactions";
import { i18n, languageFromPath, loadPage } from "~/lib/i18n";

// A prerendered page hydrates with the same strings it was rendered with: fetch the
// page's namespaces in its language (and English, the fallback) first.
// The portal hydrates in English like its fallback HTML; its stored language follows (useLanguageOf).
const language = languageFromPath(window.location.pathname);
await loadPage(window.location.pathname);
await i18n.changeLanguage(language);

startTransition(() => {
  // From here React listens to events itself (a tap during hydration hydrates at once and is handled).
  markHydrating();
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
