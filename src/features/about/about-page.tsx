import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ChevronDownIcon } from "~/components/ui/icons";
import { PageSection } from "~/components/ui/page-section";
import { StaticIsland } from "~/components/ui/static-island";
import { prefersReducedMotion } from "~/lib/motion";
import type { AboutData } from "./api";
import { TeamCarousel } from "./team-carousel";
import { ValueCards } from "./value-cards";

const PURPOSE_ID = "our-purpose";

/**
 * The About page. `principles` is the list of links to the principles (the
 * principles feature renders it; the route puts it here).
 */
export function AboutPage({ data, failed, principles, partners }: AboutData & { principles?: ReactNode; partners?: ReactNode }) {
  const { t } = useTranslation("about");
  const { sections } = data;
  const hero = sections["about.hero"];
  const purpose = sections["about.purpose"];
  const valuesSection = sections["about.values"];
  const team = sections["about.team"];
  const principlesSection = sections["about.principles"];

  const scrollDown = () => {
    const next = document.getElementById(PURPOSE_ID);
    if (!next) return;
    next.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
    next.focus({ preventScroll: true });
  };

  return (
    <>
      {failed && (
        <p role="status" className="bg-surface-muted px-4 py-2 text-center text-sm text-ink-muted">
          {t("failed")}
        </p>
      )}
      <section className="on-dark bg-navy px-4 pt-20 pb-12 text-center text-white">
        <h1 className="mx-auto max-w-4xl text-4xl font-bold sm:text-5xl">{hero?.title ?? t("hero.title")}</h1>
        {hero?.subtitle && <p className="mx-auto mt-6 max-w-3xl text-lg text-ink-inverse">{hero.subtitle}</p>}
        <button
          type="button"
          onClick={scrollDown}
          aria-label={t("hero.scrollDown")}
          className="mt-10 inline-flex size-12 items-center justify-center rounded-full border border-white/60 text-white hover:bg-white/10"
        >
          <ChevronDownIcon size={24} />
        </button>
      </section>

      {/* Text only: hydration keeps its HTML (static-island.tsx). */}
      <StaticIsland data={sections}>
        <PageSection
          id={PURPOSE_ID}
          tabIndex={-1}
          headingId="about-purpose"
          title={purpose?.title ?? t("purpose.title")}
          subtitle={purpose?.subtitle}
          className="scroll-mt-24"
        >
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            {[sections["about.mission"], sections["about.vision"]].map(
              (block) =>
                block && (
                  <div key={block.key} className="rounded-lg border border-line bg-surface p-8 shadow-sm">
                    <h3 className="text-2xl font-bold text-brand">{block.title}</h3>
                    {block.body && <p className="mt-4 text-ink">{block.body}</p>}
                  </div>
                ),
            )}
          </div>
        </PageSection>
      </StaticIsland>

      {data.values.length > 0 && (
        <PageSection band="bg-surface-muted" wide headingId="about-values" title={valuesSection?.title ?? t("values.title")} subtitle={valuesSection?.subtitle}>
          <div className="mt-10">
            <ValueCards values={data.values} />
          </div>
        </PageSection>
      )}

      {data.team.length > 0 && (
        <PageSection headingId="about-team" title={team?.title ?? t("team.title")} subtitle={team?.subtitle}>
          <div className="mt-10">
            <TeamCarousel team={data.team} />
          </div>
        </PageSection>
      )}

      {principles && (
        <PageSection
          band="bg-surface-muted"
          wide
          headingId="about-principles"
          title={principlesSection?.title ?? t("principles.title")}
          subtitle={principlesSection?.subtitle}
        >
          <div className="mt-10">{principles}</div>
        </PageSection>
      )}
      {partners}
    </>
  );
}
