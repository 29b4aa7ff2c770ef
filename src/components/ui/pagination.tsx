import { useTranslation } from "react-i18next";
import { ArrowEndIcon, ArrowStartIcon } from "./icons";

/** The page numbers to show: all when few, otherwise the first, the last and the current ±1, with gaps as null. */
export function pageItems(page: number, pageCount: number): (number | null)[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  for (const n of sorted) {
    const last = items.at(-1);
    if (typeof last === "number" && n - last > 1) items.push(null);
    items.push(n);
  }
  return items;
}

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** The navigation landmark's name (several on one page need different ones). */
  label?: string;
}

/**
 * Page navigation: Previous, the page numbers (the current one marked
 * aria-current="page") and Next; the arrows point the reading direction's way.
 * Nothing when there is one page.
 */
export function Pagination({ page, pageCount, onPage, label }: PaginationProps) {
  const { t } = useTranslation("common");
  if (pageCount <= 1) return null;
  const button = "inline-flex min-w-10 items-center justify-center gap-1 rounded-md border border-line bg-surface px-3 py-2 text-sm text-ink hover:bg-surface-muted disabled:opacity-50";
  return (
    <nav aria-label={label ?? t("ui.pagination")} className="flex flex-wrap items-center justify-center gap-2">
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ArrowStartIcon size={16} />
        {t("ui.previousPage")}
      </button>
      <ul className="flex flex-wrap items-center gap-1">
        {pageItems(page, pageCount).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={n}>
              <button
                type="button"
                aria-current={n === page ? "page" : undefined}
                aria-label={t("ui.page", { n })}
                onClick={() => onPage(n)}
                className={n === page ? `${button} border-brand bg-brand text-white hover:bg-brand-strong` : button}
              >
                {n}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className={button} disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t("ui.nextPage")}
        <ArrowEndIcon size={16} />
      </button>
    </nav>
  );
}
