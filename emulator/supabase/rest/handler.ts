import type { IncomingMessage, ServerResponse } from "node:http";
import type { EmulatorContext } from "../context.ts";
import type { Tx } from "../db.ts";
import { HttpError, header, readJson, sendError } from "../http.ts";
import { requestAuth, type RequestAuth } from "../auth/request-auth.ts";
import { fromDbError, pgrstError } from "./errors.ts";
import { parseQuery, type ParsedQuery } from "./parse-filters.ts";
import { parseSelect } from "./parse-select.ts";
import { schemaCacheFor, type Schema, type Table } from "./schema-cache.ts";
import { INSERTED_FLAG, Params, buildDelete, buildInsert, buildRead, buildUpdate, checkBodyColumns, newBuild, qi } from "./sql-builder.ts";
import { buildRpc, readRawBody, resolveFunction, resolveRawFunction, type RawBody } from "./rpc.ts";

export interface Prefer {
  return?: "minimal" | "representation" | "headers-only";
  count?: "exact" | "planned" | "estimated";
  resolution?: "merge-duplicates" | "ignore-duplicates";
  missing?: "default" | "null";
  /** `tx=rollback`: run the request, answer as if it succeeded, keep nothing. */
  tx?: "commit" | "rollback";
  /** `handling=strict` makes `max-affected` binding (lenient, the default, ignores it). */
  handling?: "strict" | "lenient";
  "max-affected"?: string;
}

export function parsePrefer(value: string | undefined): Prefer {
  const out: Record<string, string> = {};
  for (const part of (value ?? "").split(",")) {
    const [k, v] = part.trim().split("=");
    if (k && v) out[k.trim()] = v.trim();
  }
  return out as Prefer;
}

interface Accept {
  singular: boolean;
  stripNulls: boolean;
  csv: boolean;
}

export function parseAccept(value: string | undefined): Accept {
  const types = (value ?? "*/*").split(",").map((s) => s.trim());
  for (const t of types) {
    const [mime = "", ...params] = t.split(";").map((s) => s.trim());
    const stripNulls = params.includes("nulls=stripped");
    if (mime === "application/vnd.pgrst.object+json" || mime === "application/vnd.pgrst.object") return { singular: true, stripNulls, csv: false };
    if (["application/json", "application/vnd.pgrst.array+json", "application/vnd.pgrst.array", "*/*", "application/*", ""].includes(mime)) {
      return { singular: false, stripNulls, csv: false };
    }
    if (mime === "text/csv") return { singular: false, stripNulls: false, csv: true };
  }
  throw pgrstError(406, "PGRST107", `None of these media types are available: ${value}`);
}

function parseRange(req: IncomingMessage): { offset: number; limit?: number } | undefined {
  const range = header(req, "range");
  if (!range) return undefined;
  const m = /^(?:items=)?\s*(\d+)-(\d*)$/.exec(range.trim());
  if (!m) return undefined;
  const from = Number(m[1]);
  const to = m[2] ? Number(m[2]) : undefined;
  if (to !== undefined && to < from) throw pgrstError(416, "PGRST103", "Requested range not satisfiable", `The lower boundary must be lower than or equal to the upper boundary in the Range header.`);
  return { offset: from, limit: to === undefined ? undefined : to - from + 1 };
}

/**
 * The request's schema, as PostgREST negotiates it: `Accept-Profile` for GET/HEAD (and other
 * reads), `Content-Profile` for POST/PATCH/PUT/DELETE, else the first exposed schema. `negotiated`
 * (answered with a `Content-Profile` header) when a profile was given or several schemas are exposed.
 */
function requestSchema(req: IncomingMessage, method: string, schemas: string[]): { schema: string; negotiated: boolean } {
  const profile = header(req, ["DELETE", "PATCH", "POST", "PUT"].includes(method) ? "content-profile" : "accept-profile");
  if (profile === undefined) return { schema: schemas[0]!, negotiated: schemas.length !== 1 };
  if (!schemas.includes(profile)) throw pgrstError(406, "PGRST106", `The schema must be one of the following: ${schemas.join(", ")}`);
  return { schema: profile, negotiated: true };
}

function findTable(schema: Schema, name: string): Table {
  const t = schema.tables.get(name);
  if (!t) {
    throw pgrstError(404, "PGRST205", `Could not find the table '${schema.schema}.${name}' in the schema cache`);
  }
  return t;
}

/**
 * PostgREST's CSV: the first row's keys, then one line per row. With `lines` (a table read) each
 * line is the row's record text as Postgres writes it, as PostgREST does; otherwise the values are
 * written from their JSON.
 */
function toCsv(rows: string[], lines?: string[]): string {
  const objs = rows.map((r) => JSON.parse(r) as Record<string, unknown>);
  const keys = objs[0] ? Object.keys(objs[0]) : [];
  if (lines) return [keys.join(","), ...lines].join("\n");
  const cell = (v: unknown) => {
    if (v === null || v === undefined) return "";
    const s = typeof v === "object" ? JSON.stringify(v) : String(v);
    return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return [keys.join(","), ...objs.map((o) => keys.map((k) => cell(o[k])).join(","))].join("\n");
}

interface Outcome {
  status: number;
  headers: Record<string, string>;
  body?: string;
}

function send(res: ServerResponse, o: Outcome, head: boolean): void {
  const headers: Record<string, string> = { ...o.headers };
  if (o.body !== undefined) {
    headers["Content-Type"] ??= "application/json; charset=utf-8";
    headers["Content-Length"] = String(Buffer.byteLength(o.body));
  } else headers["Content-Length"] = "0";
  res.writeHead(o.status, headers);
  res.end(head || o.body === undefined ? undefined : o.body);
}

function singularCheck(n: number): void {
  if (n !== 1) {
    throw pgrstError(406, "PGRST116", "JSON object requested, multiple (or no) rows returned", `The result contains ${n} rows`);
  }
}

function rowsBody(rows: string[], accept: Accept, lines?: string[]): string {
  if (accept.csv) return toCsv(rows, lines);
  if (accept.singular) return rows[0]!;
  return `[${rows.join(",")}]`;
}

/** The representation query of a mutation: embedded filters apply, root filters do not (they chose the rows). */
function representationQuery(q: ParsedQuery): ParsedQuery {
  const byPath = new Map(q.byPath);
  byPath.set("", { filters: [] });
  return { ...q, byPath };
}

interface Request {
  ctx: EmulatorContext;
  req: IncomingMessage;
  url: URL;
  auth: RequestAuth;
  schema: Schema;
  prefer: Prefer;
  accept: Accept;
  body: unknown;
  /** A POST to a function with a raw body (text/plain, application/octet-stream, text/xml). */
  raw?: RawBody;
}

/** Carries a request's result out of a transaction that `Prefer: tx=rollback` rolls back. */
class RolledBack<T> {
  value: T;
  constructor(value: T) {
    this.value = value;
  }
}

/**
 * The headers PostgREST exposes to SQL as `request.headers`. Like Supabase's gateway, the client's
 * address — the socket's, never a header's — is appended to X-Forwarded-For, so its last entry is
 * the one a client cannot forge (public.request_client_address() reads it). An IPv4 client of a
 * dual-stack socket (`::ffff:a.b.c.d`) is written as the gateway writes it: `a.b.c.d`.
 */
export function requestHeaders(req: Pick<IncomingMessage, "headers" | "socket">): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  const remote = req.socket.remoteAddress?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (remote) headers["x-forwarded-for"] = headers["x-forwarded-for"] ? `${headers["x-forwarded-for"]}, ${remote}` : remote;
  return headers;
}

async function run<T>(r: Request, body: (tx: Tx) => Promise<T>): Promise<T> {
  const opts = { role: r.auth.role, claims: r.auth.claims, headers: requestHeaders(r.req) };
  // Like PostgREST: the request's schema first in the search_path, then the extra search path.
  const searchPath = [...new Set([r.schema.schema, ...r.ctx.api.extraSearchPath])].map(qi).join(", ");
  const fn = async (tx: Tx) => {
    await tx.query("select set_config('search_path', $1, true)", [searchPath]);
    return body(tx);
  };
  if (r.prefer.tx !== "rollback") return r.ctx.db.transaction(fn, opts);
  try {
    await r.ctx.db.transaction(async (tx) => {
      throw new RolledBack(await fn(tx));
    }, opts);
  } catch (err) {
    if (err instanceof RolledBack) return err.value as T;
    throw err;
  }
  throw new Error("unreachable: a tx=rollback transaction must throw");
}

/** `Preference-Applied` entries every kind of request reports: the transaction end. */
function txApplied(p: Prefer): string[] {
  return p.tx === "commit" || p.tx === "rollback" ? [`tx=${p.tx}`] : [];
}

/** PGRST124 (rolls the transaction back) when `handling=strict` and more rows were affected than `max-affected`. */
function checkMaxAffected(p: Prefer, affected: number): void {
  if (p.handling !== "strict" || p["max-affected"] === undefined) return;
  const max = Number(p["max-affected"]);
  if (Number.isInteger(max) && affected > max) {
    throw pgrstError(400, "PGRST124", "Query result exceeds max-affected preference constraint", `The query affects ${affected} rows`);
  }
}

function countApplied(p: Prefer): Record<string, string> {
  const applied = [...(p.count ? [`count=${p.count}`] : []), ...txApplied(p)];
  return applied.length ? { "Preference-Applied": applied.join(", ") } : {};
}

function contentRange(offset: number, n: number, total: number | undefined): string {
  return n > 0 ? `${offset}-${offset + n - 1}/${total ?? "*"}` : `*/${total ?? "*"}`;
}

/** The top-level range: `limit`/`offset` query parameters combined with a Range header. */
function topRange(r: Request, q: ParsedQuery): { offset: number; limit?: number } {
  const root = q.byPath.get("") ?? { filters: [] };
  const range = parseRange(r.req);
  let offset = root.offset ?? range?.offset ?? 0;
  let limit = root.limit ?? range?.limit;
  if (root.offset === undefined && range && root.limit !== undefined) offset = range.offset;
  if (range?.limit !== undefined && limit !== undefined) limit = Math.min(limit, range.limit);
  // db-max-rows ([api] max_rows): reads and functions never return more rows than that.
  limit = Math.min(limit ?? r.ctx.api.maxRows, r.ctx.api.maxRows);
  return { offset, limit };
}

/** 416 past the end, 206 for a part of a counted result, else 200 (PostgREST's range status). */
function rangeStatus(offset: number, limit: number | undefined, n: number, total: number | undefined): number {
  if (total !== undefined && offset > 0 && offset >= total && n === 0) {
    throw pgrstError(416, "PGRST103", "Requested range not satisfiable", `An offset of ${offset} was requested, but there are only ${total} rows.`);
  }
  return total !== undefined && n < total && (offset > 0 || limit !== undefined) ? 206 : 200;
}

/**
 * `Prefer: count=planned`: the planner's estimate of the rows, from EXPLAIN of the read without its
 * limit and offset (PostgREST takes the top plan's "Plan Rows" the same way).
 */
async function plannedCount(tx: Tx, countSql: string, params: unknown[]): Promise<number> {
  const explained = countSql.replace(/^SELECT count\(\*\)::bigint AS n FROM /, "SELECT * FROM ");
  const { rows } = await tx.query<{ "QUERY PLAN": unknown }>(`EXPLAIN (FORMAT JSON) ${explained}`, params);
  const raw = rows[0]?.["QUERY PLAN"];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan?: { "Plan Rows"?: number } }[];
  return Math.round(plan[0]?.Plan?.["Plan Rows"] ?? 0);
}

/**
 * The Content-Range total `Prefer: count=…` asks for, of a table read or a function's rows: exact;
 * planned (the planner's estimate); estimated (exact up to db-max-rows, the estimate past it).
 */
async function countRows(r: Request, tx: Tx, countSql: string, params: unknown[]): Promise<number> {
  // The count query uses a prefix of the parameters (no limit/offset).
  const used = countParams(countSql, params);
  const exact = async () => Number((await tx.query<{ n: number }>(countSql, used)).rows[0]?.n ?? 0);
  if (r.prefer.count === "planned") return plannedCount(tx, countSql, used);
  if (r.prefer.count === "estimated") {
    const counted = await exact();
    return counted > r.ctx.api.maxRows ? plannedCount(tx, countSql, used) : counted;
  }
  return exact();
}

async function readTable(r: Request, table: Table, head: boolean): Promise<Outcome> {
  const q = parseQuery(r.url.searchParams);
  const select = parseSelect(q.select);
  const { offset, limit } = topRange(r, q);
  const wantCount = Boolean(r.prefer.count);
  const plan = buildRead(newBuild(r.schema, q), table, select, { limit, offset, count: wantCount, stripNulls: r.accept.stripNulls, csv: r.accept.csv });
  const { rows, lines, total } = await run(r, async (tx) => {
    const res = await tx.query<{ j: string; c?: string }>(plan.sql, plan.params);
    const total = plan.countSql ? await countRows(r, tx, plan.countSql, plan.params) : undefined;
    return { rows: res.rows.map((x) => x.j), lines: r.accept.csv ? res.rows.map((x) => x.c ?? "") : undefined, total };
  });
  if (r.accept.singular) singularCheck(rows.length);
  const status = rangeStatus(offset, limit, rows.length, total);
  const headers: Record<string, string> = { "Content-Range": contentRange(offset, rows.length, total) };
  if (r.accept.csv) headers["Content-Type"] = "text/csv; charset=utf-8";
  else if (r.accept.singular) headers["Content-Type"] = "application/vnd.pgrst.object+json; charset=utf-8";
  Object.assign(headers, countApplied(r.prefer));
  return { status, headers, body: head ? undefined : rowsBody(rows, r.accept, lines) };
}

/** Keeps only the parameters a statement references ($1..$max). */
function countParams(sql: string, params: unknown[]): unknown[] {
  let max = 0;
  for (const m of sql.matchAll(/\$(\d+)/g)) max = Math.max(max, Number(m[1]));
  return params.slice(0, max);
}

function asRows(body: unknown): Record<string, unknown>[] {
  const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
  if (isObj(body)) return [body];
  if (Array.isArray(body) && body.every(isObj)) return body;
  throw pgrstError(400, "PGRST102", "Empty or invalid json", null);
}

function preferenceApplied(p: Prefer, maxAffected: boolean): Record<string, string> {
  const strictMax = maxAffected && p.handling === "strict" && p["max-affected"] !== undefined;
  const applied = [
    p.resolution && `resolution=${p.resolution}`,
    p.missing && `missing=${p.missing}`,
    p.return && `return=${p.return}`,
    p.count && `count=${p.count}`,
    ...txApplied(p),
    strictMax && "handling=strict",
    strictMax && `max-affected=${p["max-affected"]}`,
  ].filter(Boolean);
  return applied.length ? { "Preference-Applied": applied.join(", ") } : {};
}

async function mutate(
  r: Request,
  table: Table,
  q: ParsedQuery,
  statements: ((params: Params, returning: boolean) => string)[],
  status: { withBody: number; without: number } | ((inserted: number) => number),
  opts: {
    /** The statements return INSERTED_FLAG (upserts into a table): count the rows they inserted. */
    trackInserted?: boolean;
    /** PATCH and DELETE: `Prefer: handling=strict, max-affected=N` limits the rows they may touch. */
    maxAffected?: boolean;
  } = {},
): Promise<Outcome> {
  const trackInserted = opts.trackInserted ?? false;
  const ret = r.prefer.return ?? "minimal";
  const wantBody = ret === "representation" || r.accept.singular;
  const returning = wantBody || ret === "headers-only";
  const select = parseSelect(q.select);
  const flag = qi(INSERTED_FLAG);
  const { rows, affected, inserted } = await run(r, async (tx) => {
    const rows: string[] = [];
    let affected = 0;
    let inserted = 0;
    for (const make of statements) {
      // Each statement has its own parameters: all of them must be referenced.
      const params = new Params();
      const stmt = make(params, returning);
      if (!returning) {
        if (trackInserted) {
          const res = await tx.query<{ n: number; ins: number }>(`WITH _w AS (${stmt}) SELECT count(*)::int AS n, (count(*) FILTER (WHERE ${flag}))::int AS ins FROM _w`, params.values);
          affected += Number(res.rows[0]?.n ?? 0);
          inserted += Number(res.rows[0]?.ins ?? 0);
        } else affected += (await tx.query(stmt, params.values)).affectedRows;
        continue;
      }
      const plan = buildRead(newBuild(r.schema, representationQuery(q), params), table, select, { count: false, stripNulls: r.accept.stripNulls, from: "_m" });
      if (trackInserted) {
        // The written rows (without the flag) feed the representation; the flag only counts inserts.
        const cols = table.columns.map((c) => qi(c.name)).join(", ");
        const res = await tx.query<{ j: string | null; ins: number }>(
          `WITH _w AS (${stmt}), _m AS (SELECT ${cols} FROM _w) ` +
            `SELECT _q.j, _i.ins FROM (SELECT (count(*) FILTER (WHERE ${flag}))::int AS ins FROM _w) _i LEFT JOIN (${plan.sql}) _q ON true`,
          plan.params,
        );
        inserted += Number(res.rows[0]?.ins ?? 0);
        const written = res.rows.flatMap((x) => (x.j === null ? [] : [x.j]));
        rows.push(...written);
        affected += written.length;
        continue;
      }
      const res = await tx.query<{ j: string }>(`WITH _m AS (${stmt}) ${plan.sql}`, plan.params);
      rows.push(...res.rows.map((x) => x.j));
      affected += res.rows.length;
    }
    if (r.accept.singular) singularCheck(affected);
    if (opts.maxAffected) checkMaxAffected(r.prefer, affected);
    return { rows, affected, inserted };
  });
  const codes = typeof status === "function" ? { withBody: status(inserted), without: status(inserted) } : status;
  const headers: Record<string, string> = { ...preferenceApplied(r.prefer, opts.maxAffected ?? false) };
  const total = r.prefer.count ? affected : undefined;
  headers["Content-Range"] = r.req.method === "POST" ? `*/${total ?? "*"}` : contentRange(0, affected, total);
  if (ret === "headers-only" && table.primaryKey.length && rows[0]) {
    const first = JSON.parse(rows[0]) as Record<string, unknown>;
    const qs = table.primaryKey.map((k) => `${encodeURIComponent(k)}=eq.${encodeURIComponent(String(first[k] ?? ""))}`).join("&");
    headers.Location = `/${table.name}?${qs}`;
  }
  if (!wantBody) return { status: codes.without, headers };
  if (r.accept.singular) headers["Content-Type"] = "application/vnd.pgrst.object+json; charset=utf-8";
  return { status: codes.withBody, headers, body: rowsBody(rows, r.accept) };
}

async function insert(r: Request, table: Table): Promise<Outcome> {
  const q = parseQuery(r.url.searchParams);
  const rows = asRows(r.body);
  const columns = q.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  checkBodyColumns(table, columns);
  const onConflict = r.prefer.resolution
    ? { columns: q.onConflict ?? table.primaryKey, action: r.prefer.resolution === "ignore-duplicates" ? ("ignore" as const) : ("merge" as const) }
    : undefined;
  if (onConflict && onConflict.columns.length === 0) {
    throw pgrstError(400, "PGRST100", `"on_conflict" is required: '${table.name}' has no primary key`);
  }
  // PostgREST answers a merge-duplicates upsert that inserted no row with 200, any other insert with 201.
  const merge = onConflict?.action === "merge";
  const statusOf = (inserted: number) => (merge && inserted <= 0 ? 200 : 201);
  if (rows.length === 0) {
    return { status: statusOf(0), headers: { "Content-Range": "*/*" }, body: r.prefer.return === "representation" ? "[]" : undefined };
  }
  // A view has no xmax to tell inserts from updates: it answers 201 as before.
  const trackInserted = merge && table.kind === "table";
  return mutate(
    r,
    table,
    q,
    r.prefer.missing === "default"
      ? // Each row inserts only the keys it carries, so the others take their column defaults.
        rows.map((row) => (params: Params, returning: boolean) => {
          const cols = columns.filter((c) => c in row);
          return buildInsert(params, table, { rows: [row], columns: cols, updateColumns: columns, drawSequencesOf: cols, onConflict, returning, trackInserted });
        })
      : [(params, returning) => buildInsert(params, table, { rows, columns, onConflict, returning, trackInserted })],
    trackInserted ? statusOf : { withBody: 201, without: 201 },
    { trackInserted },
  );
}

async function update(r: Request, table: Table): Promise<Outcome> {
  const q = parseQuery(r.url.searchParams);
  const [body] = asRows(r.body);
  if (Array.isArray(r.body)) throw pgrstError(400, "PGRST102", "Empty or invalid json");
  const cols = Object.keys(body!);
  checkBodyColumns(table, cols);
  if (cols.length === 0) {
    return { status: r.prefer.return === "representation" ? 200 : 204, headers: { "Content-Range": "*/*" }, body: r.prefer.return === "representation" ? "[]" : undefined };
  }
  return mutate(r, table, q, [(params, returning) => buildUpdate(newBuild(r.schema, q, params), table, body!, returning)], { withBody: 200, without: 204 }, { maxAffected: true });
}

async function remove(r: Request, table: Table): Promise<Outcome> {
  const q = parseQuery(r.url.searchParams);
  return mutate(r, table, q, [(params, returning) => buildDelete(newBuild(r.schema, q, params), table, returning)], { withBody: 200, without: 204 }, { maxAffected: true });
}

async function rpc(r: Request, name: string, method: string): Promise<Outcome> {
  let args: Record<string, unknown>;
  if (r.raw) {
    args = {};
  } else if (method === "GET" || method === "HEAD") {
    args = {};
    for (const [k, v] of r.url.searchParams) args[k] = v;
  } else {
    const b = r.body ?? {};
    if (typeof b !== "object" || Array.isArray(b) || b === null) throw pgrstError(400, "PGRST102", "Empty or invalid json");
    args = b as Record<string, unknown>;
  }
  const fn = r.raw ? resolveRawFunction(r.schema, name, r.raw.type) : resolveFunction(r.schema, name, args, method === "GET" || method === "HEAD");
  const skip = new Set(method === "GET" || method === "HEAD" ? fn.args.map((a) => a.name) : []);
  const q = parseQuery(r.url.searchParams, skip);
  const { offset, limit } = topRange(r, q);
  const wantCount = Boolean(r.prefer.count);
  const plan = buildRpc(r.schema, fn, args, q, { stripNulls: r.accept.stripNulls, limit, offset, count: wantCount, raw: r.raw?.value, csv: r.accept.csv });
  const { rows, lines, total: counted } = await run(r, async (tx) => {
    const res = (await tx.query<{ j: string | null; c?: string }>(plan.sql, plan.params)).rows;
    const rows = res.map((x) => x.j);
    const total = plan.countSql ? await countRows(r, tx, plan.countSql, plan.params) : undefined;
    checkMaxAffected(r.prefer, rows.length);
    // A table type's rows as PostgREST writes them in CSV (the record's text), as for a table read.
    const lines = r.accept.csv && res.every((x) => typeof x.c === "string") ? res.map((x) => x.c!) : undefined;
    return { rows, lines, total };
  });
  const head = method === "HEAD";
  const headers: Record<string, string> = countApplied(r.prefer);
  if (plan.kind === "void") return { status: 204, headers };
  // A scalar or a single composite is one row of the result, as PostgREST counts it.
  const total = wantCount ? (counted ?? 1) : undefined;
  if (plan.kind === "scalar") {
    return { status: 200, headers: { ...headers, "Content-Range": contentRange(0, 1, total) }, body: head ? undefined : (rows[0] ?? "null") };
  }
  const strs = rows.map((x) => x ?? "null");
  if (r.accept.singular) singularCheck(strs.length);
  headers["Content-Range"] = contentRange(offset, strs.length, total);
  if (plan.kind === "single-row" && !r.accept.singular && !r.accept.csv) return { status: 200, headers, body: head ? undefined : (strs[0] ?? "null") };
  if (r.accept.csv) headers["Content-Type"] = "text/csv; charset=utf-8";
  else if (r.accept.singular) headers["Content-Type"] = "application/vnd.pgrst.object+json; charset=utf-8";
  return { status: rangeStatus(offset, limit, strs.length, total), headers, body: head ? undefined : rowsBody(strs, r.accept, lines) };
}

async function dispatch(r: Request, subpath: string, method: string): Promise<Outcome> {
  const parts = subpath.split("/").filter(Boolean).map(decodeURIComponent);
  if (parts[0] === "rpc" && parts[1] && parts.length === 2) {
    if (!["GET", "HEAD", "POST"].includes(method)) throw pgrstError(405, "PGRST101", "Only GET, HEAD and POST are allowed for functions");
    return rpc(r, parts[1], method);
  }
  if (parts.length === 0) {
    // PostgREST serves an OpenAPI document here; a table list is enough for humans.
    return { status: 200, headers: {}, body: JSON.stringify({ tables: [...r.schema.tables.keys()].sort() }) };
  }
  if (parts.length !== 1) throw pgrstError(404, "PGRST125", `Invalid path specified in request URL`);
  const table = findTable(r.schema, parts[0]!);
  switch (method) {
    case "GET":
      return readTable(r, table, false);
    case "HEAD":
      return readTable(r, table, true);
    case "POST":
      return insert(r, table);
    case "PATCH":
      return update(r, table);
    case "DELETE":
      return remove(r, table);
    default:
      throw pgrstError(405, "PGRST117", `Unsupported HTTP method: ${method}`);
  }
}

/** Errors that may come from a stale schema cache: reload it once and retry. */
const STALE_CACHE_CODES = new Set(["PGRST200", "PGRST202", "PGRST204", "PGRST205", "42703"]);

/** PostgREST-compatible data API (`/rest/v1`). Every statement runs as the request's role with its JWT claims, so RLS decides. */
export async function handleRest(ctx: EmulatorContext, req: IncomingMessage, res: ServerResponse, subpath: string, url: URL): Promise<void> {
  const method = (req.method ?? "GET").toUpperCase();
  let auth: RequestAuth | undefined;
  try {
    const { schema, negotiated } = requestSchema(req, method, ctx.api.schemas);
    auth = await requestAuth(ctx, req);
    const accept = parseAccept(header(req, "accept"));
    const prefer = parsePrefer(req.headers["prefer"] ? [req.headers["prefer"]].flat().join(",") : undefined);
    const raw = method === "POST" && subpath.startsWith("/rpc/") ? await readRawBody(req) : undefined;
    const body = ["POST", "PATCH", "PUT"].includes(method) && !raw ? await readJson(req) : undefined;
    const cache = schemaCacheFor(ctx.db);
    const base = { ctx, req, url, auth, prefer, accept, body, raw };
    let outcome: Outcome;
    try {
      outcome = await dispatch({ ...base, schema: await cache.get(schema) }, subpath, method);
    } catch (err) {
      const code = err instanceof HttpError ? (err.body as { code?: string }).code : (err as { code?: string }).code;
      if (!code || !STALE_CACHE_CODES.has(code)) throw err;
      outcome = await dispatch({ ...base, schema: await cache.refresh(schema) }, subpath, method);
    }
    if (negotiated) outcome.headers["Content-Profile"] = schema;
    send(res, outcome, method === "HEAD");
  } catch (err) {
    sendError(res, fromDbError(err, auth?.role ?? "anon"));
  }
}


