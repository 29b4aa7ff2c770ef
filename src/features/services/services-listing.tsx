import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ChipGroup, SearchBox } from "~/components/ui/filter-bar";
import { ArrowEndIcon, CheckCircleIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import type { ServiceSummary } from "./api";
import {
  FILTER_CATEGORIES,
  NO_FILTER,
  filterFromSearchParams,
  filterServices,
  filterToSearchParams,
} from "./filter";
import type { ServicesListingData } from "./load";
import { urlFilteredProps, useUrlFilter } from "~/lib/use-url-filter";

function ServiceCardItem({ service }: { service: ServiceSummary }) {
  const { t } = useTranslation("services");
  const titleId = useId();
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex h-full flex-col rounded-lg border border-line bg-surface p-6 shadow-sm transition-shadow hover:shadow-md"
      >
        <h2 id={titleId} className="text-xl font-bold text-navy">
          <Link to={service.path} className="underline-offset-4 hover:text-brand hover:underline">
            {service.name}
          </Link>
        </h2>
        <p className="mt-3 text-ink-muted">{service.description}</p>
        {service.features.length > 0 && (
          <ul aria-label={t("listing.featuresLabel")} className="mt-4 space-y-2">
            {service.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2 text-sm text-ink">
                <CheckCircleIcon size={18} className="mt-0.5 shrink-0 text-success" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        )}
        <Link to={service.path} className="mt-6 inline-flex items-center gap-2 self-start font-semibold text-brand hover:underline">
          <span aria-hidden="true">{t("listing.learnMore")}</span>
          <span className="sr-only">
            {t("listing.learnMore")} {t("listing.learnMoreAbout", { name: service.name })}
          </span>
          <ArrowEndIcon size={18} />
        </Link>
      </article>
    </li>
  );
}

/** /services: hero, search, category filter, the catalogue's cards and an empty state. */
export function ServicesListing({ data, failed }: ServicesListingData) {
  const { t } = useTranslation("services");
  const [filter, setFilter, urlApplied] = useUrlFilter({ fromSearchParams: filterFromSearchParams, toSearchParams: filterToSearchParams, empty: NO_FILTER, stateKey: "servicesFilter" });
  const results = filterServices(data.services, filter);
  const filtered = filter.query !== "" || filter.category !== "all";
  const hero = data.hero;

  return (
    <>
      <section className="on-dark bg-navy text-ink-inverse">
        <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:py-20">
          <h1 className="text-4xl font-extrabold sm:text-5xl">{hero?.title ?? t("listing.heroFallbackTitle")}</h1>
          {hero?.subtitle && <p className="mx-auto mt-5 max-w-3xl text-lg text-ink-inverse-muted">{hero.subtitle}</p>}
          {hero?.body && <p className="mx-auto mt-3 max-w-3xl text-ink-inverse-muted">{hero.body}</p>}
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-10">
        <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <SearchBox label={t("listing.searchLabel")} placeholder={t("listing.searchPlaceholder")} value={filter.query} onChange={(query) => setFilter({ ...filter, query })} className="w-full md:max-w-sm" />
          <ChipGroup
            label={t("listing.filterLabel")}
            options={FILTER_CATEGORIES}
            value={filter.category}
            onChange={(category) => setFilter({ ...filter, category })}
            optionLabel={(category) => t(`listing.categories.${category}`)}
            className="flex flex-wrap gap-2"
          />
        </div>

        <p role="status" aria-live="polite" className="mt-6 text-sm text-ink-muted">
          {failed && data.services.length === 0
            ? t("listing.failed")
            : t("listing.results", { count: results.length })}
        </p>

        {results.length > 0 ? (
          <ul aria-label={t("listing.listLabel")} className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" {...urlFilteredProps(urlApplied)}>
            {results.map((service) => (
              <ServiceCardItem key={service.id} service={service} />
            ))}
          </ul>
        ) : (
          !failed && (
            <div className="mt-6 rounded-lg border border-dashed border-line bg-surface-muted px-6 py-12 text-center">
              <h2 className="text-xl font-bold text-navy">{t("listing.emptyTitle")}</h2>
              <p className="mt-2 text-ink-muted">{t("listing.emptyBody")}</p>
              {filtered && (
                <button type="button" onClick={() => setFilter(NO_FILTER)} className="btn-primary mt-6">
                  {t("listing.reset")}
                </button>
              )}
            </div>
          )
        )}
      </section>
    </>
  );
}
