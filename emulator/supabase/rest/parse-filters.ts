import { parseError } from "./errors.ts";
import { QUERY_LIMITS } from "./limits.ts";
import { parseColumnRef, type JsonStep } from "./parse-select.ts";

export const OPERATORS = [
  "eq", "neq", "gt", "gte", "lt", "lte", "like", "ilike", "match", "imatch", "in", "is", "isdistinct",
  "cs", "cd", "ov", "sl", "sr", "nxr", "nxl", "adj", "fts", "plfts", "phfts", "wfts",
] as const;
export type Operator = (typeof OPERATORS)[number];

export interface Condition {
  type: "cond";
  column: string;
  path: JsonStep[];
  negate: boolean;
  op: Operator;
  /** `eq(any).{a,b}` / `like(all).{...}` */
  quantifier?: "any" | "all";
  /** fts language, e.g. `fts(english)` */
  config?: string;
  /** A single value, or the list for `in` and quantified operators. */
  value: string | string[];
}
export interface Logic {
  type: "and" | "or";
  negate: boolean;
  children: FilterNode[];
}
export type FilterNode = Condition | Logic;

export interface OrderTerm {
  /** For `rel(col)` ordering the parent by a to-one embedded column. */
  relation?: string;
  column: string;
  path: JsonStep[];
  direction?: "asc" | "desc";
  nulls?: "first" | "last";
}

/** Splits on commas at depth 0, honouring parentheses, braces and double-quoted strings. */
export function splitTopLevel(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let cur = "";
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (quoted) {
      cur += ch;
      if (ch === "\\" && i + 1 < s.length) cur += s[++i];
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === "(" || ch === "{" || ch === "[") depth++;
    else if (ch === ")" || ch === "}" || ch === "]") depth--;
    if (ch === "," && depth === 0) {
      out.push(cur);
      cur = "";
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

function unquote(v: string): string {
  const t = v.trim();
  if (t.length >= 2 && t.startsWith('"') && t.endsWith('"')) return t.slice(1, -1).replace(/\\(.)/g, "$1");
  return v;
}

function parseList(raw: string, open: string, close: string, what: string): string[] {
  const t = raw.trim();
  if (!t.startsWith(open) || !t.endsWith(close)) throw parseError(`"failed to parse filter (${what})" (line 1, column 1)`, `expecting "${open}...${close}"`);
  const inner = t.slice(1, -1);
  if (inner.trim() === "") return [];
  return splitTopLevel(inner).map(unquote);
}

/**
 * `match`/`imatch` hand the pattern to Postgres' regular expressions. A back-reference (`\1` to
 * `\9`) makes matching exponential: `(.+)(.+)(.+)\3\2\1` on a 200-character text runs for minutes.
 * Refused, like patterns longer than QUERY_LIMITS.patternLength (decision 0027).
 */
function checkPattern(expr: string, pattern: string): void {
  const refuse = (why: string) => parseError(`"failed to parse filter (${expr})" (line 1, column 1)`, why);
  if (pattern.length > QUERY_LIMITS.patternLength) {
    throw refuse(`match and imatch patterns may be at most ${QUERY_LIMITS.patternLength} characters long (this one has ${pattern.length})`);
  }
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] !== "\\") continue;
    const next = pattern[i + 1] ?? "";
    if (next >= "1" && next <= "9") throw refuse(`back-references (\\${next}) are not allowed in match and imatch patterns`);
    i++; // skip the escaped character: in the pattern \\1 (a literal backslash, then 1) the 1 is no back-reference
  }
}

/** Parses `[not.]op[(any|all)|(config)].value` for column `column`. */
export function parseOperation(column: string, expr: string, inLogic = false): Condition {
  const { name, path } = parseColumnRef(column);
  let rest = expr;
  let negate = false;
  if (rest.startsWith("not.")) {
    negate = true;
    rest = rest.slice(4);
  }
  const m = /^([a-z]+)(?:\(([A-Za-z0-9_]+)\))?\.([\s\S]*)$/.exec(rest);
  if (!m || !(OPERATORS as readonly string[]).includes(m[1]!)) {
    throw parseError(`"failed to parse filter (${expr})" (line 1, column 1)`, `unknown or missing operator in "${expr}"`);
  }
  const op = m[1] as Operator;
  const mod = m[2];
  let raw = m[3]!;
  if (inLogic) raw = unquote(raw);
  let quantifier: "any" | "all" | undefined;
  let config: string | undefined;
  if (mod === "any" || mod === "all") quantifier = mod;
  else if (mod) {
    if (!["fts", "plfts", "phfts", "wfts"].includes(op)) throw parseError(`"failed to parse filter (${expr})" (line 1, column 1)`, `unexpected modifier "${mod}"`);
    config = mod;
  }
  let value: string | string[] = raw;
  if (op === "in") value = parseList(raw, "(", ")", expr);
  else if (quantifier) value = parseList(raw, "{", "}", expr);
  else if (op === "is") {
    const v = raw.toLowerCase();
    if (!["null", "true", "false", "unknown", "not_null"].includes(v)) {
      throw parseError(`"failed to parse filter (${expr})" (line 1, column 1)`, 'expecting "null", "true", "false" or "unknown"');
    }
    value = v;
  }
  if (op === "match" || op === "imatch") for (const pattern of [value].flat()) checkPattern(expr, pattern);
  return { type: "cond", column: name, path, negate, op, quantifier, config, value };
}

/**
 * Parses a logic tree value `(a.eq.1,or(b.gt.2,c.is.null))`; `depth` is its nesting level (the
 * parameter's tree is 1), `root` the parameter's whole value.
 */
export function parseLogic(type: "and" | "or", negate: boolean, expr: string, depth = 1, root = expr): Logic {
  const t = expr.trim();
  if (!t.startsWith("(") || !t.endsWith(")")) {
    throw parseError(`"failed to parse logic tree (${expr})" (line 1, column 1)`, 'expecting "("');
  }
  const children = splitTopLevel(t.slice(1, -1)).map((item): FilterNode => {
    let s = item.trim();
    let neg = false;
    if (s.startsWith("not.")) {
      const after = s.slice(4);
      if (/^(and|or)\(/.test(after)) {
        neg = true;
        s = after;
      }
    }
    const lm = /^(and|or)(\([\s\S]*\))$/.exec(s);
    if (lm && depth >= QUERY_LIMITS.logicDepth) {
      throw parseError(`"failed to parse logic tree (${root})" (line 1, column 1)`, `logic trees (and, or) may nest at most ${QUERY_LIMITS.logicDepth} levels`);
    }
    if (lm) return parseLogic(lm[1] as "and" | "or", neg, lm[2]!, depth + 1, root);
    let col: string;
    let restExpr: string;
    if (s.startsWith('"')) {
      const end = s.indexOf('"', 1);
      if (end < 0) throw parseError(`"failed to parse logic tree (${expr})" (line 1, column 1)`);
      col = s.slice(0, end + 1);
      restExpr = s.slice(end + 2);
    } else {
      const dot = s.indexOf(".");
      if (dot < 0) throw parseError(`"failed to parse logic tree (${expr})" (line 1, column 1)`, `expecting an operator after "${s}"`);
      col = s.slice(0, dot);
      restExpr = s.slice(dot + 1);
    }
    return parseOperation(col, restExpr, true);
  });
  return { type, negate, children };
}

/** Parses `order=a.desc.nullslast,b,rel(c).asc`. */
export function parseOrder(expr: string): OrderTerm[] {
  return splitTopLevel(expr)
    .filter((s) => s.trim() !== "")
    .map((item) => {
      const parts = item.trim();
      let relation: string | undefined;
      let colPart: string;
      let mods: string[];
      const rm = /^([^().]+)\(([^)]+)\)(.*)$/.exec(parts);
      if (rm) {
        relation = rm[1];
        colPart = rm[2]!;
        mods = rm[3]!.split(".").filter(Boolean);
      } else {
        const segs = parts.split(".");
        colPart = segs[0]!;
        mods = segs.slice(1);
      }
      const ref = parseColumnRef(colPart);
      const term: OrderTerm = { column: ref.name, path: ref.path, relation };
      for (const m of mods) {
        if (m === "asc" || m === "desc") term.direction = m;
        else if (m === "nullsfirst") term.nulls = "first";
        else if (m === "nullslast") term.nulls = "last";
        else throw parseError(`"failed to parse order (${expr})" (line 1, column 1)`, `unexpected "${m}" expecting "asc", "desc", "nullsfirst" or "nullslast"`);
      }
      return term;
    });
}

/** Query parameters that are not filters. */
const RESERVED = new Set(["select", "order", "limit", "offset", "on_conflict", "columns"]);

export interface EmbedParams {
  filters: FilterNode[];
  order?: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface ParsedQuery {
  select: string | null;
  columns: string[] | null;
  onConflict: string[] | null;
  /** Keyed by embed path ("" = the root, "a.b" = embedded resource b inside a). */
  byPath: Map<string, EmbedParams>;
}

function intParam(name: string, v: string): number {
  if (!/^\d+$/.test(v)) throw parseError(`"failed to parse ${name} parameter (${v})" (line 1, column 1)`, "expecting a non-negative integer");
  return Number(v);
}

/**
 * Splits the query string into select/order/limit/filters per embed path.
 * `skip` names parameters that are not filters (e.g. GET rpc arguments).
 */
export function parseQuery(params: URLSearchParams, skip: Set<string> = new Set()): ParsedQuery {
  const byPath = new Map<string, EmbedParams>();
  const at = (path: string): EmbedParams => {
    let p = byPath.get(path);
    if (!p) byPath.set(path, (p = { filters: [] }));
    return p;
  };
  at("");
  let select: string | null = null;
  let columns: string[] | null = null;
  let onConflict: string[] | null = null;
  for (const [key, value] of params) {
    if (key === "select") select = value;
    else if (key === "columns") columns = splitTopLevel(value).map((s) => unquote(s.trim())).filter(Boolean);
    else if (key === "on_conflict") onConflict = splitTopLevel(value).map((s) => unquote(s.trim())).filter(Boolean);
    else if (skip.has(key)) continue;
    else {
      // Key forms: col, rel.col, rel.sub.col, [rel.]order, [rel.]limit, [rel.]offset, [rel.][not.]or/and
      const arrow = key.indexOf("->");
      const head = arrow >= 0 ? key.slice(0, arrow) : key;
      const tail = arrow >= 0 ? key.slice(arrow) : "";
      const segs = head.split(".");
      let last = segs.pop()! + tail;
      let negateLogic = false;
      if ((last === "or" || last === "and") && segs[segs.length - 1] === "not") {
        segs.pop();
        negateLogic = true;
      }
      const path = segs.join(".");
      const target = at(path);
      if (last === "order") target.order = parseOrder(value);
      else if (last === "limit") target.limit = intParam("limit", value);
      else if (last === "offset") target.offset = intParam("offset", value);
      else if (last === "or" || last === "and") target.filters.push(parseLogic(last, negateLogic, value));
      else {
        if (RESERVED.has(last)) last = `"${last}"`;
        target.filters.push(parseOperation(last, value));
      }
    }
  }
  return { select, columns, onConflict, byPath };
}
