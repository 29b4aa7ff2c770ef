import type { IncomingMessage } from "node:http";
import { header, readBody } from "../http.ts";
import { pgrstError } from "./errors.ts";
import type { ParsedQuery } from "./parse-filters.ts";
import { parseSelect } from "./parse-select.ts";
import type { Column, DbFunction, Schema, Table } from "./schema-cache.ts";
import { Params, buildRead, newBuild, qi } from "./sql-builder.ts";

const INPUT_MODES = ["i", "b", "v"];

const inputsOf = (fn: DbFunction) => fn.args.filter((a) => INPUT_MODES.includes(a.mode));

/** A function whose one input parameter has no name: PostgREST calls it with the whole body, by position. */
export function singleUnnamed(fn: DbFunction): boolean {
  const inputs = inputsOf(fn);
  return inputs.length === 1 && inputs[0]!.name === "";
}

/**
 * Picks the overload of `name` whose named input arguments fit `args` (PGRST202 when none does). As
 * PostgREST's findProc: an unnamed parameter's name is "", so the key "" names the one unnamed
 * parameter of a function that has only that one (POST); failing every named match, a function with
 * a single unnamed json/jsonb parameter takes the whole body. Unnamed parameters are never named in
 * the generated call (that was a 42601 syntax error), and cannot be given on GET.
 */
/**
 * The functions PostgREST can call at all: one with an unnamed parameter only when that is its single
 * parameter and of a type a body can be (json, jsonb, text, xml, bytea). Others (`f(int)`,
 * `f(public.messages)`) are not in its schema cache: not found (PGRST202), and never an overload.
 */
export const UNNAMED_TYPES = ["json", "jsonb", "text", "xml", "bytea"];
function callable(fn: DbFunction): boolean {
  const inputs = inputsOf(fn);
  if (!inputs.some((a) => a.name === "")) return true;
  return singleUnnamed(fn) && UNNAMED_TYPES.includes(inputs[0]!.type);
}

export function resolveFunction(schema: Schema, name: string, args: Record<string, unknown>, isGet: boolean): DbFunction {
  const keys = Object.keys(args);
  const candidates = (schema.functions.get(name) ?? []).filter(callable);
  const fits = candidates.filter((fn) => {
    const inputs = inputsOf(fn);
    if (singleUnnamed(fn)) {
      // Its name is "": the key "" names it (POST); with a default it also fits no arguments.
      if (keys.length === 0 || isGet) return inputs[0]!.hasDefault;
      return keys.length === 1 && keys[0] === "";
    }
    const names = inputs.map((a) => a.name);
    const required = inputs.filter((a) => !a.hasDefault).map((a) => a.name);
    if (!required.every((r) => keys.includes(r))) return false;
    // On GET, other query parameters are filters; on POST every key must be an argument.
    return isGet || keys.every((k) => names.includes(k));
  });
  if (fits.length === 0 && !isGet) {
    const wholeBody = candidates.filter((fn) => singleUnnamed(fn) && ["json", "jsonb"].includes(inputsOf(fn)[0]!.type));
    if (wholeBody.length === 1) return wholeBody[0]!;
  }
  if (fits.length === 0) {
    const list = [...keys].sort().join(", ");
    throw pgrstError(
      404,
      "PGRST202",
      `Could not find the function ${schema.schema}.${name}${keys.length ? `(${list})` : " without parameters"} in the schema cache`,
      `Searched for the function ${schema.schema}.${name}${keys.length ? ` with parameter${keys.length > 1 ? "s" : ""} ${list}` : " without parameters"} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    );
  }
  // PostgREST's findProc: two overloads that both fit a POST's arguments cannot be told apart (300
  // PGRST203), where Postgres itself would answer 42725 "function … is not unique" or pick one silently.
  if (fits.length > 1 && !isGet) {
    const signature = (fn: DbFunction) => `${fn.schema}.${fn.name}(${inputsOf(fn).map((a) => `${a.name} => ${a.type}`).join(", ")})`;
    // Listed in the order of their parameter types (PostgREST's answer lists integer before text).
    const types = (fn: DbFunction) => inputsOf(fn).map((a) => a.type).join(",");
    const listed = [...fits].sort((a, b) => (types(a) < types(b) ? -1 : types(a) > types(b) ? 1 : 0));
    throw pgrstError(
      300,
      "PGRST203",
      `Could not choose the best candidate function between: ${listed.map(signature).join(", ")}`,
      null,
      "Try renaming the parameters or the function itself in the database so function overloading can be resolved",
    );
  }
  // On GET (other query parameters are filters), prefer the overload that uses the most of the given arguments.
  return fits.sort((a, b) => b.args.filter((x) => keys.includes(x.name)).length - a.args.filter((x) => keys.includes(x.name)).length)[0]!;
}

/** The media types PostgREST passes as one raw argument, and the parameter type each needs. */
const RAW_TYPES: Record<string, RawBody["type"]> = { "text/plain": "text", "application/octet-stream": "bytea", "text/xml": "xml" };

export interface RawBody {
  type: "text" | "bytea" | "xml";
  /** The argument: the body as UTF-8 text for text and xml, its bytes for bytea. */
  value: string | Uint8Array;
}

/** A raw body for a function call, read as PostgREST reads it; undefined when the body is JSON (or another type). */
export async function readRawBody(req: IncomingMessage): Promise<RawBody | undefined> {
  const mediaType = (header(req, "content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const type = RAW_TYPES[mediaType];
  if (!type) return undefined;
  const buf = await readBody(req);
  return { type, value: type === "bytea" ? buf : buf.toString("utf8") };
}

/**
 * The function a raw body calls (PostgREST's "functions with a single unnamed parameter"): the one
 * whose single input parameter is unnamed and of the body's type; else PGRST202 with PostgREST's
 * wording for raw bodies (no argument list).
 */
export function resolveRawFunction(schema: Schema, name: string, type: RawBody["type"]): DbFunction {
  const fn = (schema.functions.get(name) ?? []).find((f) => singleUnnamed(f) && inputsOf(f)[0]!.type === type);
  if (fn) return fn;
  throw pgrstError(
    404,
    "PGRST202",
    `Could not find the function ${schema.schema}.${name} in the schema cache`,
    `Searched for the function ${schema.schema}.${name} with a single unnamed ${type} parameter, but no matches were found in the schema cache.`,
  );
}

export interface RpcPlan {
  sql: string;
  /** The number of rows without limit/offset (a prefix of `params` fits it), when a count was asked for. */
  countSql?: string;
  params: unknown[];
  /** void: no body; scalar: one JSON value; rows: an array of row objects/values; single-row: one composite */
  kind: "void" | "scalar" | "rows" | "single-row";
}

function argExpr(params: Params, payload: string, name: string, type: string, value: unknown, composite = false): string {
  const key = params.add(name);
  // A row-type argument comes as a JSON object, which Postgres reads into the record as PostgREST's
  // json_to_record does (a cast of its text would be 22P02 "malformed record literal").
  if (composite && value !== null && typeof value === "object" && !Array.isArray(value)) {
    return `json_populate_record(null::${type}, ${payload}::json->${key}::text)`;
  }
  if (Array.isArray(value) && type.endsWith("[]")) {
    return `(SELECT array_agg(_x) FROM json_array_elements_text(${payload}::json->${key}::text) _x)::${type}`;
  }
  if (type === "json" || type === "jsonb") return `(${payload}::json->${key}::text)::${type}`;
  return `(${payload}::json->>${key}::text)::${type}`;
}

function resultTable(schema: Schema, fn: DbFunction): Table | null {
  if (fn.returnsTable) return schema.tables.get(fn.returnsTable) ?? null;
  if (!fn.returnsComposite) return null;
  const columns: Column[] = fn.args
    .filter((a) => ["o", "b", "t"].includes(a.mode))
    .map((a) => ({ name: a.name, type: a.type, nullable: true, hasDefault: false, generated: false }));
  return { schema: schema.schema, name: fn.name, kind: "view", columns, columnMap: new Map(columns.map((c) => [c.name, c])), primaryKey: [], uniques: [] };
}

export interface RpcOptions {
  stripNulls: boolean;
  limit?: number;
  offset?: number;
  count: boolean;
  /** A raw body's argument (readRawBody): the one unnamed parameter gets it. */
  raw?: string | Uint8Array;
  /** Rows of a table type also as PostgREST's CSV lines (buildRead's `csv`). */
  csv?: boolean;
}

export function buildRpc(schema: Schema, fn: DbFunction, args: Record<string, unknown>, q: ParsedQuery, opts: RpcOptions): RpcPlan {
  const params = new Params();
  let call: string;
  if (singleUnnamed(fn) && opts.raw === undefined && Object.keys(args).length === 0 && inputsOf(fn)[0]!.hasDefault) {
    call = `${qi(fn.schema)}.${qi(fn.name)}()`;
  } else if (singleUnnamed(fn)) {
    // PostgREST's OnePosParam: the body itself is the one argument.
    call = `${qi(fn.schema)}.${qi(fn.name)}(${params.add(opts.raw ?? JSON.stringify(args))}::${inputsOf(fn)[0]!.type})`;
  } else {
    const given = fn.args.filter((a) => INPUT_MODES.includes(a.mode) && a.name !== "" && a.name in args);
    // Every parameter must be referenced: the payload is added only when an argument uses it.
    const payload = given.length ? params.add(JSON.stringify(args)) : "";
    const named = given.map((a) => `${qi(a.name)} := ${argExpr(params, payload, a.name, a.type, args[a.name], a.composite)}`);
    call = `${qi(fn.schema)}.${qi(fn.name)}(${named.join(", ")})`;
  }
  if (fn.isVoid) return { sql: `SELECT ${call}::text AS j`, params: params.values, kind: "void" };
  const table = resultTable(schema, fn);
  if (table) {
    const plan = buildRead(newBuild(schema, q, params), table, parseSelect(q.select), { count: opts.count, stripNulls: opts.stripNulls, from: call, limit: opts.limit, offset: opts.offset, csv: opts.csv });
    return { sql: plan.sql, countSql: plan.countSql, params: plan.params, kind: fn.returnsSet ? "rows" : "single-row" };
  }
  if (fn.returnsSet) {
    const countSql = opts.count ? `SELECT count(*)::bigint AS n FROM ${call} _x` : undefined;
    const limit = opts.limit !== undefined ? ` LIMIT ${params.add(opts.limit)}::bigint` : "";
    const offset = opts.offset ? ` OFFSET ${params.add(opts.offset)}::bigint` : "";
    return { sql: `SELECT to_json(_x)::text AS j FROM ${call} _x${limit}${offset}`, countSql, params: params.values, kind: "rows" };
  }
  return { sql: `SELECT to_json(${call})::text AS j`, params: params.values, kind: "scalar" };
}
