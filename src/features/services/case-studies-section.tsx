import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FigureList } from "~/components/ui/figure-list";
import { PageSection } from "~/components/ui/page-section";
import { TextBlocks } from "~/components/ui/text-blocks";
import { useLanguage } from "~/components/ui/link";
import { formatFigure } from "~/lib/contentful/impact-figure";
import type { CaseStudiesData, CaseStudy } from "./case-studies";

function CaseStudyCard({ study }: { study: CaseStudy }) {
  const { t } = useTranslation("services");
  const language = useLanguage();
  const titleId = useId();
  const year = study.year === undefined ? undefined : new Intl.NumberFormat(language, { useGrouping: false }).format(study.year);
  const parts = [
    ["challenge", study.challenge],
    ["approach", study.approach],
    ["results", study.results],
  ] as const;
  return (
    <li className="min-w-0">
      <article
        id={`case-${study.slug}`}
        aria-labelledby={titleId}
        className="flex h-full scroll-mt-24 flex-col rounded-lg border border-line bg-surface p-6 shadow-sm"
        data-testid="case-study"
      >
        {/* The client's name is written as the client writes it (often Latin in Arabic pages): isolated. */}
        <p className="text-sm font-semibold text-brand">
          <bdi>{study.client}</bdi>
          {study.sector && <span> · {study.sector}</span>}
          {year && (
            <span>
              {" · "}
              <bdi>{year}</bdi>
            </span>
          )}
        </p>
        <h3 id={titleId} className="mt-2 text-xl font-bold text-navy">
          {study.title}
        </h3>
        {study.summary && <p className="mt-3 text-ink-muted">{study.summary}</p>}
        <FigureList
          label={t("caseStudies.figuresLabel")}
          className="mt-6"
          items={study.figures.map((figure) => ({ id: figure.id, value: formatFigure(figure, language), label: figure.label }))}
        />
        <details className="group mt-6 border-t border-line pt-4">
          <summary className="cursor-pointer font-semibold text-brand underline-offset-4 hover:underline">
            {t("caseStudies.readMore")}
            <span className="sr-only"> {t("caseStudies.readMoreFor", { title: study.title })}</span>
          </summary>
          <div className="mt-4 space-y-5 text-ink" data-testid="case-study-body">
            {parts.map(
              ([key, text]) =>
                text && (
                  <section key={key} className="space-y-3">
                    <h4 className="text-lg font-bold text-navy">{t(`caseStudies.${key}`)}</h4>
                    <TextBlocks text={text} listClassName="list-disc space-y-1 ps-6" />
                  </section>
                ),
            )}
          </div>
        </details>
      </article>
    </li>
  );
}

/** A service page's case studies: a card each, with its figures, opening to the full story. */
export function CaseStudiesSection({ studies }: { studies: CaseStudiesData | undefined }) {
  const { t } = useTranslation("services");
  const list = studies?.data ?? [];
  if (list.length === 0) return null;
  return (
    <PageSection
      space="py-14"
      title={t("caseStudies.title")}
      subtitle={t("caseStudies.subtitle")}
      subtitleClassName="mx-auto mt-3 max-w-2xl"
      data-testid="case-studies"
    >
      <ul className={`mt-10 grid items-start gap-6 ${list.length > 1 ? "lg:grid-cols-2" : "mx-auto max-w-3xl"}`}>
        {list.map((study) => (
          <CaseStudyCard key={study.id} study={study} />
        ))}
      </ul>
    </PageSection>
  );
}
