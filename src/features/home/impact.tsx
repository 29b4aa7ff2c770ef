import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FigureList } from "~/components/ui/figure-list";
import { useLanguage } from "~/components/ui/link";
import { formatFigure } from "~/lib/contentful/impact-figure";
import type { ImpactFigure } from "./api";

/** Impact in numbers: the figures editors mark for the home page, each number in the page's language. */
export function Impact({ figures }: { figures: readonly ImpactFigure[] }) {
  const { t } = useTranslation("home");
  const language = useLanguage();
  const headingId = useId();
  if (figures.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="on-dark bg-navy px-4 py-14 text-ink-inverse" data-testid="impact">
      <div className="mx-auto max-w-6xl">
        <h2 id={headingId} className="text-center text-3xl font-bold">
          {t("impact.title")}
        </h2>
        <FigureList
          tone="dark"
          className="mt-10 text-center"
          items={figures.map((figure) => ({ id: figure.id, value: formatFigure(figure, language), label: figure.label }))}
        />
      </div>
    </section>
  );
}
