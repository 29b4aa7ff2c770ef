import { parseError } from "./errors.ts";
import { QUERY_LIMITS } from "./limits.ts";

/** A JSON path step on a column: `->key` (json) or `->>key` (text). */
export interface JsonStep {
  op: "->" | "->>";
  key: string;
}

export interface SelectColumn {
  type: "column";
  name: string;
  alias?: string;
  cast?: string;
  path: JsonStep[];
  /** `count()` (name "*") or `col.sum()`, `col.avg()`, `col.count()`, `col.min()`, `col.max()`. */
  aggregate?: Aggregate;
  /** `col.sum()::int`: the cast of the aggregate's result. */
  aggregateCast?: string;
}
export const AGGREGATES = ["sum", "avg", "count", "max", "min"] as const;
export type Aggregate = (typeof AGGREGATES)[number];
export interface SelectStar {
  type: "star";
}
export interface SelectEmbed {
  type: "embed";
  /** Table (or FK constraint / column) named in the select. */
  relation: string;
  alias?: string;
  /** `!hint`: an FK constraint name or a column name disambiguating the relationship. */
  hint?: string;
  /** `!inner` (filters the parent rows) / `!left` (the default). */
  inner: boolean;
  /** `...rel(cols)`: the embedded columns are spread into the parent (to-one only). */
  spread: boolean;
  /** Empty for `rel()`: the relation filters the parent but is left out of the output. */
  select: SelectItem[];
}
export type SelectItem = SelectColumn | SelectStar | SelectEmbed;

const IDENT = /[A-Za-z0-9_$\u0080-\uffff-]/;

class Cursor {
  s: string;
  i = 0;
  /** How many embedded resources enclose the current position. */
  depth = 0;
  constructor(s: string) {
    this.s = s;
  }
  peek(n = 0): string {
    return this.s[this.i + n] ?? "";
  }
  startsWith(t: string): boolean {
    return this.s.startsWith(t, this.i);
  }
  eof(): boolean {
    return this.i >= this.s.length;
  }
  skipWs(): void {
    while (/\s/.test(this.peek())) this.i++;
  }
  fail(expected: string): never {
    throw parseError(`"failed to parse select parameter (${this.s})" (line 1, column ${this.i + 1})`, `unexpected "${this.peek() || "end of input"}" expecting ${expected}`);
  }
  ident(): string {
    this.skipWs();
    if (this.peek() === '"') {
      let out = "";
      this.i++;
      while (!this.eof() && this.peek() !== '"') {
        if (this.peek() === "\\" && this.peek(1)) this.i++;
        out += this.peek();
        this.i++;
      }
      if (this.peek() !== '"') this.fail('closing quote "');
      this.i++;
      return out;
    }
    const start = this.i;
    // "-" is allowed inside names but not as "->"
    while (!this.eof() && IDENT.test(this.peek()) && !this.startsWith("->")) this.i++;
    if (start === this.i) this.fail("field name (* or [a..z0..9_$])");
    return this.s.slice(start, this.i);
  }
}

function parseList(c: Cursor, nested: boolean): SelectItem[] {
  const items: SelectItem[] = [];
  c.skipWs();
  if (nested && c.peek() === ")") return items;
  for (;;) {
    items.push(parseItem(c));
    c.skipWs();
    if (c.peek() === ",") {
      c.i++;
      continue;
    }
    if (nested ? c.peek() === ")" : c.eof()) return items;
    c.fail(nested ? '"," or ")"' : '"," or end of input');
  }
}

function parseItem(c: Cursor): SelectItem {
  c.skipWs();
  if (c.peek() === "*") {
    c.i++;
    return { type: "star" };
  }
  let spread = false;
  if (c.startsWith("...")) {
    spread = true;
    c.i += 3;
  }
  let name = c.ident();
  let alias: string | undefined;
  c.skipWs();
  if (c.peek() === ":" && c.peek(1) !== ":") {
    c.i++;
    alias = name;
    name = c.ident();
    c.skipWs();
  }
  // `count()`: the count aggregate (PostgREST never reads `count(...)` as a relation).
  if (name === "count" && !spread && c.startsWith("()")) {
    c.i += 2;
    return { type: "column", name: "*", alias, path: [], aggregate: "count", aggregateCast: castAfter(c) };
  }
  if (c.peek() === "!" || c.peek() === "(") {
    let hint: string | undefined;
    let inner = false;
    while (c.peek() === "!") {
      c.i++;
      const h = c.ident();
      if (h === "inner") inner = true;
      else if (h === "left") inner = false;
      else hint = h;
    }
    c.skipWs();
    if (c.peek() !== "(") c.fail('"("');
    if (c.depth >= QUERY_LIMITS.embedDepth) {
      throw parseError(`"failed to parse select parameter (${c.s})" (line 1, column ${c.i + 1})`, `embedded resources may nest at most ${QUERY_LIMITS.embedDepth} levels`);
    }
    c.i++;
    c.depth++;
    const select = parseList(c, true);
    c.depth--;
    c.i++; // ")"
    // An empty list (`rel()`) joins the relation (for `!inner` and its filters) but outputs nothing.
    return { type: "embed", relation: name, alias, hint, inner, spread, select };
  }
  if (spread) c.fail('"(" after a spread relation');
  const path: JsonStep[] = [];
  while (c.startsWith("->")) {
    const op = c.startsWith("->>") ? "->>" : "->";
    c.i += op.length;
    path.push({ op, key: c.ident() });
  }
  const cast = castAfter(c);
  if (c.peek() === ".") {
    c.i++;
    const agg = AGGREGATES.find((a) => c.startsWith(`${a}()`));
    if (!agg) c.fail('"sum()", "avg()", "count()", "max()" or "min()"');
    c.i += agg.length + 2;
    return { type: "column", name, alias, cast, path, aggregate: agg, aggregateCast: castAfter(c) };
  }
  return { type: "column", name, alias, cast, path };
}

function castAfter(c: Cursor): string | undefined {
  c.skipWs();
  if (!c.startsWith("::")) return undefined;
  c.i += 2;
  return c.ident();
}

/** Parses PostgREST's `select` parameter. An empty/missing value means `*`. */
export function parseSelect(input: string | null | undefined): SelectItem[] {
  if (input == null || input.trim() === "") return [{ type: "star" }];
  const c = new Cursor(input);
  return parseList(c, false);
}

/** The output key of a column: alias, else the last JSON path key, else the column name. */
export function columnKey(col: SelectColumn): string {
  return col.alias ?? (col.path.length ? col.path[col.path.length - 1]!.key : col.name);
}

/** Parses a column reference as used in filters/order: `name` or `name->a->>b`. */
export function parseColumnRef(input: string): { name: string; path: JsonStep[] } {
  const c = new Cursor(input);
  const name = c.ident();
  const path: JsonStep[] = [];
  while (c.startsWith("->")) {
    const op = c.startsWith("->>") ? "->>" : "->";
    c.i += op.length;
    path.push({ op, key: c.ident() });
  }
  if (!c.eof()) c.fail("end of column name");
  return { name, path };
}
