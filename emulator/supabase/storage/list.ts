/** Listing objects: list (one level under a prefix, as storage.search() does) and list-v2 (with a cursor). */
import type { IncomingMessage, ServerResponse } from "node:http";
import { sendJson } from "../http.ts";
import { StorageErrors } from "./errors.ts";
import { asCaller, authenticate } from "./authorization.ts";
import { STORAGE_LIMITS } from "./limits.ts";
import { decodeSegment, readJsonBody, validateBucketName } from "./request.ts";
import { OBJECT_COLUMNS, type ObjectMetadata, type ObjectRow, type StorageContext } from "./store.ts";

const SORT_COLUMNS = ["name", "updated_at", "created_at", "last_accessed_at"] as const;

type SortColumn = (typeof SORT_COLUMNS)[number];

interface ListEntry {
  name: string;
  id: string | null;
  updated_at: Date | null;
  created_at: Date | null;
  last_accessed_at: Date | null;
  metadata: ObjectMetadata | null;
}

function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** POST /object/list/{bucket}: one level under `prefix` (files and folders), as storage.search() does. */
export async function listObjects(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, bucketSegment: string): Promise<void> {
  const auth = await authenticate(ctx, req);
  const bucket = decodeSegment(bucketSegment);
  validateBucketName(bucket);
  const body = await readJsonBody(req);
  const limit = body.limit === undefined ? STORAGE_LIMITS.listLimit : Number(body.limit);
  const offset = body.offset === undefined ? 0 : Number(body.offset);
  if (!Number.isInteger(limit) || limit < 0 || !Number.isInteger(offset) || offset < 0) throw StorageErrors.invalidRequest("body/limit and body/offset must be integers >= 0");
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column: SortColumn = SORT_COLUMNS.includes(sortBy.column as SortColumn) ? (sortBy.column as SortColumn) : "name";
  const descending = String(sortBy.order ?? "asc").toLowerCase() === "desc";
  let prefix = typeof body.prefix === "string" ? body.prefix.replace(/^\/+/, "") : "";
  if (prefix && !prefix.endsWith("/")) prefix += "/";
  const search = typeof body.search === "string" ? body.search.toLowerCase() : "";

  const rows = await asCaller(ctx, auth, async (tx) => {
    const r = await tx.query<ObjectRow>(
      `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name like $2 escape '\\'`,
      [bucket, `${likeEscape(prefix)}%`],
    );
    return r.rows;
  });

  const entries = new Map<string, ListEntry>();
  for (const row of rows) {
    const rest = row.name.slice(prefix.length);
    const slash = rest.indexOf("/");
    const entryName = slash === -1 ? rest : rest.slice(0, slash);
    if (!entryName || (search && !entryName.toLowerCase().startsWith(search))) continue;
    if (slash === -1) {
      entries.set(`f:${entryName}`, {
        name: entryName,
        id: row.id,
        updated_at: row.updated_at,
        created_at: row.created_at,
        last_accessed_at: row.last_accessed_at,
        metadata: row.metadata,
      });
    } else if (!entries.has(`d:${entryName}`)) {
      entries.set(`d:${entryName}`, { name: entryName, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
    }
  }
  const sorted = [...entries.values()].sort((a, b) => {
    let cmp: number;
    if (column === "name") {
      cmp = a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
    } else {
      const av = a[column]?.getTime();
      const bv = b[column]?.getTime();
      // Folders (no timestamps) sort last ascending, as NULLs do in Postgres.
      cmp = av === bv ? 0 : av === undefined ? 1 : bv === undefined ? -1 : av - bv;
      if (cmp === 0) cmp = a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
    }
    return descending ? -cmp : cmp;
  });
  sendJson(res, 200, sorted.slice(offset, offset + limit));
}

/** A listV2 cursor, as storage-api encodes it: base64 of `l:<last name>`, `o:<order>`, `c:<column>`, `a:<column value>` lines. */
interface ListCursor {
  startAfter: string;
  sortOrder?: string;
  sortColumn?: string;
  sortColumnAfter?: string;
}

const CURSOR_PARTS: [string, keyof ListCursor][] = [
  ["l", "startAfter"],
  ["o", "sortOrder"],
  ["c", "sortColumn"],
  ["a", "sortColumnAfter"],
];

function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(CURSOR_PARTS.flatMap(([k, f]) => (cursor[f] ? [`${k}:${cursor[f]}`] : [])).join("\n")).toString("base64");
}

function decodeCursor(token: string): ListCursor {
  const out: ListCursor = { startAfter: "", sortOrder: "asc" };
  for (const part of Buffer.from(token, "base64").toString().split("\n")) {
    const m = /^(\S):(.*)/.exec(part);
    const field = m && CURSOR_PARTS.find(([k]) => k === m[1])?.[1];
    if (!m || !field) throw StorageErrors.invalidParameter("continuation token");
    out[field] = m[2]!;
  }
  return out;
}

const LIST_V2_COLUMNS = ["name", "updated_at", "created_at"] as const;

/**
 * POST /object/list-v2/{bucket} (storage-js listV2): objects whose name starts with `prefix`, in
 * byte order of their names (or by a date, then name), `limit` (at most 1000) per page with a
 * cursor; `with_delimiter` folds deeper names into folders ("a/b/"), listed among the objects.
 * The caller sees only the rows RLS lets it select.
 */
export async function listObjectsV2(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, bucketSegment: string): Promise<void> {
  const auth = await authenticate(ctx, req);
  const bucket = decodeSegment(bucketSegment);
  validateBucketName(bucket);
  const body = await readJsonBody(req);
  if (body.limit !== undefined && (!Number.isInteger(body.limit) || (body.limit as number) < 1)) throw StorageErrors.invalidRequest("body/limit must be >= 1");
  if (body.prefix !== undefined && typeof body.prefix !== "string") throw StorageErrors.invalidRequest("body/prefix must be string");
  if (body.cursor !== undefined && typeof body.cursor !== "string") throw StorageErrors.invalidRequest("body/cursor must be string");
  const sortBy = body.sortBy as { column?: unknown; order?: unknown } | undefined;
  if (sortBy !== undefined) {
    if (!LIST_V2_COLUMNS.includes(sortBy.column as (typeof LIST_V2_COLUMNS)[number])) throw StorageErrors.invalidRequest("body/sortBy/column must be equal to one of the allowed values");
    if (sortBy.order !== undefined && sortBy.order !== "asc" && sortBy.order !== "desc") throw StorageErrors.invalidRequest("body/sortBy/order must be equal to one of the allowed values");
  }
  const limit = Math.min((body.limit as number | undefined) ?? 1000, 1000);
  const prefix = (body.prefix as string | undefined) ?? "";
  const delimited = body.with_delimiter === true;
  const cursor = body.cursor ? decodeCursor(body.cursor as string) : undefined;
  const column = (cursor?.sortColumn ?? (sortBy?.column as string | undefined) ?? "name") as (typeof LIST_V2_COLUMNS)[number];
  const descending = (cursor?.sortOrder ?? sortBy?.order) === "desc";

  const rows = await asCaller(ctx, auth, async (tx) => {
    const r = await tx.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name like $2 escape '\\'`, [bucket, `${likeEscape(prefix)}%`]);
    return r.rows;
  });
  const byName = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
  type Entry = { folder: true; name: string } | { folder: false; row: ObjectRow; name: string };
  let entries: Entry[] = rows.map((row) => ({ folder: false, row, name: row.name }));
  if (delimited) {
    const folders = new Map<string, Entry>();
    const files: Entry[] = [];
    for (const e of entries) {
      const slash = e.name.indexOf("/", prefix.length);
      if (slash === -1) files.push(e);
      else {
        const name = e.name.slice(0, slash + 1);
        folders.set(name, { folder: true, name });
      }
    }
    entries = [...folders.values(), ...files];
  }
  const time = (e: Entry) => (e.folder ? undefined : new Date(e.row[column as "updated_at" | "created_at"]).getTime());
  entries.sort((a, b) => {
    let cmp = 0;
    if (column !== "name") {
      const ta = time(a);
      const tb = time(b);
      cmp = ta === tb ? 0 : ta === undefined ? -1 : tb === undefined ? 1 : ta - tb;
    }
    if (cmp === 0) cmp = byName(a.name, b.name);
    return descending ? -cmp : cmp;
  });
  if (cursor?.startAfter) {
    const after = cursor.startAfter;
    const afterTime = cursor.sortColumnAfter ? new Date(cursor.sortColumnAfter).getTime() : undefined;
    entries = entries.filter((e) => {
      if (column !== "name" && afterTime !== undefined) {
        const t = time(e) ?? -Infinity;
        if (t !== afterTime) return descending ? t < afterTime : t > afterTime;
      }
      // A folder already listed hides everything under it.
      if (after.endsWith("/") && e.name.startsWith(after)) return false;
      const cmp = byName(e.name, after);
      return descending ? cmp < 0 : cmp > 0;
    });
  }
  const page = entries.slice(0, limit);
  const hasNext = entries.length > limit;
  const last = page[page.length - 1];
  // search_v2's `key`: the name's part at the prefix's level (a folder's and an object's alike).
  const keyOf = (name: string) => name.split("/")[prefix ? prefix.split("/").length - 1 : 0] ?? "";
  const objectJson = (row: ObjectRow) => ({
    id: row.id,
    name: row.name,
    ...(delimited ? { key: keyOf(row.name) } : {}),
    metadata: row.metadata,
    updated_at: row.updated_at,
    created_at: row.created_at,
    last_accessed_at: row.last_accessed_at,
  });
  sendJson(res, 200, {
    hasNext,
    ...(hasNext && last
      ? {
          nextCursor: encodeCursor({
            startAfter: last.name,
            sortOrder: cursor?.sortOrder ?? (sortBy?.order as string | undefined),
            sortColumn: column === "name" ? cursor?.sortColumn : column,
            sortColumnAfter: column !== "name" && !last.folder ? new Date(last.row[column]).toISOString() : undefined,
          }),
          nextCursorKey: last.name,
        }
      : {}),
    // search_v2's folder rows: the key, the name with its slash, and nulls where objects have values.
    folders: page
      .filter((e) => e.folder)
      .map((e) => ({ key: keyOf(e.name), name: e.name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null })),
    objects: page.flatMap((e) => (e.folder ? [] : [objectJson(e.row)])),
  });
}
