import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChevronDownIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import type { FaqItem } from "./api";
import { FAQ_TABS, type FaqTab, filterFaq, nextTab } from "./filter";
import type { FaqData } from "./load";

function pageDirection(): "ltr" | "rtl" {
  return typeof document !== "undefined" && document.documentElement.dir === "rtl" ? "rtl" : "ltr";
}

/** One question: a heading with a button (aria-expanded, aria-controls) and its labelled answer region. */
function AccordionItem({ item, open, onToggle }: { item: FaqItem; open: boolean; onToggle: () => void }) {
  const id = useId();
  const buttonId = `${id}-question`;
  const regionId = `${id}-answer`;
  return (
    <li className="rounded-lg border border-line bg-surface">
      {/* h2: the questions sit directly under the page's h1 (the tabs above them are not headings). */}
      <h2>
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-4 px-5 py-4 text-start font-semibold text-navy hover:bg-surface-muted"
        >
          <span>{item.question}</span>
          <ChevronDownIcon size={20} className={`shrink-0 transition-transform ${open ? "rotate-180" : ""}`} />
        </button>
      </h2>
      <div id={regionId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-5 pb-5 text-ink-muted">
        <p>{item.answer}</p>
      </div>
    </li>
  );
}

/** /faq: hero, search, category tabs, the accordion of questions and the 'Still Have Questions?' block. */
export function FaqPage({ data }: { data: FaqData }) {
  const { t } = useTranslation("faq");
  const baseId = useId();
  const searchId = `${baseId}-search`;
  const tabId = (tab: FaqTab) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;
  const [query, setQuery] = useState("");
  const [tab, setTab] = useState<FaqTab>("all");
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const tabRefs = useRef(new Map<FaqTab, HTMLButtonElement>());
  const results = filterFaq(data.items, { query, tab });
  const still = data.stillQuestions;

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nextTab(tab, event.key, pageDirection());
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current.get(next)?.focus();
  };

  return (
    <>
      <section className="on-dark bg-navy text-ink-inverse">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-20">
          <h1 className="text-4xl font-extrabold sm:text-5xl">{data.hero?.title ?? t("hero.title")}</h1>
          {data.hero?.subtitle && <p className="mx-auto mt-5 max-w-2xl text-lg text-ink-inverse-muted">{data.hero.subtitle}</p>}
          <form role="search" onSubmit={(event: FormEvent) => event.preventDefault()} className="mx-auto mt-8 max-w-xl">
            <label htmlFor={searchId} className="sr-only">
              {t("searchLabel")}
            </label>
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t("searchPlaceholder")}
              className="w-full rounded-md border border-line bg-surface px-4 py-3 text-ink placeholder:text-ink-muted"
            />
          </form>
        </div>
      </section>

      <section className="mx-auto max-w-4xl px-4 py-12">
        <div role="tablist" aria-label={t("tabsLabel")} className="flex flex-wrap justify-center gap-2">
          {FAQ_TABS.map((name) => {
            const selected = tab === name;
            return (
              <button
                key={name}
                ref={(element) => {
                  if (element) tabRefs.current.set(name, element);
                  else tabRefs.current.delete(name);
                }}
                id={tabId(name)}
                type="button"
                role="tab"
                aria-selected={selected}
                aria-controls={panelId}
                tabIndex={selected ? 0 : -1}
                onClick={() => setTab(name)}
                onKeyDown={onTabKeyDown}
                className={`rounded-full border px-5 py-2 text-sm font-semibold ${
                  selected ? "border-brand bg-brand text-white" : "border-line bg-surface text-ink hover:bg-brand-soft"
                }`}
              >
                {t(`tabs.${name}`)}
              </button>
            );
          })}
        </div>

        <div id={panelId} role="tabpanel" aria-labelledby={tabId(tab)} tabIndex={0} className="mt-8">
          <p role="status" aria-live="polite" className={results.length > 0 ? "sr-only" : "py-10 text-center text-ink-muted"}>
            {data.failed && data.items.length === 0
              ? t("failed")
              : results.length === 0
                ? t("noMatch")
                : t("results", { count: results.length })}
          </p>
          {results.length > 0 && (
            <ul className="space-y-3">
              {results.map((item) => (
                <AccordionItem key={item.id} item={item} open={open.has(item.id)} onToggle={() => toggle(item.id)} />
              ))}
            </ul>
          )}
        </div>
      </section>

      <section aria-labelledby={`${baseId}-still`} className="bg-brand-soft">
        <div className="mx-auto max-w-3xl px-4 py-14 text-center">
          <h2 id={`${baseId}-still`} className="text-3xl font-bold text-navy">
            {still?.title ?? t("stillQuestions.title")}
          </h2>
          <p className="mt-4 text-lg text-ink">{still?.body ?? t("stillQuestions.body")}</p>
          <Link to={still?.ctaPath ?? "/contact"} className="btn-primary mt-8">
            {still?.ctaLabel ?? t("stillQuestions.cta")}
          </Link>
        </div>
      </section>
    </>
  );
}
