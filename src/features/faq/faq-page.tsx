import { useEffect, useId, useState } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { AccordionItem } from "~/components/ui/accordion";
import { SearchBox } from "~/components/ui/filter-bar";
import { Link } from "~/components/ui/link";
import { PageSection } from "~/components/ui/page-section";
import { TabList, TabPanel } from "~/components/ui/tabs";
import { faqAnchor } from "./anchor";
import { FAQ_TABS, type FaqTab, filterFaq } from "./filter";
import type { FaqData } from "./load";

/** /faq: hero, search, category tabs, the accordion of questions and the 'Still Have Questions?' block. */
export function FaqPage({ data, failed }: FaqData) {
  const { t } = useTranslation("faq");
  const baseId = useId();
  const tabId = (tab: FaqTab) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;
  const [query, setQuery] = useState("");
  const [tab, setTab] = useState<FaqTab>("all");
  const results = filterFaq(data.items, { query, tab });
  const still = data.stillQuestions;
  const { hash } = useLocation();
  // A link to an answer (#faq-<id>, faqAnchor: the site search's FAQ hits) opens it and brings it into view.
  useEffect(() => {
    const heading = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const details = heading?.closest("details");
    if (!details) return;
    details.open = true;
    heading?.scrollIntoView({ block: "start" });
  }, [hash]);

  return (
    <>
      <section className="on-dark bg-navy text-ink-inverse">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-20">
          <h1 className="text-4xl font-extrabold sm:text-5xl">{data.hero?.title ?? t("hero.title")}</h1>
          {data.hero?.subtitle && <p className="mx-auto mt-5 max-w-2xl text-lg text-ink-inverse-muted">{data.hero.subtitle}</p>}
          <SearchBox label={t("searchLabel")} placeholder={t("searchPlaceholder")} value={query} onChange={setQuery} className="mx-auto mt-8 max-w-xl" large />
        </div>
      </section>

      <section className="mx-auto max-w-4xl px-4 py-12">
        <TabList
          label={t("tabsLabel")}
          tabs={FAQ_TABS.map((name) => ({ key: name, label: t(`tabs.${name}`) }))}
          selected={tab}
          onSelect={setTab}
          tabId={tabId}
          panelId={() => panelId}
          className="flex flex-wrap justify-center gap-2"
          tabClassName={(selected) =>
            `rounded-full border px-5 py-2 text-sm font-semibold ${
              selected ? "border-brand bg-brand text-white" : "border-line bg-surface text-ink hover:bg-brand-soft"
            }`
          }
        />

        <TabPanel id={panelId} labelledBy={tabId(tab)} className="mt-8">
          <p role="status" aria-live="polite" className={results.length > 0 ? "sr-only" : "py-10 text-center text-ink-muted"}>
            {failed && data.items.length === 0
              ? t("failed")
              : results.length === 0
                ? t("noMatch")
                : t("results", { count: results.length })}
          </p>
          {results.length > 0 && (
            <ul className="space-y-3">
              {results.map((item) => (
                // h2: the questions sit directly under the page's h1 (the tabs above them are not headings).
                <AccordionItem
                  key={item.id}
                  as="li"
                  level={2}
                  anchor={faqAnchor(item.id)}
                  title={item.question}
                  className="rounded-lg border border-line bg-surface"
                >
                  <p>{item.answer}</p>
                </AccordionItem>
              ))}
            </ul>
          )}
        </TabPanel>
      </section>

      <PageSection band="bg-brand-soft" width="max-w-3xl" space="py-14" title={still?.title ?? t("stillQuestions.title")} className="text-center">
        <p className="mt-4 text-lg text-ink">{still?.body ?? t("stillQuestions.body")}</p>
        <Link to={still?.ctaPath ?? "/contact"} className="btn-primary mt-8">
          {still?.ctaLabel ?? t("stillQuestions.cta")}
        </Link>
      </PageSection>
    </>
  );
}
