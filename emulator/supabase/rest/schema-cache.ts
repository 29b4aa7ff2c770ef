import type { Database } from "../db.ts";

export interface Column {
  name: string;
  /** format_type(), e.g. "text", "uuid", "text[]", "timestamp with time zone" */
  type: string;
  nullable: boolean;
  hasDefault: boolean;
  generated: boolean;
}

export interface Relationship {
  /** FK constraint name */
  name: string;
  table: string;
  columns: string[];
  foreignTable: string;
  foreignColumns: string[];
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
}

export interface FunctionArg {
  name: string;
  type: string;
  mode: "i" | "o" | "b" | "v" | "t";
  hasDefault: boolean;
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
  functions: Map<string, DbFunction[]>;
}

const TABLES_SQL = `
select c.relname as name, case when c.relkind in ('v','m') then 'view' else 'table' end as kind,
  coalesce(json_agg(json_build_object(
    'name', a.attname, 'type', format_type(a.atttypid, a.atttypmod), 'nullable', not a.attnotnull,
    'hasDefault', a.atthasdef, 'generated', a.attgenerated <> '' or a.attidentity = 'a') order by a.attnum)
    filter (where a.attname is not null), '[]') as columns
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
where n.nspname = $1 and c.relkind in ('r','v','m','p','f')
group by c.relname, c.relkind`;

const UNIQUES_SQL = `
select c.relname as table, i.indisprimary as primary,
  (select json_agg(a.attname order by k.ord) from unnest(i.indkey) with ordinality k(attnum, ord)
     join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum) as columns
from pg_index i
join pg_class c on c.oid = i.indrelid
join pg_namespace n on n.oid = c.relnamespace
where n.nspname = $1 and i.indisunique and i.indpred is null and i.indexprs is null`;

const FKS_SQL = `
select con.conname as name, c.relname as table, fc.relname as foreign_table,
  (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
     join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
  (select json_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
     join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as foreign_columns
from pg_constraint con
join pg_class c on c.oid = con.conrelid
join pg_namespace n on n.oid = c.relnamespace
join pg_class fc on fc.oid = con.confrelid
join pg_namespace fn on fn.oid = fc.relnamespace
where con.contype = 'f' and n.nspname = $1 and fn.nspname = $1`;

const FUNCTIONS_SQL = `
select p.proname as name, p.proretset as returns_set, p.provolatile as volatile,
  format_type(p.prorettype, null) as return_type,
  t.typtype = 'c' or p.prorettype = 'record'::regtype as returns_composite,
  rc.relname as returns_table,
  p.pronargdefaults as n_defaults,
  coalesce(p.proargnames, array[]::text[]) as arg_names,
  coalesce(p.proargmodes::text[], array[]::text[]) as arg_modes,
  (select coalesce(json_agg(format_type(x, null) order by o), '[]') from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(x, o)) as arg_types
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
join pg_type t on t.oid = p.prorettype
left join pg_class rc on rc.oid = t.typrelid and t.typtype = 'c'
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

export async function loadSchema(db: Database, schema = "public"): Promise<Schema> {
  const [tables, uniques, fks, fns] = [
    await db.query<{ name: string; kind: "table" | "view"; columns: unknown }>(TABLES_SQL, [schema]),
    await db.query<{ table: string; primary: boolean; columns: unknown }>(UNIQUES_SQL, [schema]),
    await db.query<{ name: string; table: string; foreign_table: string; columns: unknown; foreign_columns: unknown }>(FKS_SQL, [schema]),
    await db.query<{
      name: string; returns_set: boolean; volatile: "i" | "s" | "v"; return_type: string; returns_composite: boolean;
      returns_table: string | null; n_defaults: number; arg_names: unknown; arg_modes: unknown; arg_types: unknown;
    }>(FUNCTIONS_SQL, [schema]),
  ];
  const tableMap = new Map<string, Table>();
  for (const t of tables.rows) {
    const columns = asArray<Column>(t.columns);
    tableMap.set(t.name, { schema, name: t.name, kind: t.kind, columns, columnMap: new Map(columns.map((c) => [c.name, c])), primaryKey: [], uniques: [] });
  }
  for (const u of uniques.rows) {
    const t = tableMap.get(u.table);
    if (!t) continue;
    const cols = asArray<string>(u.columns);
    t.uniques.push(cols);
    if (u.primary) t.primaryKey = cols;
  }
  const relationships: Relationship[] = fks.rows.map((r) => ({
    name: r.name,
    table: r.table,
    columns: asArray<string>(r.columns),
    foreignTable: r.foreign_table,
    foreignColumns: asArray<string>(r.foreign_columns),
  }));
  const functions = new Map<string, DbFunction[]>();
  for (const f of fns.rows) {
    const names = asArray<string>(f.arg_names);
    const modes = asArray<string>(f.arg_modes);
    const types = asArray<string>(f.arg_types);
    const inputIdx = types.map((_, i) => i).filter((i) => ["i", "b", "v", undefined].includes(modes[i]));
    const firstDefault = inputIdx.length - Number(f.n_defaults);
    const args: FunctionArg[] = types.map((type, i) => ({
      name: names[i] ?? "",
      type,
      mode: (modes[i] ?? "i") as FunctionArg["mode"],
      hasDefault: inputIdx.indexOf(i) >= firstDefault && inputIdx.includes(i),
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
  }
  return { schema, tables: tableMap, relationships, functions };
}

/** Caches the catalog per database; `refresh()` reloads it (done on a miss so new tables are found). */
export class SchemaCache {
  db: Database;
  #current: Promise<Schema> | null = null;
  constructor(db: Database) {
    this.db = db;
  }
  get(): Promise<Schema> {
    if (!this.#current) {
      this.#current = loadSchema(this.db);
      this.#current.catch(() => (this.#current = null));
    }
    return this.#current;
  }
  refresh(): Promise<Schema> {
    this.#current = null;
    return this.get();
  }
}

const caches = new WeakMap<Database, SchemaCache>();
export function schemaCacheFor(db: Database): SchemaCache {
  let c = caches.get(db);
  if (!c) caches.set(db, (c = new SchemaCache(db)));
  return c;
}
