import type { Database } from "../db.ts";

export interface Column {
  name: string;
  /** format_type(), e.g. "text", "uuid", "text[]", "timestamp with time zone" */
  type: string;
  nullable: boolean;
  hasDefault: boolean;
  generated: boolean;
}

/**
 * A foreign key as PostgREST's schema cache holds it: from the table holding the key to the table
 * it references (many-to-one, or one-to-one when the key's columns are unique). A key of a base
 * table is also carried over to the views that expose its columns (PostgREST's view relationships),
 * so either end may be a view.
 */
export interface Relationship {
  /** FK constraint name */
  name: string;
  table: string;
  columns: string[];
  foreignTable: string;
  foreignColumns: string[];
  /** The key's columns are the primary key or a unique constraint of `table`. */
  oneToOne?: boolean;
  tableIsView?: boolean;
  foreignTableIsView?: boolean;
}

/** A function taking a row of `table` and returning rows of `foreignTable` (PostgREST's computed relationship). */
export interface ComputedRelationship {
  function: string;
  table: string;
  foreignTable: string;
  /** Not `setof`, or `rows 1`. */
  toOne: boolean;
}

export interface Table {
  schema: string;
  name: string;
  kind: "table" | "view";
  columns: Column[];
  columnMap: Map<string, Column>;
  primaryKey: string[];
  /** Column sets that are unique (PK and unique constraints/indexes). */
  uniques: string[][];
  /**
   * Computed fields: functions of this schema taking one row of the table and returning a value,
   * usable like columns (name -> return type). Not part of `*`, as in PostgREST.
   */
  computed?: Map<string, string>;
}

export interface FunctionArg {
  name: string;
  type: string;
  mode: "i" | "o" | "b" | "v" | "t";
  hasDefault: boolean;
  /** A row type (a table's or a composite type): given as a JSON object. */
  composite?: boolean;
}

export interface DbFunction {
  schema: string;
  name: string;
  args: FunctionArg[];
  returnType: string;
  returnsSet: boolean;
  /** The table whose rows it returns (setof table / composite), or null. */
  returnsTable: string | null;
  /** Returns a composite/record type (rows), even without a table. */
  returnsComposite: boolean;
  isVoid: boolean;
  volatile: "i" | "s" | "v";
}

export interface Schema {
  schema: string;
  tables: Map<string, Table>;
  relationships: Relationship[];
  computedRelationships?: ComputedRelationship[];
  functions: Map<string, DbFunction[]>;
}

const TABLES_SQL = `
select c.oid::bigint as oid, c.relname as name, case when c.relkind in ('v','m') then 'view' else 'table' end as kind,
  coalesce(json_agg(json_build_object(
    'name', a.attname, 'attnum', a.attnum, 'type', format_type(a.atttypid, a.atttypmod), 'nullable', not a.attnotnull,
    'hasDefault', a.atthasdef, 'generated', a.attgenerated <> '' or a.attidentity = 'a') order by a.attnum)
    filter (where a.attname is not null), '[]') as columns
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
where n.nspname = $1 and c.relkind in ('r','v','m','p','f')
group by c.oid, c.relname, c.relkind`;

const UNIQUES_SQL = `
select c.relname as table, i.indisprimary as primary,
  (select json_agg(a.attname order by k.ord) from unnest(i.indkey) with ordinality k(attnum, ord)
     join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum) as columns
from pg_index i
join pg_class c on c.oid = i.indrelid
join pg_namespace n on n.oid = c.relnamespace
where n.nspname = $1 and i.indisunique and i.indpred is null and i.indexprs is null`;

/**
 * Every foreign key of the database (PostgREST reads them all: a view of this schema may expose a
 * table of another one), with its columns by name and number, and whether the key's columns are
 * unique in their table (one-to-one), as PostgREST decides it.
 */
const FKS_SQL = `
select con.conname as name, n.nspname as schema, c.relname as table, con.conrelid::bigint as table_oid,
  fn.nspname as foreign_schema, fc.relname as foreign_table, con.confrelid::bigint as foreign_oid,
  (select json_agg(json_build_array(a.attname, a.attnum) order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
     join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
  (select json_agg(json_build_array(a.attname, a.attnum) order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
     join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as foreign_columns,
  exists (select 1 from pg_constraint u where u.conrelid = con.conrelid and u.contype in ('p', 'u')
    and (select array_agg(x order by x) from unnest(u.conkey) x) = (select array_agg(x order by x) from unnest(con.conkey) x)) as one_to_one
from pg_constraint con
join pg_class c on c.oid = con.conrelid
join pg_namespace n on n.oid = c.relnamespace
join pg_class fc on fc.oid = con.confrelid
join pg_namespace fn on fn.oid = fc.relnamespace
where con.contype = 'f' and con.conparentid = 0 and n.nspname not in ('pg_catalog', 'information_schema')
order by con.conrelid, con.conname`;

/** Primary keys of every table (by column number), for the primary keys of views. */
const PKS_SQL = `select conrelid::bigint as table_oid, conkey::int[] as columns from pg_constraint where contype = 'p'`;

/** The stored query tree of each view of the schema (PostgREST reads its target list the same way). */
const VIEWS_SQL = `
select c.oid::bigint as oid, r.ev_action::text as definition
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
join pg_rewrite r on r.ev_class = c.oid
where n.nspname = $1 and c.relkind in ('v', 'm')`;

const FUNCTIONS_SQL = `
select p.proname as name, p.proretset as returns_set, p.provolatile as volatile, p.prorows::float8 as rows,
  format_type(p.prorettype, null) as return_type,
  t.typtype = 'c' or p.prorettype = 'record'::regtype as returns_composite,
  case when rn.nspname = n.nspname then rc.relname end as returns_table,
  p.pronargs as n_args,
  (select ac.relname from pg_type at join pg_class ac on ac.oid = at.typrelid join pg_namespace an on an.oid = ac.relnamespace
     where at.oid = p.proargtypes[0] and an.nspname = n.nspname and ac.relkind in ('r','v','m','p','f')) as row_arg_table,
  p.pronargdefaults as n_defaults,
  coalesce(p.proargnames, array[]::text[]) as arg_names,
  coalesce(p.proargmodes::text[], array[]::text[]) as arg_modes,
  (select coalesce(json_agg(format_type(x, null) order by o), '[]') from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(x, o)) as arg_types,
  (select coalesce(json_agg(at.typtype = 'c' order by o), '[]') from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(x, o)
     join pg_type at on at.oid = u.x) as arg_composite
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
join pg_type t on t.oid = p.prorettype
left join pg_class rc on rc.oid = t.typrelid and t.typtype = 'c'
left join pg_namespace rn on rn.oid = rc.relnamespace
where n.nspname = $1 and p.prokind = 'f'`;

function asArray<T>(v: unknown): T[] {
  if (Array.isArray(v)) return v as T[];
  if (typeof v === "string") {
    if (v.startsWith("[")) return JSON.parse(v) as T[];
    // Postgres array literal {a,b}
    if (v.startsWith("{")) return v.slice(1, -1).split(",").filter(Boolean).map((s) => s.replace(/^"|"$/g, "")) as T[];
  }
  return [];
}

/** One output column of a view's query: its position and the table column it comes from, if any. */
export interface ViewTargetEntry {
  resno: number;
  resorigtbl: number;
  resorigcol: number;
}

/**
 * Reads the target list of the top-level query of a view's stored rule (`pg_rewrite.ev_action`,
 * a pg_node_tree): for each output column, the table column it shows unchanged. This is how
 * PostgREST finds a view's keys.
 */
export function viewTargetEntries(tree: string): ViewTargetEntry[] {
  let i = 0;
  type Node = { type: string; fields: Map<string, Value[]> };
  type Value = Node | Value[] | string;
  const ws = () => {
    while (i < tree.length && /\s/.test(tree[i]!)) i++;
  };
  const atom = (): string => {
    let out = "";
    while (i < tree.length && !/[\s(){}]/.test(tree[i]!)) {
      if (tree[i] === "\\" && i + 1 < tree.length) i++;
      out += tree[i++];
    }
    return out;
  };
  const value = (): Value => {
    ws();
    const ch = tree[i];
    if (ch === "{") {
      i++;
      ws();
      const node: Node = { type: atom(), fields: new Map() };
      for (;;) {
        ws();
        if (i >= tree.length || tree[i] === "}") break;
        if (tree[i] === ":") {
          const name = atom().slice(1);
          const vals: Value[] = [];
          for (;;) {
            ws();
            if (i >= tree.length || tree[i] === "}" || (tree[i] === ":" && !/\s/.test(tree[i + 1] ?? " "))) break;
            vals.push(value());
          }
          node.fields.set(name, vals);
        } else value();
      }
      i++;
      return node;
    }
    if (ch === "(") {
      i++;
      const list: Value[] = [];
      for (;;) {
        ws();
        if (i >= tree.length || tree[i] === ")") break;
        list.push(value());
      }
      i++;
      return list;
    }
    if (ch === ")" || ch === "}") {
      i++;
      return "";
    }
    return atom();
  };
  const root = value();
  const query = Array.isArray(root) ? root[0] : root;
  if (!query || typeof query !== "object" || Array.isArray(query)) return [];
  const targets = query.fields.get("targetList")?.[0];
  if (!Array.isArray(targets)) return [];
  const num = (n: Node, f: string) => Number(n.fields.get(f)?.[0] ?? NaN);
  return targets.flatMap((t) => {
    if (!t || typeof t !== "object" || Array.isArray(t) || t.type !== "TARGETENTRY") return [];
    if (t.fields.get("resjunk")?.[0] === "true") return [];
    return [{ resno: num(t, "resno"), resorigtbl: num(t, "resorigtbl"), resorigcol: num(t, "resorigcol") }];
  });
}

interface ForeignKeyRow {
  name: string;
  schema: string;
  table: string;
  table_oid: number;
  foreign_schema: string;
  foreign_table: string;
  foreign_oid: number;
  columns: unknown;
  foreign_columns: unknown;
  one_to_one: boolean;
}

/** Every combination of one choice per position: [[a,b],[c]] -> [[a,c],[b,c]]. */
function combinations<T>(choices: T[][]): T[][] {
  return choices.reduce<T[][]>((acc, opts) => acc.flatMap((prefix) => opts.map((o) => [...prefix, o])), [[]]);
}

export async function loadSchema(db: Database, schema = "public"): Promise<Schema> {
  const [tables, uniques, fks, pks, views, fns] = [
    await db.query<{ oid: number; name: string; kind: "table" | "view"; columns: unknown }>(TABLES_SQL, [schema]),
    await db.query<{ table: string; primary: boolean; columns: unknown }>(UNIQUES_SQL, [schema]),
    await db.query<ForeignKeyRow>(FKS_SQL),
    await db.query<{ table_oid: number; columns: unknown }>(PKS_SQL),
    await db.query<{ oid: number; definition: string }>(VIEWS_SQL, [schema]),
    await db.query<{
      name: string; returns_set: boolean; volatile: "i" | "s" | "v"; rows: number; return_type: string; returns_composite: boolean;
      returns_table: string | null; n_args: number; row_arg_table: string | null; n_defaults: number; arg_names: unknown; arg_modes: unknown; arg_types: unknown; arg_composite: unknown;
    }>(FUNCTIONS_SQL, [schema]),
  ];
  const tableMap = new Map<string, Table>();
  const byOid = new Map<number, { table: Table; attnames: Map<number, string> }>();
  for (const t of tables.rows) {
    const cols = asArray<Column & { attnum: number }>(t.columns);
    const columns: Column[] = cols.map(({ attnum: _attnum, ...c }) => c);
    const table: Table = { schema, name: t.name, kind: t.kind, columns, columnMap: new Map(columns.map((c) => [c.name, c])), primaryKey: [], uniques: [] };
    tableMap.set(t.name, table);
    byOid.set(Number(t.oid), { table, attnames: new Map(cols.map((c) => [Number(c.attnum), c.name])) });
  }
  for (const u of uniques.rows) {
    const t = tableMap.get(u.table);
    if (!t) continue;
    const cols = asArray<string>(u.columns);
    t.uniques.push(cols);
    if (u.primary) t.primaryKey = cols;
  }

  // Views: which base-table column each view column shows (following views of views).
  const viewEntries = new Map<number, ViewTargetEntry[]>(views.rows.map((v) => [Number(v.oid), viewTargetEntries(v.definition)]));
  /** (view oid) -> base (table oid, column number) -> the view's column names showing it. */
  const exposed = new Map<number, Map<string, string[]>>();
  const baseOf = (tbl: number, col: number, depth = 0): [number, number] => {
    const entries = viewEntries.get(tbl);
    if (!entries || depth > 20) return [tbl, col];
    const e = entries.find((x) => x.resno === col);
    return e && e.resorigtbl ? baseOf(e.resorigtbl, e.resorigcol, depth + 1) : [tbl, col];
  };
  for (const [viewOid, entries] of viewEntries) {
    const names = byOid.get(viewOid)?.attnames;
    if (!names) continue;
    const m = new Map<string, string[]>();
    for (const e of entries) {
      if (!e.resorigtbl) continue;
      const [t, c] = baseOf(e.resorigtbl, e.resorigcol);
      const name = names.get(e.resno);
      if (!name) continue;
      const key = `${t}:${c}`;
      m.set(key, [...(m.get(key) ?? []), name]);
    }
    exposed.set(viewOid, m);
  }
  // A view's primary key: the view columns showing every column of its base table's primary key.
  for (const pk of pks.rows) {
    const attnums = asArray<number>(pk.columns).map(Number);
    for (const [viewOid, m] of exposed) {
      const cols = attnums.map((a) => m.get(`${pk.table_oid}:${a}`)?.[0]);
      const view = byOid.get(viewOid)?.table;
      if (view && view.primaryKey.length === 0 && cols.every((c): c is string => !!c)) {
        view.primaryKey = cols;
        view.uniques.push(cols);
      }
    }
  }
  const viewColumns = (viewOid: number, tableOid: number, attnums: number[]): string[][] =>
    combinations(attnums.map((a) => exposed.get(viewOid)?.get(`${tableOid}:${a}`) ?? []));

  const relationships: Relationship[] = [];
  const derived: Relationship[] = [];
  for (const r of fks.rows) {
    const cols = asArray<[string, number]>(r.columns);
    const fcols = asArray<[string, number]>(r.foreign_columns);
    const base = { name: r.name, oneToOne: Boolean(r.one_to_one) };
    if (r.schema === schema && r.foreign_schema === schema) {
      relationships.push({ ...base, table: r.table, columns: cols.map((c) => c[0]), foreignTable: r.foreign_table, foreignColumns: fcols.map((c) => c[0]), tableIsView: false, foreignTableIsView: false });
    }
    // The same key seen from views showing its columns: view -> table, table -> view, view -> view.
    const fromViews = [...exposed.keys()].flatMap((v) => viewColumns(v, Number(r.table_oid), cols.map((c) => Number(c[1]))).map((vc) => ({ v, vc })));
    const toViews = [...exposed.keys()].flatMap((v) => viewColumns(v, Number(r.foreign_oid), fcols.map((c) => Number(c[1]))).map((vc) => ({ v, vc })));
    const name = (oid: number) => byOid.get(oid)!.table.name;
    if (r.foreign_schema === schema) {
      for (const { v, vc } of fromViews) derived.push({ ...base, table: name(v), columns: vc, foreignTable: r.foreign_table, foreignColumns: fcols.map((c) => c[0]), tableIsView: true, foreignTableIsView: false });
    }
    if (r.schema === schema) {
      for (const { v, vc } of toViews) derived.push({ ...base, table: r.table, columns: cols.map((c) => c[0]), foreignTable: name(v), foreignColumns: vc, tableIsView: false, foreignTableIsView: true });
    }
    for (const from of fromViews) {
      for (const to of toViews) derived.push({ ...base, table: name(from.v), columns: from.vc, foreignTable: name(to.v), foreignColumns: to.vc, tableIsView: true, foreignTableIsView: true });
    }
  }
  relationships.push(...derived);

  const functions = new Map<string, DbFunction[]>();
  const computedRelationships: ComputedRelationship[] = [];
  for (const f of fns.rows) {
    const names = asArray<string>(f.arg_names);
    const modes = asArray<string>(f.arg_modes);
    const types = asArray<string>(f.arg_types);
    const composite = asArray<boolean>(f.arg_composite);
    const inputIdx = types.map((_, i) => i).filter((i) => ["i", "b", "v", undefined].includes(modes[i]));
    const firstDefault = inputIdx.length - Number(f.n_defaults);
    const args: FunctionArg[] = types.map((type, i) => ({
      name: names[i] ?? "",
      type,
      mode: (modes[i] ?? "i") as FunctionArg["mode"],
      hasDefault: inputIdx.indexOf(i) >= firstDefault && inputIdx.includes(i),
      ...(composite[i] === true ? { composite: true } : {}),
    }));
    const fn: DbFunction = {
      schema,
      name: f.name,
      args,
      returnType: f.return_type,
      returnsSet: f.returns_set,
      returnsTable: f.returns_table,
      returnsComposite: Boolean(f.returns_composite),
      isVoid: f.return_type === "void",
      volatile: f.volatile,
    };
    functions.set(f.name, [...(functions.get(f.name) ?? []), fn]);
    // One argument, a row of a table or view of this schema: a computed relationship when it
    // returns rows of a table or view of this schema, else a computed field.
    const rowTable = f.row_arg_table ? tableMap.get(f.row_arg_table) : undefined;
    if (Number(f.n_args) === 1 && rowTable) {
      if (f.returns_table && tableMap.has(f.returns_table)) {
        computedRelationships.push({ function: f.name, table: rowTable.name, foreignTable: f.returns_table, toOne: !f.returns_set || Number(f.rows) === 1 });
      } else if (!f.returns_set && !f.returns_composite && f.return_type !== "void") {
        (rowTable.computed ??= new Map()).set(f.name, f.return_type);
      }
    }
  }
  return { schema, tables: tableMap, relationships, computedRelationships, functions };
}

/** Caches the catalog per database and schema; `refresh()` reloads it (done on a miss so new tables are found). */
export class SchemaCache {
  db: Database;
  #current = new Map<string, Promise<Schema>>();
  constructor(db: Database) {
    this.db = db;
  }
  get(schema = "public"): Promise<Schema> {
    let current = this.#current.get(schema);
    if (!current) {
      current = loadSchema(this.db, schema);
      this.#current.set(schema, current);
      current.catch(() => this.#current.delete(schema));
    }
    return current;
  }
  refresh(schema = "public"): Promise<Schema> {
    this.#current.delete(schema);
    return this.get(schema);
  }
}

const caches = new WeakMap<Database, SchemaCache>();
export function schemaCacheFor(db: Database): SchemaCache {
  let c = caches.get(db);
  if (!c) caches.set(db, (c = new SchemaCache(db)));
  return c;
}
