/**
 * Change capture for the emulator's realtime: instead of logical replication (which PGlite lacks),
 * an AFTER INSERT/UPDATE/DELETE row trigger on every table of the `supabase_realtime` publication
 * sends a NOTIFY with the change. The payload stays under NOTIFY's 8000-byte limit: it always
 * carries the primary key, and the full rows only when they fit (the realtime server re-selects
 * the row anyway, as each subscriber, so RLS decides what is delivered).
 *
 * Installed as superuser, idempotently: the function on start, a trigger on each published table
 * that lacks one (on start and whenever a client joins), and stale triggers are dropped from
 * tables that left the publication.
 */
import type { Database } from "../db.ts";

export const CAPTURE_CHANNEL = "realtime_emulator_changes";
const TRIGGER_NAME = "realtime_emulator_capture";

export interface CapturedChange {
  schema: string;
  table: string;
  type: "INSERT" | "UPDATE" | "DELETE";
  commit_timestamp: string;
  /** Primary key columns of the row (the whole row when the table has no primary key). */
  pk: Record<string, unknown>;
  record?: Record<string, unknown> | null;
  old_record?: Record<string, unknown> | null;
  /** True when record/old_record were left out to fit NOTIFY's limit. */
  truncated?: boolean;
}

const INSTALL_FUNCTION = `
create schema if not exists realtime_emulator;
revoke all on schema realtime_emulator from public;
create or replace function realtime_emulator.capture() returns trigger
language plpgsql
set search_path = pg_catalog
as $fn$
declare
  rec jsonb;
  old_rec jsonb;
  key_cols text[];
  pk jsonb;
  payload jsonb;
  body text;
begin
  if tg_op <> 'DELETE' then rec := to_jsonb(new); end if;
  if tg_op <> 'INSERT' then old_rec := to_jsonb(old); end if;
  select array_agg(a.attname::text order by a.attnum) into key_cols
    from pg_index i
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indrelid = tg_relid and i.indisprimary;
  if key_cols is null then
    pk := coalesce(rec, old_rec);
  else
    select jsonb_object_agg(k, coalesce(rec, old_rec) -> k) into pk from unnest(key_cols) as k;
  end if;
  payload := jsonb_build_object(
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'commit_timestamp', to_char(statement_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'pk', pk,
    'record', rec,
    'old_record', old_rec);
  body := payload::text;
  if octet_length(body) > 7900 then
    body := (payload - 'record' - 'old_record' || jsonb_build_object('truncated', true))::text;
  end if;
  -- A change whose key alone is too large for NOTIFY is not streamed (the write itself must not fail).
  if octet_length(body) <= 7900 then
    perform pg_notify('${CAPTURE_CHANNEL}', body);
  end if;
  return null;
end
$fn$;
grant usage on schema realtime_emulator to anon, authenticated, service_role;
grant execute on function realtime_emulator.capture() to anon, authenticated, service_role;
`;

const SYNC_TRIGGERS = `
do $sync$
declare
  r record;
begin
  for r in
    select pt.schemaname, pt.tablename from pg_publication_tables pt
    where pt.pubname = 'supabase_realtime'
      and not exists (
        select 1 from pg_trigger t
        where t.tgrelid = format('%I.%I', pt.schemaname, pt.tablename)::regclass and t.tgname = '${TRIGGER_NAME}')
  loop
    execute format('create trigger ${TRIGGER_NAME} after insert or update or delete on %I.%I for each row execute function realtime_emulator.capture()', r.schemaname, r.tablename);
  end loop;
  for r in
    select n.nspname as schemaname, c.relname as tablename
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where t.tgname = '${TRIGGER_NAME}'
      and not exists (
        select 1 from pg_publication_tables pt
        where pt.pubname = 'supabase_realtime' and pt.schemaname = n.nspname and pt.tablename = c.relname)
  loop
    execute format('drop trigger ${TRIGGER_NAME} on %I.%I', r.schemaname, r.tablename);
  end loop;
end
$sync$;
`;

export async function installCaptureFunction(db: Database): Promise<void> {
  await db.exec(INSTALL_FUNCTION);
}

/** Puts the capture trigger on every published table (and off unpublished ones); returns the published tables as "schema.table". */
export async function syncCaptureTriggers(db: Database): Promise<Set<string>> {
  await db.exec(SYNC_TRIGGERS);
  const { rows } = await db.query<{ schemaname: string; tablename: string }>(
    "select schemaname, tablename from pg_publication_tables where pubname = 'supabase_realtime'",
  );
  return new Set(rows.map((r) => `${r.schemaname}.${r.tablename}`));
}

export function parseCapturedChange(text: string): CapturedChange | undefined {
  try {
    const value = JSON.parse(text) as CapturedChange;
    if (typeof value.schema !== "string" || typeof value.table !== "string" || !["INSERT", "UPDATE", "DELETE"].includes(value.type)) return undefined;
    return value;
  } catch {
    return undefined;
  }
}
