import type { AnalyticsSummary } from "./analytics-card";

/**
 * The dashboard's analytics as CSV (RFC 4180, one table: section, name, figures), for a spreadsheet.
 * Column names are stable English keys, whatever the portal's language. A value a spreadsheet would
 * run as a formula (starting with = + - @, a tab or a carriage return — a UTM campaign may) is
 * written with a leading apostrophe.
 */
export const CSV_COLUMNS = ["section", "name", "views", "visitors", "goal_visits", "completions", "rate"] as const;

type Cell = string | number | null | undefined;

export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function analyticsCsv(summary: AnalyticsSummary): string {
  const rows: Cell[][] = [[...CSV_COLUMNS]];
  const add = (section: string, name: Cell, views: Cell, visitors: Cell, goalVisits: Cell = null, completions: Cell = null, rate: Cell = null) =>
    rows.push([section, name, views, visitors, goalVisits, completions, rate]);
  for (const period of ["current", "previous"] as const) {
    const t = summary[period];
    add(`total_${period}`, `${summary.days}d${summary.language ? `:${summary.language}` : ""}`, t.views, t.visitors, t.converted, t.goals, t.conversion_rate);
    add(`duration_${period}`, "average_seconds", null, null, null, null, t.average_seconds);
  }
  for (const d of summary.daily) add("day", d.day, d.views, d.visitors);
  for (const p of summary.pages) add("page", p.path, p.views, p.visitors, p.converted);
  for (const l of summary.languages) add("language", l.language, l.views, l.visitors, l.converted);
  for (const s of summary.sources) add("source", s.source || "(direct)", null, s.visitors, s.converted);
  for (const c of summary.campaigns) add("campaign", [c.utm_source, c.utm_medium, c.utm_campaign].join(" / "), null, c.visitors, c.converted);
  for (const d of summary.devices) add("device", d.device, d.views, d.visitors);
  for (const c of summary.countries) add("country", c.country || "(unknown)", c.views, c.visitors);
  for (const g of summary.goals) add("goal", g.goal, null, null, g.visitors, g.completions, g.rate);
  for (const g of summary.goal_pages) add("goal_page", g.path || "(no page view)", null, null, g.visitors, g.completions);
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** Offers `text` as a file download (a Blob URL, revoked after the click). */
export function downloadText(text: string, fileName: string, type = "text/csv;charset=utf-8"): void {
  const url = URL.createObjectURL(new Blob(["\uFEFF", text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
