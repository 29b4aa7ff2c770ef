/**
 * The preview-mode banner (loaded only in preview mode): says whether drafts are shown, offers a
 * sign-in when the visitor may not see them, and a way out. It also starts Contentful live
 * preview (./live-preview.ts) so the page follows the editor's changes inside the web app.
 */
import { useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useRevalidator } from "react-router";
import { leavePreview } from "~/lib/contentful/client";
import { previewStatus } from "~/lib/contentful/preview-transport";
import { contentLocaleOf, i18n, pageLanguage } from "~/lib/i18n";
import { startLivePreview } from "./live-preview";

const bundles = import.meta.glob<{ default: Record<string, string> }>("../../locales/*/preview.json");

/** Loads the banner's strings in the page's language and in English (the fallback). */
async function loadStrings(language: string): Promise<void> {
  await Promise.all(
    [...new Set(["en", language])].map(async (lng) => {
      const load = bundles[`../../locales/${lng}/preview.json`];
      if (load && !i18n.hasResourceBundle(lng, "preview")) i18n.addResourceBundle(lng, "preview", (await load()).default, true, true);
    }),
  );
}

export default function PreviewBanner() {
  const { pathname } = useLocation();
  const language = pageLanguage(pathname);
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(language, "preview"));
  const { t } = useTranslation("preview");
  const status = useSyncExternalStore(previewStatus.subscribe, previewStatus.get, previewStatus.get);
  const revalidator = useRevalidator();

  useEffect(() => {
    let live = true;
    void loadStrings(language).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [language]);

  // Live preview: an autosave in the Contentful web app reloads the page's content (drafts).
  const { revalidate } = revalidator;
  useEffect(() => startLivePreview(contentLocaleOf(pathname), () => void revalidate()), [pathname, revalidate]);

  if (!ready) return null;
  const tone = status === "active" ? "bg-accent text-navy" : status === "pending" ? "bg-surface-muted text-ink" : "bg-danger text-white";
  return (
    <div role="region" aria-label={t("label")} className={`${tone} border-b border-line`}>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm font-semibold">
        <p role="status" className="min-w-0 flex-1 basis-60">
          {t(status)}
        </p>
        {status === "refused" && (
          <a href="/admin/login" className="underline underline-offset-4">
            {t("signIn")}
          </a>
        )}
        <button
          type="button"
          onClick={leavePreview}
          className="rounded-md border border-current px-3 py-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
        >
          {t("exit")}
        </button>
      </div>
    </div>
  );
}
