import type { SupabaseClient } from "@supabase/supabase-js";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyNote } from "~/components/ui/list-toolbar";
import { useSearchParams } from "react-router";
import { input, label, secondaryButton } from "~/components/ui/styles";
import { toast } from "~/components/ui/toast";
import { formatMoment } from "~/lib/date-time";
import { getSupabase } from "~/lib/supabase";
import {
  AUDIT_PAGE_SIZE,
  AUDITED_TABLES,
  type AuditActor,
  type AuditEntry,
  type AuditFilters,
  changedFields,
  displayValue,
  listAudit,
  listAuditActors,
} from "./api";

/** `key`: the filters (and reload) the result answers, so a result for older filters shows as loading. */
type Load = { status: "loading" } | { status: "ready"; key: string; rows: AuditEntry[]; total: number } | { status: "error"; key: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function filtersFrom(params: URLSearchParams): AuditFilters {
  const page = Number(params.get("page"));
  const table = params.get("table") ?? "";
  const day = (name: string) => {
    const value = params.get(name) ?? "";
    return DAY.test(value) ? value : "";
  };
  return {
    actor: params.get("actor") ?? "",
    table: (AUDITED_TABLES as readonly string[]).includes(table) ? table : "",
    from: day("from"),
    to: day("to"),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

const ACTION_BADGE: Record<string, string> = {
  insert: "bg-success text-white",
  update: "bg-brand-soft text-ink",
  delete: "bg-danger text-white",
  sign_in: "bg-surface-muted text-ink",
  sign_in_failed: "bg-accent text-navy",
  role_change: "bg-accent text-navy",
  deactivate: "bg-danger text-white",
  reactivate: "bg-success text-white",
};

export interface AuditLogProps {
  getClient?: () => Promise<SupabaseClient>;
}

/** /admin/audit: who changed what and when, newest first, filtered by person, table and dates (all in the URL). */
export function AuditLog({ getClient = getSupabase }: AuditLogProps) {
  const { t, i18n } = useTranslation("admin-audit");
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const filterKey = JSON.stringify(filters);
  const [loaded, setLoad] = useState<Load>({ status: "loading" });
  const [actors, setActors] = useState<AuditActor[]>([]);
  const [reloadKey, setReloadKey] = useState(0);
  const requestKey = `${filterKey}#${reloadKey}`;
  const load: Load = loaded.status !== "loading" && loaded.key !== requestKey ? { status: "loading" } : loaded;

  useEffect(() => {
    let active = true;
    getClient()
      .then((supabase) => listAudit(supabase, JSON.parse(filterKey) as AuditFilters))
      .then(
        (result) => active && setLoad({ status: "ready", key: `${filterKey}#${reloadKey}`, ...result }),
        (error: unknown) => {
          console.warn(error);
          if (!active) return;
          setLoad({ status: "error", key: `${filterKey}#${reloadKey}` });
          toast.error({ key: "loadFailed", ns: "admin-audit" });
        },
      );
    return () => {
      active = false;
    };
  }, [filterKey, reloadKey, getClient, t]);

  useEffect(() => {
    let active = true;
    getClient()
      .then(listAuditActors)
      .then(
        (list) => active && setActors(list),
        (error: unknown) => console.warn(error),
      );
    return () => {
      active = false;
    };
  }, [getClient]);

  const update = (next: Partial<AuditFilters>) => {
    const merged = { ...filters, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.actor) search.set("actor", merged.actor);
    if (merged.table) search.set("table", merged.table);
    if (merged.from) search.set("from", merged.from);
    if (merged.to) search.set("to", merged.to);
    if (merged.page > 1) search.set("page", String(merged.page));
    setParams(search, { replace: true });
  };

  // While new filters load, the previous rows stay (marked busy) rather than flashing empty.
  const rows = load.status === "ready" ? load.rows : loaded.status === "ready" ? loaded.rows : [];
  const total = load.status === "ready" ? load.total : 0;
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const filtered = Boolean(filters.actor || filters.table || filters.from || filters.to);
  const ids = { actor: useId(), table: useId(), from: useId(), to: useId() };
  const who = (entry: AuditEntry) =>
    entry.actor_email ?? entry.actor_id ?? (entry.actor_role && entry.actor_role !== "authenticated" ? t("actor.service") : t("actor.system"));

  return (
    <div className="space-y-6">
      <form
        aria-label={t("filters.label")}
        className="grid gap-4 rounded-lg border border-line bg-surface p-4 sm:grid-cols-2 2xl:grid-cols-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <div>
          <label htmlFor={ids.actor} className={label}>
            {t("filters.person")}
          </label>
          <select id={ids.actor} className={input} value={filters.actor} onChange={(e) => update({ actor: e.target.value })}>
            <option value="">{t("filters.everyone")}</option>
            {actors.map((actor) => (
              <option key={actor.actor_id} value={actor.actor_id}>
                {actor.actor_email ?? actor.actor_id}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.table} className={label}>
            {t("filters.table")}
          </label>
          <select id={ids.table} className={input} value={filters.table} onChange={(e) => update({ table: e.target.value })}>
            <option value="">{t("filters.allTables")}</option>
            {AUDITED_TABLES.map((table) => (
              <option key={table} value={table}>
                {t(`tables.${table}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.from} className={label}>
            {t("filters.from")}
          </label>
          <input id={ids.from} type="date" className={input} value={filters.from} max={filters.to || undefined} onChange={(e) => update({ from: e.target.value })} />
        </div>
        <div>
          <label htmlFor={ids.to} className={label}>
            {t("filters.to")}
          </label>
          <input id={ids.to} type="date" className={input} value={filters.to} min={filters.from || undefined} onChange={(e) => update({ to: e.target.value })} />
        </div>
      </form>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" aria-live="polite" className="text-sm text-ink-muted">
          {load.status === "loading" ? t("loading") : load.status === "error" ? t("loadError") : t("count", { count: total })}
        </p>
        {load.status === "error" && (
          <button type="button" className={secondaryButton} onClick={() => setReloadKey((key) => key + 1)}>
            {t("retry")}
          </button>
        )}
        {filtered && (
          <button type="button" className={secondaryButton} onClick={() => setParams(new URLSearchParams(), { replace: true })}>
            {t("filters.clear")}
          </button>
        )}
      </div>

      {load.status === "ready" && rows.length === 0 ? (
        <EmptyNote>{filtered ? t("emptyFiltered") : t("empty")}</EmptyNote>
      ) : (
        <ol className="divide-y divide-line rounded-lg border border-line bg-surface" data-testid="audit-list" aria-busy={load.status === "loading"}>
          {rows.map((entry) => {
            const fields = changedFields(entry);
            return (
              <li key={entry.id} className="p-4" data-testid="audit-entry">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${ACTION_BADGE[entry.action] ?? ""}`}>{t(`actions.${entry.action}`)}</span>
                  <span className="font-medium">{t(`tables.${entry.table_name}`, { defaultValue: entry.table_name })}</span>
                  <time className="ms-auto text-sm text-ink-muted" dateTime={entry.at}>
                    {formatMoment(entry.at, i18n.language, "medium")}
                  </time>
                </div>
                <p className="mt-1 text-sm break-words">
                  <span className="text-ink-muted">{t("by")} </span>
                  <bdi>{who(entry)}</bdi>
                  {entry.row_id && (
                    <>
                      {" "}
                      <span className="text-ink-muted">· {t("row")} </span>
                      <bdi className="font-mono text-xs">{entry.row_id}</bdi>
                    </>
                  )}
                </p>
                {fields.length > 0 && (
                  <details className="mt-2">
                    <summary className="cursor-pointer text-sm text-brand">{t("changes", { count: fields.length })}</summary>
                    <dl className="mt-2 grid gap-2 text-sm">
                      {fields.map(({ field, before, after }) => (
                        <div key={field} className="rounded-md bg-surface-muted p-2">
                          <dt className="font-mono text-xs font-semibold">{field}</dt>
                          <dd className="mt-1 grid gap-1 sm:grid-cols-2">
                            <span className="min-w-0 break-words">
                              <span className="text-ink-muted">{t("before")}: </span>
                              <bdi dir="auto">{displayValue(before) || "—"}</bdi>
                            </span>
                            <span className="min-w-0 break-words">
                              <span className="text-ink-muted">{t("after")}: </span>
                              <bdi dir="auto">{displayValue(after) || "—"}</bdi>
                            </span>
                          </dd>
                        </div>
                      ))}
                    </dl>
                  </details>
                )}
              </li>
            );
          })}
        </ol>
      )}

      {pages > 1 && (
        <nav aria-label={t("pagination.label")} className="flex items-center justify-between gap-2">
          <button type="button" className={secondaryButton} disabled={filters.page <= 1} onClick={() => update({ page: filters.page - 1 })}>
            {t("pagination.previous")}
          </button>
          <span className="text-sm text-ink-muted">{t("pagination.page", { page: filters.page, pages })}</span>
          <button type="button" className={secondaryButton} disabled={filters.page >= pages} onClick={() => update({ page: filters.page + 1 })}>
            {t("pagination.next")}
          </button>
        </nav>
      )}
    </div>
  );
}
