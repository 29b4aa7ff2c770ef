import { useTranslation } from "react-i18next";
import { LoadFailed } from "~/components/ui/load-failed";
import { RichText } from "~/lib/rich-text";
import { formatLegalDate } from "./api";
import type { LegalData } from "./load";

export function LegalPageView({ data: page, failed }: LegalData) {
  const { t } = useTranslation("legal");
  if (!page) {
    return (
      <LoadFailed as="article" align="text-start" title={t("unavailableTitle")} message={failed ? t("failed") : t("missing")} />
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <header className="border-b border-line pb-6">
        <h1 className="text-3xl font-bold text-navy sm:text-4xl">{page.title}</h1>
        <p className="mt-3 text-sm text-ink-muted">
          {t("lastUpdated", { date: formatLegalDate(page.lastUpdated) })}
        </p>
      </header>
      <div className="mt-6 text-ink">
        <RichText document={page.body} />
      </div>
    </article>
  );
}
