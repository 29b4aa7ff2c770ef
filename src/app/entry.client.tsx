import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { i18n, languageFromPath, loadLanguage } from "~/lib/i18n";

// A prerendered page in French or Arabic hydrates with the same strings it was rendered with:
// fetch that language's strings first (English is always in the bundle).
const language = languageFromPath(window.location.pathname);
await loadLanguage(language);
await i18n.changeLanguage(language);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
