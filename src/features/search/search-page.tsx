import {
  type KeyboardEvent,
  memo,
  startTransition,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Link, useLanguage } from "~/components/ui/link";
import { ScriptRequiredNote } from "~/components/ui/script-required-note";
import { localDigits } from "~/lib/i18n";
import { localizedPath } from "~/lib/i18n/paths";
import {
  excerptParts,
  groupByKind,
  type SearchFound,
  type SearchHit,
  searchSite,
} from "./engine";

/** A query's results: the first few (`more` reads the rest), then all of them (`more` null); or a failure. */
type Outcome = { query: string; language: string } & (
  SearchFound | { failed: true }
);

const noSubscription = () => () => {};
/** The query of the address (a reload, a shared link, the form sent before the page hydrated); none when prerendering. */
const addressQuery = () =>
  new URLSearchParams(window.location.search).get("q") ?? "";
const noQuery = () => "";
/** How long a query that found nothing stays on screen (the visitor stopped typing) before it is counted. */
export const MISS_SETTLE_MS = 1500;

/** The pages every piece of content is reachable from, for visitors without script or when the search fails. */
const BROWSE = [
  ["/services", "browse.services"],
  ["/faq", "browse.faq"],
  ["/blog", "browse.blog"],
  ["/resources", "browse.resources"],
  ["/about", "browse.about"],
  ["/website-packages", "browse.packages"],
  ["/privacy", "browse.privacy"],
  ["/contact", "browse.contact"],
] as const;

function Browse() {
  const { t } = useTranslation("search");
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
      {BROWSE.map(([to, label]) => (
        <li key={to}>
          <Link to={to} className="text-brand underline underline-offset-4">
            {t(label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Excerpt({ text }: { text: string }) {
  return (
    <p className="mt-1 text-sm text-ink-muted" dir="auto">
      {excerptParts(text).map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded-sm bg-accent/30 px-0.5 text-ink">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}

/**
 * The results, grouped by kind. A component of its own, memoised: a keystroke re-renders the page (the
 * box is controlled) but not the last results, which stay as they are until the next ones arrive.
 */
const Results = memo(function Results({ hits, idPrefix }: { hits: SearchHit[]; idPrefix: string }) {
  const { t } = useTranslation("search");
  const language = useLanguage();
  return (
    <>
      {groupByKind(hits).map((group) => (
        <section
          key={group.kind}
          aria-labelledby={`${idPrefix}-${group.kind}`}
          className="mt-8"
        >
          <h2
            id={`${idPrefix}-${group.kind}`}
            className="text-lg font-bold text-navy"
          >
            {t(`kinds.${group.kind}`)}{" "}
            <span className="text-sm font-normal text-ink-muted">
              ({localDigits(String(group.hits.length), language)})
            </span>
          </h2>
          <ul className="mt-3 space-y-3">
            {group.hits.map((hit) => (
              <li
                key={hit.url}
                className="rounded-md border border-line p-3 hover:bg-surface-muted"
              >
                <RouterLink
                  to={hit.url}
                  data-hit=""
                  className="font-semibold text-brand underline-offset-4 hover:underline focus-visible:underline"
                >
                  <span dir="auto">{hit.title}</span>
                </RouterLink>
                <Excerpt text={hit.excerpt} />
                {hit.preview && (
                  <RouterLink
                    to={hit.preview}
                    data-preview=""
                    aria-label={t("previewNamed", { title: hit.title })}
                    className="mt-2 inline-block text-sm font-semibold text-brand underline underline-offset-4"
                  >
                    {t("preview")}
                  </RouterLink>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
});

/**
 * /search?q=: the whole site's search (issue 29, decision 0040). The page is a prerendered shell; the
 * engine and the index load when the visitor types or arrives with a query. The query is kept in the
 * address (replaced, not pushed), so a reload or a shared link shows the same results.
 */
export function SearchPage() {
  const { t } = useTranslation("search");
  const language = useLanguage();
  const inputId = useId();
  const initial = useSyncExternalStore(noSubscription, addressQuery, noQuery);
  const [typed, setTyped] = useState<string | null>(null);
  const query = typed ?? initial;
  const q = query.trim();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const latest = useRef(0);
  const results = useRef<HTMLDivElement>(null);
  // The page is for typing a query: its box has the focus on arrival (the header's link, "/" or Ctrl+K).
  useEffect(() => {
    document.getElementById(inputId)?.focus();
  }, [inputId]);

  useEffect(() => {
    const run = ++latest.current;
    if (q) {
      searchSite(language, q).then(
        (found) =>
          run === latest.current && setOutcome({ query: q, language, ...found }),
        () =>
          run === latest.current &&
          setOutcome({ query: q, language, failed: true }),
      );
    }
    // What the visitor types goes into the address (the address's own query is read, never rewritten);
    // after the search has started, which runs meanwhile in Pagefind's worker.
    if (typed !== null) {
      const url = new URL(window.location.href);
      if (q) url.searchParams.set("q", q);
      else url.searchParams.delete("q");
      if (url.href !== window.location.href) window.history.replaceState(window.history.state, "", url);
    }
  }, [q, language, typed]);

  // Once the first results are painted, the rest are read and added, as a transition: typing goes first.
  useEffect(() => {
    if (!outcome || !("more" in outcome) || !outcome.more) return;
    const { more } = outcome;
    const run = latest.current;
    const done = (hits: SearchHit[]) =>
      run === latest.current &&
      startTransition(() => setOutcome({ ...outcome, hits, more: null }));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (run === latest.current) more().then(done, () => done(outcome.hits));
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [outcome]);

  const current =
    q && outcome?.query === q && outcome.language === language ? outcome : null;
  const state = !q
    ? { status: "idle" as const }
    : !current
      ? { status: "searching" as const }
      : "failed" in current
        ? { status: "failed" as const }
        : current.more
          ? { status: "searching" as const }
          : { status: "done" as const, query: current.query, hits: current.hits };
  // While the next query runs, the last results stay in place (no flicker as the visitor types).
  const shown =
    q && outcome && "hits" in outcome && outcome.language === language
      ? outcome
      : null;

  // A query that found nothing is counted for staff (decision 0040) once the visitor stops on it (not the
  // prefixes typed on the way), or leaves the page with it; once per query and page.
  const missed =
    state.status === "done" && state.hits.length === 0 ? state.query : null;
  const reported = useRef(new Set<string>());
  useEffect(() => {
    if (!missed) return;
    const reporter = import("./misses");
    const report = () => {
      if (reported.current.has(missed)) return;
      reported.current.add(missed);
      reporter.then((m) => m.reportMiss(missed, language)).catch(() => {});
    };
    const timer = setTimeout(report, MISS_SETTLE_MS);
    const hidden = () => document.visibilityState === "hidden" && report();
    document.addEventListener("visibilitychange", hidden);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", hidden);
    };
  }, [missed, language]);

  // Arrow keys move between the input and the results (Tab does too).
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const links = [
      ...(results.current?.querySelectorAll<HTMLAnchorElement>("a[data-hit]") ??
        []),
    ];
    if (!links.length) return;
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    event.preventDefault();
    if (event.key === "ArrowDown")
      links[Math.min(at + 1, links.length - 1)]?.focus();
    else if (at <= 0) document.getElementById(inputId)?.focus();
    else links[at - 1]?.focus();
  };

  const announcement =
    state.status === "searching"
      ? t("searching")
      : state.status === "done"
        ? t("results", { count: state.hits.length })
        : state.status === "failed"
          ? t("failed")
          : "";

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="font-serif text-3xl font-bold text-navy sm:text-4xl">
        {t("heading")}
      </h1>
      <form
        role="search"
        method="get"
        action={localizedPath("/search", language)}
        className="needs-script mt-6 flex gap-2"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={inputId} className="sr-only">
          {t("label")}
        </label>
        <input
          id={inputId}
          data-site-search=""
          type="search"
          name="q"
          value={query}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t("placeholder")}
          autoComplete="off"
          enterKeyHint="search"
          dir="auto"
          className="min-w-0 flex-1 rounded-md border border-line bg-surface px-4 py-3 text-base text-ink placeholder:text-ink-muted focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand"
        />
      </form>
      <ScriptRequiredNote className="mt-6" />
      <div className="needs-script-note mt-3 text-sm text-ink">
        <p>{t("noScript")}</p>
        <Browse />
      </div>
      <p
        role="status"
        className="mt-4 min-h-6 text-sm text-ink-muted"
        data-testid="search-status"
      >
        {announcement}
      </p>
      <div ref={results} onKeyDown={onKeyDown}>
        {state.status === "done" && state.hits.length === 0 && (
          <div
            className="mt-4 rounded-md border border-line bg-surface-muted p-4 text-ink"
            data-testid="search-empty"
          >
            <p>{t("empty", { query: state.query })}</p>
            <p className="mt-2">
              {t("emptyContact")}{" "}
              <Link
                to="/contact"
                className="font-semibold text-brand underline underline-offset-4"
              >
                {t("contactLink")}
              </Link>
            </p>
          </div>
        )}
        {state.status === "failed" && (
          <div className="mt-4 text-ink">
            <Browse />
          </div>
        )}
        {shown && <Results hits={shown.hits} idPrefix={inputId} />}
      </div>
    </div>
  );
}
