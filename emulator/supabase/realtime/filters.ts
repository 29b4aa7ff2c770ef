/**
 * postgres_changes filters as Supabase Realtime accepts them: `column=op.value` with op one of
 * eq, neq, lt, lte, gt, gte, in (`in.(a,b,"c d")`). A NULL column value matches no filter, as in SQL.
 */
export type FilterOp = "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "in";

export interface ChangeFilter {
  column: string;
  op: FilterOp;
  values: string[];
}

/** Splits `a, "b,c", d` on commas outside double quotes (backslash escapes inside quotes). */
function splitList(inner: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i] ?? "";
    if (quoted) {
      if (c === "\\" && i + 1 < inner.length) cur += inner[++i];
      else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') {
      quoted = true;
      wasQuoted = true;
    } else if (c === ",") {
      out.push(wasQuoted ? cur : cur.trim());
      cur = "";
      wasQuoted = false;
    } else {
      cur += c;
    }
  }
  out.push(wasQuoted ? cur : cur.trim());
  return out;
}

const FILTER = /^([^=]+)=(eq|neq|lt|lte|gt|gte|in)\.([\s\S]*)$/;

/** Parses a filter string; throws with a message naming the problem. */
export function parseFilter(filter: string): ChangeFilter {
  const m = FILTER.exec(filter);
  if (!m || !m[1] || !m[2] || m[3] === undefined) throw new Error(`invalid filter: ${filter}`);
  const op = m[2] as FilterOp;
  const raw = m[3];
  if (op !== "in") return { column: m[1], op, values: [raw] };
  const list = /^\(([\s\S]*)\)$/.exec(raw);
  if (!list || list[1] === undefined) throw new Error(`invalid filter: ${filter} (in. needs a list in parentheses)`);
  const values = list[1].trim() === "" ? [] : splitList(list[1]);
  if (values.length > 100) throw new Error(`invalid filter: ${filter} (at most 100 values)`);
  return { column: m[1], op, values };
}

function cellText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

function compare(cell: unknown, text: string, value: string): number {
  const a = typeof cell === "number" ? cell : Number.NaN;
  const b = Number(value);
  if (Number.isFinite(a) && value.trim() !== "" && Number.isFinite(b)) return a - b;
  return text < value ? -1 : text > value ? 1 : 0;
}

/** Whether `record` (column -> JSON value) passes the filter. */
export function matchesFilter(filter: ChangeFilter, record: Record<string, unknown>): boolean {
  if (!(filter.column in record)) return false;
  const cell = record[filter.column];
  const text = cellText(cell);
  if (text === undefined) return false;
  const value = filter.values[0] ?? "";
  switch (filter.op) {
    case "eq":
      return compare(cell, text, value) === 0;
    case "neq":
      return compare(cell, text, value) !== 0;
    case "lt":
      return compare(cell, text, value) < 0;
    case "lte":
      return compare(cell, text, value) <= 0;
    case "gt":
      return compare(cell, text, value) > 0;
    case "gte":
      return compare(cell, text, value) >= 0;
    case "in":
      return filter.values.some((v) => compare(cell, text, v) === 0);
  }
}
