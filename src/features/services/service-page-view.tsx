import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ArrowEndIcon, CheckCircleIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { LoadFailed } from "~/components/ui/load-failed";
import { PageSection } from "~/components/ui/page-section";
import type { ServicePage } from "./api";
import type { ServicePageData } from "./load";

function Cards({ page }: { page: ServicePage }) {
  const { t } = useTranslation("services");
  return (
    <PageSection space="py-14" title={page.cardsTitle}>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {page.cards.map((card) => (
          <li key={card.id} className="flex flex-col rounded-lg border border-line bg-surface p-6 shadow-sm" data-testid="service-card">
            <h3 className="text-xl font-bold text-navy">{card.title}</h3>
            <p className="mt-2 text-ink-muted">{card.description}</p>
            {card.features.length > 0 && (
              <ul aria-label={t("page.featuresLabel")} className="mt-4 space-y-2">
                {card.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2 text-sm text-ink">
                    <CheckCircleIcon size={18} className="mt-0.5 shrink-0 text-success" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

function Benefits({ page }: { page: ServicePage }) {
  if (page.benefits.length === 0) return null;
  return (
    <PageSection band="bg-surface-muted" space="py-14" title={page.benefitsTitle ?? page.title}>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {page.benefits.map((benefit) => (
          <li key={benefit.id} className="rounded-lg bg-surface p-6 text-center shadow-sm" data-testid="service-benefit">
            <h3 className="text-lg font-bold text-brand">{benefit.title}</h3>
            <p className="mt-2 text-sm text-ink-muted">{benefit.description}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

/** A service page: hero with a call to action, intro, six cards, optional benefits, case studies, rates, closing call to action. */
export function ServicePageContent({ page, pricing, caseStudies }: { page: ServicePage; pricing?: ReactNode; caseStudies?: ReactNode }) {
  const { t } = useTranslation("services");
  return (
    <>
      <section className="on-dark bg-navy text-ink-inverse">
        <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">{page.title}</p>
          <h1 className="mt-3 text-4xl font-extrabold sm:text-5xl">{page.heroTitle}</h1>
          {page.heroSubtitle && <p className="mx-auto mt-5 max-w-3xl text-lg text-ink-inverse-muted">{page.heroSubtitle}</p>}
          <Link to="/contact" className="btn-accent mt-8">
            {t("page.heroCta")}
            <ArrowEndIcon size={18} />
          </Link>
        </div>
      </section>

      {page.intro && (
        <section className="mx-auto max-w-3xl px-4 pt-14 text-center">
          <p className="text-lg leading-8 text-ink">{page.intro}</p>
        </section>
      )}

      <Cards page={page} />
      <Benefits page={page} />
      {caseStudies}
      {pricing}

      <PageSection band="bg-brand-soft" width="max-w-3xl" space="py-14" title={page.ctaTitle} className="text-center">
        {page.ctaText && <p className="mt-4 text-lg text-ink">{page.ctaText}</p>}
        <Link to="/contact" className="btn-primary mt-8">
          {t("page.ctaButton")}
        </Link>
      </PageSection>
    </>
  );
}

/**
 * /services/{slug}: the page, the site's 404 content for an unknown slug (passed in by the route as
 * `notFound`: a feature does not import the shell), or a notice when Contentful could not be reached.
 */
export function ServicePageView({
  page,
  notFound,
  pricing,
  caseStudies,
}: {
  page: ServicePageData | undefined;
  notFound: ReactNode;
  pricing?: ReactNode;
  caseStudies?: ReactNode;
}) {
  const { t } = useTranslation("services");
  if (!page || (!page.data && !page.failed)) return notFound;
  if (!page.data) {
    return (
      <LoadFailed
        align="text-start"
        title={t("page.failedTitle")}
        message={t("page.failed")}
        action={
          <Link to="/services" className="btn-primary mt-6">
            {t("page.breadcrumb")}
          </Link>
        }
      />
    );
  }
  return <ServicePageContent page={page.data} pricing={pricing} caseStudies={caseStudies} />;
}
