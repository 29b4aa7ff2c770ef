import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDay, intlLocale } from "~/lib/date-time";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * A month of days to pick one from, with the days that cannot be picked shown and announced as such
 * (the date picker of the appointment form: closed days, full days, the past). A grid of buttons
 * (the WAI-ARIA date grid: one tab stop, arrow keys move by day and week — mirrored in right-to-left
 * pages —, Home/End to the week's ends, Page Up/Down by month); unavailable days stay focusable with
 * aria-disabled so the keyboard can cross them, and say why.
 *
 * Before hydration and with scripts off it renders nothing: it only helps the form's own date input,
 * which works on its own (architecture decision 10).
 */
export interface MonthCalendarProps {
  /** The first day of the month shown, yyyy-mm-01. */
  month: string;
  onMonthChange(month: string): void;
  /** The chosen day, yyyy-mm-dd, or "". */
  selected: string;
  onSelect(day: string): void;
  /** Why a day cannot be chosen (a short translated word, read after its date), or null when it can. */
  unavailable(day: string): string | null;
  /** The first and last months offered (yyyy-mm-01). */
  minMonth: string;
  maxMonth: string;
  language: string;
  /** What the grid is for, e.g. "Choose a day". */
  label: string;
  /** Shown while the month's days are being read. */
  busy?: boolean;
}

const day = (value: Date) => value.toISOString().slice(0, 10);
const parse = (value: string) => new Date(`${value}T12:00:00Z`);
function addDays(value: string, n: number): string {
  const date = parse(value);
  date.setUTCDate(date.getUTCDate() + n);
  return day(date);
}
export function addMonths(month: string, n: number): string {
  const date = parse(month);
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + n);
  return day(date);
}
const monthOf = (value: string) => `${value.slice(0, 7)}-01`;
/** The same day `n` months on (the month's last day when it is shorter). */
function shiftMonth(value: string, n: number): string {
  const date = parse(value);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + n, 1, 12));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0, 12)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), last));
  return day(target);
}

/** The week's first day in a language (0 Sunday … 6 Saturday), from Intl where the engine knows it. */
function firstWeekday(language: string): number {
  const locale = new Intl.Locale(intlLocale(language)) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
  const info = locale.getWeekInfo?.() ?? locale.weekInfo;
  if (info) return info.firstDay % 7;
  return { en: 0, fr: 1, ru: 1, ar: 6, fa: 6 }[language.slice(0, 2)] ?? 1;
}

export function MonthCalendar({ month, onMonthChange, selected, onSelect, unavailable, minMonth, maxMonth, language, label, busy }: MonthCalendarProps) {
  const { t } = useTranslation("common");
  const hydrated = useHydrated();
  const id = useId();
  const grid = useRef<HTMLTableElement>(null);
  const [focused, setFocused] = useState(selected && monthOf(selected) === month ? selected : month);
  const moved = useRef(false);

  // Focus follows the keyboard into a new month once its buttons are there.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused, month]);

  if (!hydrated) return null;

  const start = firstWeekday(language);
  const first = parse(month);
  const lead = (first.getUTCDay() - start + 7) % 7;
  const gridStart = addDays(month, -lead);
  const weeks: string[][] = [];
  for (let w = 0; w < 6; w++) {
    const row = Array.from({ length: 7 }, (_, d) => addDays(gridStart, w * 7 + d));
    if (w > 3 && monthOf(row[0]!) !== month) break;
    weeks.push(row);
  }
  const weekdayNames = weeks[0]!.map((value) => ({
    // One letter or sign on screen (seven columns fit a phone with the largest text), the full name for screen readers.
    short: new Intl.DateTimeFormat(intlLocale(language), { weekday: "narrow", timeZone: "UTC" }).format(parse(value)),
    long: new Intl.DateTimeFormat(intlLocale(language), { weekday: "long", timeZone: "UTC" }).format(parse(value)),
  }));
  const caption = new Intl.DateTimeFormat(intlLocale(language), { month: "long", year: "numeric", timeZone: "UTC", calendar: "gregory" }).format(first);
  const tabStop = monthOf(focused) === month ? focused : selected && monthOf(selected) === month ? selected : month;
  const rtl = typeof document !== "undefined" && getComputedStyle(document.documentElement).direction === "rtl";

  function go(next: string) {
    const target = monthOf(next);
    if (target < minMonth || target > maxMonth) return;
    moved.current = true;
    setFocused(next);
    if (target !== month) onMonthChange(target);
    else grid.current?.querySelector<HTMLButtonElement>(`[data-day="${next}"]`)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, value: string) {
    const weekStart = addDays(value, -((parse(value).getUTCDay() - start + 7) % 7));
    const steps: Record<string, () => string> = {
      ArrowRight: () => addDays(value, rtl ? -1 : 1),
      ArrowLeft: () => addDays(value, rtl ? 1 : -1),
      ArrowDown: () => addDays(value, 7),
      ArrowUp: () => addDays(value, -7),
      Home: () => weekStart,
      End: () => addDays(weekStart, 6),
      PageDown: () => shiftMonth(value, 1),
      PageUp: () => shiftMonth(value, -1),
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    go(step());
  }

  const canBack = addMonths(month, -1) >= minMonth;
  const canForward = addMonths(month, 1) <= maxMonth;
  return (
    <div className="mt-3 rounded-md border border-line bg-surface p-3" data-testid="month-calendar">
      <div className="flex items-center justify-between gap-2">
        <button type="button" className="rounded-md px-3 py-1 text-lg hover:bg-surface-muted disabled:opacity-40" onClick={() => canBack && onMonthChange(addMonths(month, -1))} disabled={!canBack} aria-label={t("ui.calendar.previousMonth")}>
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">‹</span>
        </button>
        <p id={`${id}-caption`} className="font-semibold" aria-live="polite">
          {caption}
        </p>
        <button type="button" className="rounded-md px-3 py-1 text-lg hover:bg-surface-muted disabled:opacity-40" onClick={() => canForward && onMonthChange(addMonths(month, 1))} disabled={!canForward} aria-label={t("ui.calendar.nextMonth")}>
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">›</span>
        </button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={`${id}-caption`} aria-describedby={`${id}-label`} aria-busy={busy || undefined} className="mt-2 w-full table-fixed border-collapse text-center text-sm">
        <caption id={`${id}-label`} className="sr-only">
          {label}
        </caption>
        <thead>
          <tr>
            {weekdayNames.map((name) => (
              <th key={name.long} scope="col" abbr={name.long} className="py-1 text-xs font-medium text-ink-muted">
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((value) => {
                const inMonth = monthOf(value) === month;
                if (!inMonth) return <td key={value} role="gridcell" aria-hidden="true" />;
                const why = unavailable(value);
                const chosen = value === selected;
                return (
                  <td key={value} role="gridcell" aria-selected={chosen}>
                    <button
                      type="button"
                      data-day={value}
                      tabIndex={value === tabStop ? 0 : -1}
                      aria-disabled={why ? true : undefined}
                      aria-label={why ? `${formatDay(value, language, "full")}, ${why}` : formatDay(value, language, "full")}
                      aria-pressed={chosen}
                      onClick={() => {
                        setFocused(value);
                        if (!why) onSelect(value);
                      }}
                      onKeyDown={(event) => onKeyDown(event, value)}
                      className={`my-0.5 inline-flex aspect-square w-full max-w-10 min-w-0 items-center justify-center rounded-full tabular-nums focus-visible:outline-2 focus-visible:outline-brand ${
                        chosen ? "bg-brand font-semibold text-white" : why ? "cursor-not-allowed text-ink-muted line-through" : "hover:bg-brand-soft"
                      }`}
                    >
                      {new Intl.NumberFormat(intlLocale(language)).format(parse(value).getUTCDate())}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
