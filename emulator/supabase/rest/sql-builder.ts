/**
 * Turns parsed PostgREST requests into parameterised SQL. Values only ever travel as `$n`
 * parameters; identifiers are validated against the schema cache and quoted.
 */
import { HttpError } from "../http.ts";
import { pgrstError } from "./errors.ts";
import type { Condition, EmbedParams, FilterNode, OrderTerm, ParsedQuery } from "./parse-filters.ts";
import { columnKey, type JsonStep, type SelectEmbed, type SelectItem } from "./parse-select.ts";
import type { Relationship, Schema, Table } from "./schema-cache.ts";

export function qi(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Accumulates `$n` parameters for one statement. */
export class Params {
  values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

const CAST = /^[A-Za-z_][A-Za-z0-9_]*(\[\])?$/;

export function tableRef(t: Table): string {
  return `${qi(t.schema)}.${qi(t.name)}`;
}

function missingColumn(table: Table, column: string): Error {
  return pgrstError(400, "42703", `column ${table.name}.${column} does not exist`);
}

export function requireColumn(table: Table, column: string): void {
  if (!table.columnMap.has(column)) throw missingColumn(table, column);
}

function jsonPath(p: Params, path: JsonStep[]): string {
  return path.map((s) => `${s.op}${p.add(s.key)}::${/^-?\d+$/.test(s.key) ? "int" : "text"}`).join("");
}

function colExpr(p: Params, table: Table, alias: string, column: string, path: JsonStep[]): string {
  if (!table.columnMap.has(column) && table.computed?.has(column)) {
    // A computed field: the function called on the row (cast, so that a CTE's rows fit it too).
    return `${qi(table.schema)}.${qi(column)}(${alias}::${tableRef(table)})${jsonPath(p, path)}`;
  }
  requireColumn(table, column);
  return `${alias}.${qi(column)}${jsonPath(p, path)}`;
}

type Cardinality = "many-to-one" | "one-to-one" | "one-to-many" | "many-to-many" | "computed";

/** A resolved embedding: how the child table joins to the parent. */
export interface ResolvedRelation {
  cardinality: Cardinality;
  /** FK constraint name (the FK to the child for many-to-many), or the function of a computed relationship. */
  name: string;
  /** child = the embedded table */
  child: Table;
  /** many-to-one, one-to-one, or a computed relationship returning one row */
  toOne: boolean;
  /** columns on the parent side / child side, pairwise equal (unused for many-to-many and computed) */
  parentColumns: string[];
  childColumns: string[];
  /**
   * Many-to-many through a junction table whose primary key holds the columns of its FK to the
   * parent and of its FK to the child (PostgREST's rule).
   */
  junction?: { table: Table; toParent: Relationship; toChild: Relationship };
  /** A computed relationship: the function of the parent row that returns the child rows. */
  computed?: boolean;
}

interface Candidate extends ResolvedRelation {
  isSelf: boolean;
  childIsView: boolean;
}

/** Every relationship leaving `parent`, in the order PostgREST's schema cache lists them. */
function candidates(schema: Schema, parent: Table): Candidate[] {
  const out: Candidate[] = [];
  const rels = schema.relationships;
  for (const r of rels) {
    if (r.table !== parent.name) continue;
    const child = schema.tables.get(r.foreignTable);
    if (!child) continue;
    out.push({
      cardinality: r.oneToOne ? "one-to-one" : "many-to-one",
      name: r.name,
      child,
      toOne: true,
      parentColumns: r.columns,
      childColumns: r.foreignColumns,
      isSelf: r.table === r.foreignTable,
      childIsView: r.foreignTableIsView ?? child.kind === "view",
    });
  }
  // many-to-many: parent <- junction -> child, both keys many-to-one, their columns in the junction's primary key
  for (const toParent of rels) {
    if (toParent.foreignTable !== parent.name || toParent.oneToOne) continue;
    const junction = schema.tables.get(toParent.table);
    if (!junction || junction.primaryKey.length === 0) continue;
    for (const toChild of rels) {
      if (toChild.table !== junction.name || toChild.name === toParent.name || toChild.oneToOne) continue;
      const child = schema.tables.get(toChild.foreignTable);
      if (!child || ![...toParent.columns, ...toChild.columns].every((c) => junction.primaryKey.includes(c))) continue;
      out.push({
        cardinality: "many-to-many",
        name: toChild.name,
        child,
        toOne: false,
        parentColumns: [],
        childColumns: [],
        junction: { table: junction, toParent, toChild },
        isSelf: parent.name === child.name,
        childIsView: toChild.foreignTableIsView ?? child.kind === "view",
      });
    }
  }
  for (const r of rels) {
    if (r.foreignTable !== parent.name) continue;
    const child = schema.tables.get(r.table);
    if (!child) continue;
    out.push({
      cardinality: r.oneToOne ? "one-to-one" : "one-to-many",
      name: r.name,
      child,
      toOne: Boolean(r.oneToOne),
      parentColumns: r.foreignColumns,
      childColumns: r.columns,
      isSelf: r.table === r.foreignTable,
      childIsView: r.tableIsView ?? child.kind === "view",
    });
  }
  for (const c of schema.computedRelationships ?? []) {
    const child = schema.tables.get(c.foreignTable);
    if (c.table !== parent.name || !child) continue;
    out.push({ cardinality: "computed", name: c.function, child, toOne: c.toOne, parentColumns: [], childColumns: [], computed: true, isSelf: false, childIsView: child.kind === "view" });
  }
  return out;
}

/**
 * Finds the relationship `embed` names from `parent`, with PostgREST's rules: the target is the
 * child table (or view), a foreign key's name or a column of it (tables only); a hint narrows by
 * key name, column, referenced column or junction table. A self-referencing key reads as
 * one-to-many by the table's name and as many-to-one by the key's column; with a hint, only the
 * one-to-many reading whose referencing column is the hint. Several matches: PGRST201.
 */
export function resolveRelation(schema: Schema, parent: Table, embed: Pick<SelectEmbed, "relation" | "hint">): ResolvedRelation {
  const target = embed.relation;
  const hint = embed.hint;
  const single = (c: Candidate, side: "parent" | "child", value: string) => {
    if (c.cardinality === "many-to-many" || c.cardinality === "computed") return false;
    const cols = side === "parent" ? c.parentColumns : c.childColumns;
    return cols.length === 1 && cols[0] === value;
  };
  const matches = candidates(schema, parent).filter((c) => {
    if (c.computed) return target === c.name;
    if (c.isSelf) {
      if (!hint) return (target === c.child.name && c.cardinality === "one-to-many") || (single(c, "parent", target) && c.cardinality === "many-to-one");
      return target === c.child.name && c.cardinality === "one-to-many" && single(c, "child", hint);
    }
    const isFk = c.cardinality !== "many-to-many";
    if (!hint) return target === c.child.name || (isFk && target === c.name && !c.childIsView) || (single(c, "parent", target) && !c.childIsView);
    return (
      target === c.child.name &&
      ((isFk && hint === c.name) || single(c, "parent", hint) || single(c, "child", hint) || (c.cardinality === "many-to-many" && hint === c.junction!.table.name))
    );
  });
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) {
    throw pgrstError(
      400,
      "PGRST200",
      `Could not find a relationship between '${parent.name}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${target}'${hint ? ` using the hint '${hint}'` : ""} in the schema '${parent.schema}', but no matches were found.`,
      null,
    );
  }
  throw new HttpErrorAmbiguous(parent, target, matches);
}

class HttpErrorAmbiguous extends HttpError {
  constructor(parent: Table, name: string, rels: ResolvedRelation[]) {
    const cols = (c: string[]) => `(${c.join(", ")})`;
    super(300, {
      code: "PGRST201",
      message: `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
      details: rels.map((r) => ({
        cardinality: r.cardinality,
        embedding: `${parent.name} with ${r.child.name}`,
        relationship: r.junction
          ? `${r.junction.table.name} using ${r.junction.toParent.name}${cols(r.junction.toParent.columns)} and ${r.junction.toChild.name}${cols(r.junction.toChild.columns)}`
          : `${r.name} using ${parent.name}${cols(r.parentColumns)} and ${r.child.name}${cols(r.childColumns)}`,
      })),
      hint: `Try changing '${name}' to one of the following: ${rels.map((r) => `'${r.child.name}!${r.junction ? r.junction.table.name : r.name}'`).join(", ")}. Find the desired relationship in the 'details' key.`,
    });
  }
}

interface Level {
  table: Table;
  alias: string;
  /** The level's FROM item, aliased `alias` (the table, or the function of a computed relationship). */
  from: string;
  /** path of embed keys from the root, "" for the root */
  path: string;
  projection: string[];
  where: string[];
  embeds: Map<string, { relation: ResolvedRelation; level: Level; item: SelectEmbed }>;
  params: EmbedParams;
}

export interface BuildContext {
  schema: Schema;
  params: Params;
  query: ParsedQuery;
  aliasCounter: { n: number };
  usedPaths: Set<string>;
}

function joinCondition(parentAlias: string, childAlias: string, r: ResolvedRelation): string[] {
  if (r.junction) {
    // A child row belongs to the parent when a junction row links the two.
    const { table, toParent, toChild } = r.junction;
    const j = `${childAlias}_j`;
    const on = [
      ...toParent.columns.map((c, i) => `${j}.${qi(c)} = ${parentAlias}.${qi(toParent.foreignColumns[i]!)}`),
      ...toChild.columns.map((c, i) => `${j}.${qi(c)} = ${childAlias}.${qi(toChild.foreignColumns[i]!)}`),
    ];
    return [`EXISTS (SELECT 1 FROM ${tableRef(table)} ${j} WHERE ${on.join(" AND ")})`];
  }
  if (r.computed) return [];
  return r.parentColumns.map((pc, i) => `${childAlias}.${qi(r.childColumns[i]!)} = ${parentAlias}.${qi(pc)}`);
}

const LIKE_OPS: Record<string, string> = { like: "LIKE", ilike: "ILIKE" };
const SIMPLE_OPS: Record<string, string> = {
  eq: "=", neq: "<>", gt: ">", gte: ">=", lt: "<", lte: "<=", match: "~", imatch: "~*",
  cs: "@>", cd: "<@", ov: "&&", sl: "<<", sr: ">>", nxr: "&<", nxl: "&>", adj: "-|-",
};
const FTS_FNS: Record<string, string> = { fts: "to_tsquery", plfts: "plainto_tsquery", phfts: "phraseto_tsquery", wfts: "websearch_to_tsquery" };

function conditionSql(b: BuildContext, level: Level, c: Condition): string {
  const { params } = b;
  // `rel=is.null` / `rel=not.is.null` on an embedded resource: filters parents by its existence.
  if (!level.table.columnMap.has(c.column) && level.embeds.has(c.column) && c.op === "is" && (c.value === "null" || c.value === "not_null")) {
    const e = level.embeds.get(c.column)!;
    const exists = `EXISTS (SELECT 1 FROM ${e.level.from} WHERE ${e.level.where.join(" AND ") || "true"})`;
    const isNull = (c.value === "null") !== c.negate;
    return isNull ? `NOT ${exists}` : exists;
  }
  const lhs = colExpr(params, level.table, level.alias, c.column, c.path);
  let sql: string;
  const values = Array.isArray(c.value) ? c.value : [c.value];
  const one = (v: string): string => {
    if (c.op in LIKE_OPS) return `${lhs} ${LIKE_OPS[c.op]} ${params.add(v.replace(/\*/g, "%"))}`;
    if (c.op in SIMPLE_OPS) return `${lhs} ${SIMPLE_OPS[c.op]} ${params.add(v)}`;
    if (c.op === "isdistinct") return `${lhs} IS DISTINCT FROM ${params.add(v)}`;
    if (c.op in FTS_FNS) {
      const colType = level.table.columnMap.get(c.column)?.type;
      const cfg = c.config ? `${params.add(c.config)}::regconfig, ` : "";
      const vec = colType === "tsvector" && c.path.length === 0 ? lhs : `to_tsvector(${cfg}${lhs})`;
      return `${vec} @@ ${FTS_FNS[c.op]}(${cfg}${params.add(v)})`;
    }
    throw pgrstError(400, "PGRST100", `"failed to parse filter (${c.op})" (line 1, column 1)`);
  };
  if (c.op === "in") {
    sql = values.length ? `${lhs} IN (${values.map((v) => params.add(v)).join(", ")})` : "false";
  } else if (c.op === "is") {
    const v = String(c.value);
    sql = v === "not_null" ? `${lhs} IS NOT NULL` : `${lhs} IS ${v.toUpperCase()}`;
  } else if (c.quantifier) {
    sql = values.length ? `(${values.map(one).join(c.quantifier === "any" ? " OR " : " AND ")})` : c.quantifier === "any" ? "false" : "true";
  } else {
    sql = one(String(c.value));
  }
  return c.negate ? `NOT (${sql})` : sql;
}

function filterSql(b: BuildContext, level: Level, node: FilterNode): string {
  if (node.type === "cond") return conditionSql(b, level, node);
  const parts = node.children.map((ch) => filterSql(b, level, ch));
  const joined = parts.length ? `(${parts.join(node.type === "and" ? " AND " : " OR ")})` : "true";
  return node.negate ? `NOT ${joined}` : joined;
}

function orderSql(b: BuildContext, level: Level, terms: OrderTerm[]): string {
  return terms
    .map((t) => {
      let expr: string;
      if (t.relation) {
        const e = level.embeds.get(t.relation);
        if (!e || !e.relation.toOne) {
          throw pgrstError(400, "PGRST118", `A related order on '${t.relation}' is not possible`, `'${level.table.name}' and '${t.relation}' do not form a many-to-one or one-to-one relationship`);
        }
        const inner = colExpr(b.params, e.level.table, e.level.alias, t.column, t.path);
        expr = `(SELECT ${inner} FROM ${e.level.from} WHERE ${joinCondition(level.alias, e.level.alias, e.relation).join(" AND ") || "true"} LIMIT 1)`;
      } else {
        expr = colExpr(b.params, level.table, level.alias, t.column, t.path);
      }
      return `${expr}${t.direction === "desc" ? " DESC" : " ASC"}${t.nulls ? ` NULLS ${t.nulls.toUpperCase()}` : ""}`;
    })
    .join(", ");
}

function nextAlias(b: BuildContext): string {
  return `t${b.aliasCounter.n++}`;
}

/** Builds the projection and WHERE of one level (root or embedded) of a read. */
function buildLevel(b: BuildContext, table: Table, alias: string, from: string, items: SelectItem[], paths: string[], extraWhere: string[]): Level {
  const path = paths[0]!;
  const level: Level = { table, alias, from, path, projection: [], where: [...extraWhere], embeds: new Map(), params: lookupParams(b, paths) };
  // Embeds first: filters may refer to them.
  const embedNames = new Set<string>();
  for (const item of items) {
    if (item.type !== "embed") continue;
    const relation = resolveRelation(b.schema, table, item);
    const key = item.alias ?? item.relation;
    // PostgREST names each embed's subquery <parent table>_<alias or relation>_<depth>; the same name
    // twice at one level is Postgres' 42712 (400), e.g. users!first_user(*),users!second_user(*)
    // without aliases answers 'table name "best_friends_users_1" specified more than once'.
    if (embedNames.has(key)) {
      const depth = path ? path.split(".").length + 1 : 1;
      throw pgrstError(400, "42712", `table name "${table.name}_${key}_${depth}" specified more than once`);
    }
    embedNames.add(key);
    const childAlias = nextAlias(b);
    const prefix = path ? `${path}.` : "";
    const childPaths = [...new Set([prefix + key, prefix + item.relation])];
    const childFrom = relation.computed
      ? `${qi(table.schema)}.${qi(relation.name)}(${alias}::${tableRef(table)}) ${childAlias}`
      : `${tableRef(relation.child)} ${childAlias}`;
    const child = buildLevel(b, relation.child, childAlias, childFrom, item.select, childPaths, joinCondition(alias, childAlias, relation));
    level.embeds.set(key, { relation, level: child, item });
    // Filters may also name it by its relation, unless another embed is called that.
    if (item.alias && item.alias !== item.relation && !level.embeds.has(item.relation)) level.embeds.set(item.relation, { relation, level: child, item });
  }
  for (const f of level.params.filters) level.where.push(filterSql(b, level, f));
  for (const { level: child, item } of new Set(level.embeds.values())) {
    if (item.inner) level.where.push(`EXISTS (SELECT 1 FROM ${child.from} WHERE ${child.where.join(" AND ") || "true"})`);
  }
  for (const item of items) {
    if (item.type === "star") level.projection.push(`${alias}.*`);
    else if (item.type === "column") {
      const cast = item.cast;
      if (cast && !CAST.test(cast)) throw pgrstError(400, "PGRST100", `"failed to parse select parameter (::${cast})" (line 1, column 1)`);
      level.projection.push(`${colExpr(b.params, table, alias, item.name, item.path)}${cast ? `::${cast}` : ""} AS ${qi(columnKey(item))}`);
    } else if (item.select.length > 0) {
      const key = item.alias ?? item.relation;
      const e = [...level.embeds.values()].find((x) => x.item === item)!;
      level.projection.push(...embedProjection(b, e.level, e.relation, item, key));
    }
  }
  return level;
}

/** The filters/order/limit addressed to this level, under any of its names (alias or table). */
function lookupParams(b: BuildContext, paths: string[]): EmbedParams {
  const merged: EmbedParams = { filters: [] };
  for (const path of paths) {
    const p = b.query.byPath.get(path);
    if (!p) continue;
    b.usedPaths.add(path);
    merged.filters.push(...p.filters);
    merged.order ??= p.order;
    merged.limit ??= p.limit;
    merged.offset ??= p.offset;
  }
  return merged;
}

function embedProjection(b: BuildContext, child: Level, relation: ResolvedRelation, item: SelectEmbed, key: string): string[] {
  const from = child.from;
  const where = child.where.join(" AND ") || "true";
  if (item.spread) {
    if (!relation.toOne) {
      throw pgrstError(400, "PGRST119", `A spread operation on '${item.relation}' is not possible`, `'${relation.child.name}' is not a many-to-one or one-to-one relationship`);
    }
    return child.projection.map((p, i) => {
      const m = / AS ("(?:[^"]|"")+")$/.exec(p);
      if (!m) throw pgrstError(400, "PGRST119", "A spread operation needs named columns", `column ${i + 1} of '${item.relation}'`);
      return `(SELECT ${p.slice(0, m.index)} FROM ${from} WHERE ${where} LIMIT 1) AS ${m[1]}`;
    });
  }
  const proj = child.projection.join(", ") || "";
  const inner = `SELECT ${proj} FROM ${from} WHERE ${where}`;
  if (relation.toOne) {
    return [`(SELECT row_to_json(_e) FROM (${inner} LIMIT 1) _e) AS ${qi(key)}`];
  }
  const p = child.params;
  const order = p.order?.length ? ` ORDER BY ${orderSql(b, child, p.order)}` : "";
  const limit = p.limit !== undefined ? ` LIMIT ${b.params.add(p.limit)}::bigint` : "";
  const offset = p.offset !== undefined ? ` OFFSET ${b.params.add(p.offset)}::bigint` : "";
  return [`(SELECT coalesce(json_agg(_e), '[]'::json) FROM (${inner}${order}${limit}${offset}) _e) AS ${qi(key)}`];
}

export interface ReadPlan {
  /** Returns one row per result: `j` = the row's JSON text. */
  sql: string;
  /** Total count with the same filters (no limit), when requested. */
  countSql?: string;
  params: unknown[];
}

export interface ReadOptions {
  limit?: number;
  offset?: number;
  count: boolean;
  stripNulls: boolean;
  /** FROM source instead of the table (CTE name or function call), aliased as the root alias. */
  from?: string;
  /**
   * Also select each row as PostgREST's CSV line (`c`): the record's text output without its
   * parentheses, so every value is written as Postgres writes it (jsonb, tsvector, t/f, timestamps).
   */
  csv?: boolean;
}

function checkUnusedPaths(b: BuildContext): void {
  for (const [k] of b.query.byPath) {
    if (k && !b.usedPaths.has(k)) {
      const name = k.split(".").pop()!;
      throw pgrstError(400, "PGRST108", `'${name}' is not an embedded resource in this request`, null, `Verify that '${name}' is included in the 'select' query parameter.`);
    }
  }
}

export function newBuild(schema: Schema, query: ParsedQuery, params = new Params()): BuildContext {
  return { schema, params, query, aliasCounter: { n: 1 }, usedPaths: new Set() };
}

/**
 * Aggregates (`count()`, `col.sum()`, ...) are off, as on a hosted Supabase project (PostgREST's
 * db-aggregates-enabled = false): PGRST123, once the embedded relationships are known to exist
 * (PostgREST checks them first).
 */
function refuseAggregates(schema: Schema, table: Table, items: SelectItem[]): void {
  const walk = (t: Table, list: SelectItem[]): boolean =>
    list
      .map((item) => (item.type === "column" ? item.aggregate !== undefined : item.type === "embed" ? walk(resolveRelation(schema, t, item).child, item.select) : false))
      .includes(true);
  if (walk(table, items)) throw pgrstError(400, "PGRST123", "Use of aggregate functions is not allowed");
}

/** SELECT for GET/HEAD (and the representation of mutations / rpc rows when `from` is given). */
export function buildRead(b: BuildContext, table: Table, select: SelectItem[], opts: ReadOptions): ReadPlan {
  refuseAggregates(b.schema, table, select);
  const alias = "t0";
  const from = opts.from ? `${opts.from} ${alias}` : `${tableRef(table)} ${alias}`;
  const root = buildLevel(b, table, alias, from, select, [""], []);
  checkUnusedPaths(b);
  const rootParams = root.params;
  const where = root.where.length ? ` WHERE ${root.where.join(" AND ")}` : "";
  const order = rootParams.order?.length ? ` ORDER BY ${orderSql(b, root, rootParams.order)}` : "";
  const limit = opts.limit !== undefined ? ` LIMIT ${b.params.add(opts.limit)}::bigint` : "";
  const offset = opts.offset ? ` OFFSET ${b.params.add(opts.offset)}::bigint` : "";
  const row = opts.stripNulls ? "json_strip_nulls(row_to_json(_r))" : "row_to_json(_r)";
  const line = opts.csv ? ", substring(_r::text, 2, length(_r::text) - 2) AS c" : "";
  const sql = `SELECT ${row}::text AS j${line} FROM (SELECT ${root.projection.join(", ") || "NULL AS _"} FROM ${from}${where}${order}${limit}${offset}) _r`;
  // Same statement without limit/offset (their parameters come last, so a prefix of params fits).
  const countSql = opts.count ? `SELECT count(*)::bigint AS n FROM (SELECT ${root.projection.join(", ") || "NULL AS _"} FROM ${from}${where}${order}) _c` : undefined;
  return { sql, countSql, params: b.params.values };
}

/** WHERE clause of a mutation (root filters only; the target is aliased t0). */
export function mutationWhere(b: BuildContext, table: Table): string {
  const root = b.query.byPath.get("") ?? { filters: [] };
  const level: Level = { table, alias: "t0", from: `${tableRef(table)} t0`, path: "", projection: [], where: [], embeds: new Map(), params: root };
  return root.filters.map((f) => filterSql(b, level, f)).join(" AND ") || "true";
}

/** Rejects body keys that are not columns, as PostgREST does (PGRST204). */
export function checkBodyColumns(table: Table, columns: string[]): void {
  for (const c of columns) {
    if (!table.columnMap.has(c)) {
      throw pgrstError(400, "PGRST204", `Could not find the '${c}' column of '${table.name}' in the schema cache`);
    }
  }
}

export interface InsertOptions {
  rows: Record<string, unknown>[];
  columns: string[];
  onConflict?: { columns: string[]; action: "merge" | "ignore" };
  /**
   * The columns a merge sets from EXCLUDED (default: `columns`). With `missing=default` a row inserts
   * only its own keys, but its upsert still sets every payload column — the missing ones to their
   * defaults, as EXCLUDED holds them — as PostgREST's statement for the whole payload does.
   */
  updateColumns?: string[];
  /**
   * `missing=default`: payload columns this row gives whose default draws from a sequence (serial,
   * identity). PostgREST's statement evaluates every payload column's default for every row and
   * keeps the given value, so such a sequence advances once per row even when the row names its
   * value; the emulator draws the same value and drops it.
   */
  drawSequencesOf?: string[];
  returning: boolean;
  /**
   * Also return `pgrst_inserted` (true for a row this statement inserted, false for one an
   * upsert updated), so the handler can answer 201 or 200 as PostgREST does. Tables only.
   */
  trackInserted?: boolean;
}

/** The extra RETURNING column of `trackInserted`: a row an ON CONFLICT DO UPDATE touched has a non-zero xmax. */
export const INSERTED_FLAG = "pgrst_inserted";

/** INSERT of rows (typed by json_populate_recordset); RETURNING t0.* when `returning`. */
export function buildInsert(params: Params, table: Table, o: InsertOptions): string {
  const target = `${tableRef(table)} AS t0`;
  let sql: string;
  if (o.columns.length === 0) {
    sql = `INSERT INTO ${target} DEFAULT VALUES`;
  } else {
    const cols = o.columns.map(qi).join(", ");
    // nextval(NULL) is NULL: a column without a sequence draws nothing.
    const draws = (o.drawSequencesOf ?? [])
      .map((c, i) => ` CROSS JOIN LATERAL (SELECT nextval(pg_get_serial_sequence(${params.add(tableRef(table))}, ${params.add(c)})) AS n) _seq${i}`)
      .join("");
    sql = `INSERT INTO ${target} (${cols}) SELECT ${o.columns.map((c) => `_b.${qi(c)}`).join(", ")} FROM json_populate_recordset(NULL::${tableRef(table)}, ${params.add(JSON.stringify(o.rows))}::json) _b${draws}`;
  }
  if (o.onConflict) {
    for (const c of o.onConflict.columns) requireColumn(table, c);
    const target = o.onConflict.columns.map(qi).join(", ");
    // Like PostgREST, every payload column (key columns included) is set from EXCLUDED: a body
    // holding only the key still "updates" the row, so it is returned.
    sql +=
      o.onConflict.action === "ignore" || o.columns.length === 0
        ? ` ON CONFLICT (${target}) DO NOTHING`
        : ` ON CONFLICT (${target}) DO UPDATE SET ${(o.updateColumns ?? o.columns).map((c) => `${qi(c)} = EXCLUDED.${qi(c)}`).join(", ")}`;
  }
  const flag = o.trackInserted ? `(t0.xmax = 0) AS ${qi(INSERTED_FLAG)}` : "";
  if (o.returning) return `${sql} RETURNING t0.*${flag ? `, ${flag}` : ""}`;
  return flag ? `${sql} RETURNING ${flag}` : sql;
}

export function buildUpdate(b: BuildContext, table: Table, body: Record<string, unknown>, returning: boolean): string {
  const cols = Object.keys(body);
  const set = cols.map((c) => `${qi(c)} = _p.${qi(c)}`).join(", ");
  const payload = b.params.add(JSON.stringify(body));
  const where = mutationWhere(b, table);
  const sql = `UPDATE ${tableRef(table)} AS t0 SET ${set} FROM (SELECT * FROM json_populate_record(NULL::${tableRef(table)}, ${payload}::json)) _p WHERE ${where}`;
  return returning ? `${sql} RETURNING t0.*` : sql;
}

export function buildDelete(b: BuildContext, table: Table, returning: boolean): string {
  const sql = `DELETE FROM ${tableRef(table)} AS t0 WHERE ${mutationWhere(b, table)}`;
  return returning ? `${sql} RETURNING t0.*` : sql;
}
