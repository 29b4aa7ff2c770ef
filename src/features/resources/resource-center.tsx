import { lazy, Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { ChipGroup, SearchBox } from "~/components/ui/filter-bar";
import { ChevronDownIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { toast } from "~/components/ui/toast";
import { useLoad } from "~/components/ui/use-async";
import { NotTranslatedNote, staffTextAttributes } from "~/components/ui/staff-text";
import { useHydrated } from "~/lib/use-hydrated";
import { urlFilteredProps, useUrlFilter } from "~/lib/use-url-filter";
import { downloadCounted, downloadSigned, loadStaffAccess, type StaffAccess } from "./access";
import {
  CATEGORY_CHIPS,
  type CenterResource,
  filterFromSearchParams,
  filterResources,
  filterToSearchParams,
  formatCount,
  formatDay,
  formatFileSize,
  NO_FILTER,
  localizeResource,
  type ShownResource,
  type Tab,
} from "./catalogue";
import type { PublicResources, ResourcesIntro } from "./load";

// The preview (and, inside it, the PDF renderer) is loaded only when a visitor opens it.
const PreviewDialog = lazy(() => import("./preview-dialog"));

type Staff = { status: "checking" } | { status: "none" } | { status: "staff"; access: StaffAccess } | { status: "error" };

/** Whether the visitor is signed-in staff (read after hydration: the prerendered page is the public one). */
function useStaffAccess(): Staff {
  const hydrated = useHydrated();
  // Before hydration the check waits (a promise that never settles): "checking".
  const [load] = useLoad(() => (hydrated ? loadStaffAccess() : new Promise<never>(() => {})), hydrated);
  if (load.status === "loading") return { status: "checking" };
  if (load.status === "error") return { status: "error" };
  return load.value ? { status: "staff", access: load.value } : { status: "none" };
}

export interface ResourceCenterProps {
  intro: ResourcesIntro | null;
  data: PublicResources;
}

/** /resources: search, category chips, the documents' cards with Preview and Download, and the Internal tab for staff. */
export function ResourceCenter({ intro, data }: ResourceCenterProps) {
  const { t, i18n } = useTranslation("resources");
  const language = i18n.language;
  const [filter, setFilter, urlApplied] = useUrlFilter({ fromSearchParams: filterFromSearchParams, toSearchParams: filterToSearchParams, empty: NO_FILTER, stateKey: "resourcesFilter" });
  const staff = useStaffAccess();
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [previewing, setPreviewing] = useState<CenterResource | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const chipsId = useId();
  // ?preview=<id> (a document found by the site search) opens that public document's preview once hydrated.
  const hydrated = useHydrated();
  const { search } = useLocation();
  const [closedPreview, setClosedPreview] = useState<string | null>(null);
  const askedPreview = hydrated ? new URLSearchParams(search).get("preview") : null;
  const opened = previewing ?? (askedPreview && askedPreview !== closedPreview ? (data.resources.find((resource) => resource.id === askedPreview) ?? null) : null);

  const tab: Tab = filter.tab === "internal" && staff.status === "staff" ? "internal" : "public";
  const token = tab === "internal" && staff.status === "staff" ? staff.access.token : null;
  const source = tab === "internal" && staff.status === "staff" ? staff.access.internal : data.resources;
  const results = filterResources(
    source.map((resource) => localizeResource(resource, language)),
    filter,
  );
  const filtered = filter.query !== "" || filter.category !== "all";
  const chipsShown = filtersOpen || filter.category !== "all";

  async function onDownload(resource: CenterResource) {
    toast(t("downloading", { title: resource.title }));
    try {
      if (resource.visibility === "internal" && token) {
        await downloadSigned(resource, token);
        return;
      }
      const count = await downloadCounted(resource);
      if (count !== null) setCounts((previous) => ({ ...previous, [resource.id]: count }));
    } catch (error) {
      console.warn(error);
      toast.error(t("downloadFailed", { title: resource.title }));
    }
  }

  return (
    <>
      <section className="on-dark bg-navy text-ink-inverse">
        <div className="mx-auto max-w-5xl px-4 py-14 text-center sm:py-16">
          <h1 className="text-4xl font-extrabold break-words sm:text-5xl">{intro?.title ?? t("title")}</h1>
          <p className="mx-auto mt-5 max-w-3xl text-lg text-ink-inverse-muted">{intro?.subtitle ?? t("subtitle")}</p>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby={`${chipsId}-heading`}>
        <h2 id={`${chipsId}-heading`} className="sr-only">
          {t(tab === "internal" ? "internalHeading" : "publicHeading")}
        </h2>
        {staff.status === "staff" && (
          <div role="group" aria-label={t("tabsLabel")} className="mb-6 inline-flex flex-wrap rounded-lg border border-line bg-surface p-1">
            {(["public", "internal"] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={tab === value}
                onClick={() => setFilter({ ...filter, tab: value })}
                className={`rounded-md px-4 py-2 text-sm font-semibold ${tab === value ? "bg-brand text-white" : "text-ink hover:bg-brand-soft"}`}
              >
                {t(`tabs.${value}`)}
              </button>
            ))}
          </div>
        )}
        {tab === "internal" && <p className="mb-4 text-sm text-ink-muted">{t("internalNote")}</p>}

        <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <SearchBox label={t("searchLabel")} placeholder={t("searchPlaceholder")} value={filter.query} onChange={(query) => setFilter({ ...filter, query })} className="w-full md:max-w-md" />
          <button
            type="button"
            aria-expanded={chipsShown}
            aria-controls={chipsId}
            onClick={() => setFiltersOpen(!chipsShown)}
            className="inline-flex items-center gap-2 self-start rounded-md border border-line bg-surface px-4 py-2 text-sm font-semibold text-ink hover:bg-brand-soft"
          >
            {t("filter")}
            <ChevronDownIcon size={16} className={chipsShown ? "rotate-180" : undefined} />
          </button>
        </div>
        <ChipGroup
          id={chipsId}
          label={t("categoriesLabel")}
          hidden={!chipsShown}
          options={CATEGORY_CHIPS}
          value={filter.category}
          onChange={(category) => setFilter({ ...filter, category })}
          optionLabel={(category) => t(`categories.${category}`)}
          className="mt-4 flex flex-wrap gap-2"
        />

        <p role="status" aria-live="polite" className="mt-6 text-sm text-ink-muted" data-testid="resource-count">
          {tab === "public" && data.failed && data.resources.length === 0 ? t("loadFailed") : t("count", { count: results.length })}
        </p>

        {results.length > 0 ? (
          <ul aria-label={t("listLabel")} className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" {...urlFilteredProps(urlApplied)}>
            {results.map((resource) => (
              <ResourceCard
                key={resource.id}
                resource={resource}
                language={language}
                count={counts[resource.id] ?? resource.download_count}
                onPreview={() => setPreviewing(resource)}
                onDownload={() => void onDownload(resource)}
              />
            ))}
          </ul>
        ) : (
          !(tab === "public" && data.failed) && (
            <div className="mt-6 rounded-lg border border-dashed border-line bg-surface-muted px-6 py-12 text-center">
              <p className="text-xl font-bold text-navy">{t("empty")}</p>
              {filtered && (
                <button type="button" onClick={() => setFilter({ ...NO_FILTER, tab: filter.tab })} className="btn-primary mt-6">
                  {t("reset")}
                </button>
              )}
            </div>
          )
        )}
      </section>

      <section className="bg-surface-muted">
        <div className="mx-auto max-w-4xl px-4 py-12 text-center">
          <h2 className="text-2xl font-bold text-navy">{t("needMoreTitle")}</h2>
          <p className="mx-auto mt-3 max-w-2xl text-ink-muted">{t("needMoreBody")}</p>
          <Link to="/contact" className="btn-primary mt-6">
            {t("contactUs")}
          </Link>
        </div>
      </section>

      {opened && (
        <Suspense fallback={null}>
          <PreviewDialog
            resource={opened}
            token={opened.visibility === "internal" ? token : null}
            onClose={() => {
              setPreviewing(null);
              setClosedPreview(askedPreview);
            }}
            onDownload={() => void onDownload(opened)}
          />
        </Suspense>
      )}
    </>
  );
}

function ResourceCard({
  resource,
  language,
  count,
  onPreview,
  onDownload,
}: {
  resource: ShownResource;
  language: string;
  count: number;
  onPreview: () => void;
  onDownload: () => void;
}) {
  const { t } = useTranslation("resources");
  // The title's id is the document's anchor (#doc-<id>): the site search's index makes each card a result.
  const titleId = `doc-${resource.id}`;
  // A document in another language than the page's: a note names the language. Its title and
  // description are in the page's language when staff translated them, else in English, marked so.
  const own = resource.language === language;
  return (
    <li>
      <article aria-labelledby={titleId} className="flex h-full min-w-0 flex-col rounded-lg border border-line bg-surface p-6 shadow-sm" data-testid="resource-card">
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          <span className="rounded bg-navy px-2 py-0.5 text-white" data-testid="resource-type">
            {resource.file_type.toUpperCase()}
          </span>
          <span className="rounded-full bg-brand-soft px-2.5 py-0.5 text-ink">{t(`categories.${resource.category}`)}</span>
          {!own && (
            <span className="rounded-full border border-line px-2.5 py-0.5 text-ink-muted" data-testid="resource-language">
              {t("documentLanguage", { language: new Intl.DisplayNames([language], { type: "language" }).of(resource.language) ?? resource.language })}
            </span>
          )}
        </div>
        <h3 id={titleId} {...staffTextAttributes(resource.english.title)} className="mt-3 scroll-mt-24 text-lg font-bold break-words text-navy">
          {resource.title}
        </h3>
        <p {...staffTextAttributes(resource.english.description)} className="mt-2 text-sm break-words text-ink-muted">
          {resource.description}
        </p>
        {(resource.english.title || resource.english.description) && <NotTranslatedNote />}
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-ink-muted">{t("meta.size")}</dt>
          <dd data-testid="resource-size">{formatFileSize(resource.file_size, language)}</dd>
          {resource.visibility === "public" && (
            <>
              <dt className="text-ink-muted">{t("meta.downloads")}</dt>
              <dd data-testid="resource-downloads">{formatCount(count, language)}</dd>
            </>
          )}
          <dt className="text-ink-muted">{t("meta.updated")}</dt>
          <dd>
            <time dateTime={resource.updated_at}>{formatDay(resource.updated_at, language)}</time>
          </dd>
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 pt-5">
          <button type="button" onClick={onPreview} className="rounded-md border border-brand px-3 py-2 text-sm font-semibold text-brand hover:bg-brand-soft" aria-label={t("previewNamed", { title: resource.title })}>
            {t("preview")}
          </button>
          <button type="button" onClick={onDownload} className="btn-primary" aria-label={t("downloadNamed", { title: resource.title })}>
            {t("download")}
          </button>
        </div>
      </article>
    </li>
  );
}
