import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChevronDownIcon, SpinnerIcon } from "./icons";

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable: the value rows are compared by. */
  sortValue?: (row: T) => string | number | null | undefined;
  /** The row's header cell (th scope="row"): the column that names the row. */
  rowHeader?: boolean;
  className?: string;
}

export type SortState = { key: string; direction: "ascending" | "descending" } | null;

/** Rows ordered by a column's value: numbers numerically, text by the page's language; empty values last. */
export function sortRows<T>(rows: readonly T[], columns: readonly Column<T>[], sort: SortState, locale?: string): T[] {
  const column = sort && columns.find((c) => c.key === sort.key);
  if (!sort || !column?.sortValue) return [...rows];
  const value = column.sortValue;
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: "base" });
  const sign = sort.direction === "ascending" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    const xEmpty = x === null || x === undefined || x === "";
    const yEmpty = y === null || y === undefined || y === "";
    if (xEmpty || yEmpty) return xEmpty === yEmpty ? 0 : xEmpty ? 1 : -1;
    if (typeof x === "number" && typeof y === "number") return (x - y) * sign;
    return collator.compare(String(x), String(y)) * sign;
  });
}

export interface DataTableProps<T> {
  /** The table's caption (its accessible name); visually hidden with `captionHidden`. */
  caption: ReactNode;
  captionHidden?: boolean;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** While true, a loading row (announced) replaces the rows. */
  loading?: boolean;
  loadingText?: ReactNode;
  /** Shown in one row when there are no rows. */
  emptyText: ReactNode;
  /** The buttons of a row (Edit, Delete…), in a last column. */
  rowActions?: (row: T) => ReactNode;
  actionsHeader?: ReactNode;
  initialSort?: SortState;
  className?: string;
  /** A data-testid on each data row (not the loading or empty row). */
  rowTestId?: string;
}

/**
 * A data table: a captioned <table> whose sortable columns have a button in
 * their header (aria-sort tells the order: ascending, then descending), a
 * loading row and an empty row, and an optional actions column. It scrolls
 * sideways inside its own box, never the page.
 */
export function DataTable<T>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  loading = false,
  loadingText,
  emptyText,
  rowActions,
  actionsHeader,
  initialSort = null,
  className,
  rowTestId,
}: DataTableProps<T>) {
  const { t, i18n } = useTranslation("common");
  const [sort, setSort] = useState<SortState>(initialSort);
  const shown = sortRows(rows, columns, sort, i18n.language);
  const span = columns.length + (rowActions ? 1 : 0);
  const toggle = (key: string) =>
    setSort((current) => ({ key, direction: current?.key === key && current.direction === "ascending" ? "descending" : "ascending" }));

  return (
    <div className={className ?? "overflow-x-auto rounded-lg border border-line bg-surface"}>
      <table className="w-full text-start text-sm">
        <caption className={captionHidden ? "sr-only" : "p-3 text-start font-semibold"}>{caption}</caption>
        <thead className="bg-surface-muted text-ink">
          <tr>
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : undefined;
              return (
                <th key={column.key} scope="col" aria-sort={column.sortValue ? (direction ?? "none") : undefined} className="px-3 py-2 text-start font-semibold">
                  {column.sortValue ? (
                    <button type="button" onClick={() => toggle(column.key)} className="inline-flex items-center gap-1 rounded font-semibold hover:underline">
                      {column.header}
                      <ChevronDownIcon
                        size={14}
                        className={`shrink-0 ${direction ? "" : "opacity-40"} ${direction === "ascending" ? "rotate-180" : ""}`}
                      />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
            {rowActions && (
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {actionsHeader}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {loading ? (
            <tr>
              <td colSpan={span} className="px-3 py-6 text-center text-ink-muted">
                <span role="status" className="inline-flex items-center gap-2">
                  <SpinnerIcon size={16} />
                  {loadingText ?? t("loading")}
                </span>
              </td>
            </tr>
          ) : shown.length === 0 ? (
            <tr>
              <td colSpan={span} className="px-3 py-6 text-center text-ink-muted">
                {emptyText}
              </td>
            </tr>
          ) : (
            shown.map((row) => (
              <tr key={rowKey(row)} data-testid={rowTestId}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.key} scope="row" className={column.className ?? "px-3 py-2 text-start font-medium"}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={column.className ?? "px-3 py-2"}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
                {rowActions && (
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap gap-2">{rowActions(row)}</div>
                  </td>
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
