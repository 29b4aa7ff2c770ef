import type { SupabaseClient } from "@supabase/supabase-js";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyNote } from "~/components/ui/list-toolbar";
import { useSearchParams } from "react-router";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Modal } from "~/components/ui/dialog";
import { Pagination } from "~/components/ui/pagination";
import { useLoad } from "~/components/ui/use-async";
import { dangerButton, fieldError, input, label, primaryButton, secondaryButton } from "~/components/ui/styles";
import { toast } from "~/components/ui/toast";
import { useFormSubmit } from "~/lib/forms/use-form-submit";
import { formatMoment, formatNumber } from "~/lib/date-time";
import { isolate } from "~/lib/bidi";
import { getSupabase } from "~/lib/supabase";
import {
  announceSubmissionsChanged,
  deleteSubmission,
  type InboxFilters,
  KINDS,
  listSubmissions,
  type MailState,
  mailStatus,
  markRead,
  PAGE_SIZE,
  sendReply,
  STATUSES,
  type Submission,
} from "./api";
import { AppointmentActions, AppointmentBadge, useAppointmentWhen } from "./appointment-actions";

export const RESPONSE_MAX = 10_000;


const STATUS_TONE: Record<Submission["status"], BadgeTone> = { new: "warning", read: "neutral", replied: "success" };

function filtersFrom(params: URLSearchParams): InboxFilters {
  const kind = params.get("kind");
  const status = params.get("status");
  const page = Number(params.get("page"));
  return {
    kind: (KINDS as readonly string[]).includes(kind ?? "") ? (kind as InboxFilters["kind"]) : "all",
    status: (STATUSES as readonly string[]).includes(status ?? "") ? (status as InboxFilters["status"]) : "all",
    q: params.get("q") ?? "",
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Who wrote: the sender, or for a referral the person who referred. */
const senderOf = (s: Submission) => (s.kind === "referral" ? s.referrer_name : s.name) ?? "";
const addressOf = (s: Submission) => (s.kind === "referral" ? s.referrer_email : s.email) ?? "";

export interface InboxProps {
  getClient?: () => Promise<SupabaseClient>;
}

/** /admin/contacts: every submission newest first, filters in the URL, a detail view with Mark as Read, Reply and Delete. */
export function Inbox({ getClient = getSupabase }: InboxProps) {
  const { t, i18n } = useTranslation("admin-contacts");
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const [search, setSearch] = useState(filters.q);
  const filterKey = JSON.stringify(filters);
  const [load, setLoad] = useLoad(
    () => getClient().then((supabase) => listSubmissions(supabase, JSON.parse(filterKey) as InboxFilters)),
    `${filterKey}/${reloadKey}`,
    { key: "toasts.loadFailed", ns: "admin-contacts" },
  );

  const update = (next: Partial<InboxFilters>) => {
    const merged = { ...filters, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.kind !== "all") search.set("kind", merged.kind);
    if (merged.status !== "all") search.set("status", merged.status);
    if (merged.q.trim()) search.set("q", merged.q.trim());
    if (merged.page > 1) search.set("page", String(merged.page));
    setParams(search, { replace: true });
  };

  const rows = load.status === "ready" ? load.value.rows : [];
  const total = load.status === "ready" ? load.value.total : 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const selected = rows.find((row) => row.id === selectedId) ?? null;
  const format = (iso: string) => formatMoment(iso, i18n.language, "medium");

  const changed = (next?: Partial<Submission> & { id: string }, removed?: string) => {
    setLoad((previous) => {
      if (previous.status !== "ready") return previous;
      const { rows, total } = previous.value;
      if (removed) return { ...previous, value: { rows: rows.filter((r) => r.id !== removed), total: total - 1 } };
      return { ...previous, value: { rows: rows.map((r) => (next && r.id === next.id ? { ...r, ...next } : r)), total } };
    });
    announceSubmissionsChanged();
  };

  const searchId = useId();
  const kindId = useId();
  const statusId = useId();

  return (
    <div className="space-y-6">
      <form
        role="search"
        className="grid gap-4 rounded-lg border border-line bg-surface p-4 sm:grid-cols-[1fr_auto_auto]"
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: search });
        }}
      >
        <div>
          <label htmlFor={searchId} className={label}>
            {t("filters.search")}
          </label>
          <div className="flex flex-wrap gap-2">
            <input id={searchId} type="search" className={`${input} min-w-0 flex-1 basis-48`} value={search} placeholder={t("filters.searchPlaceholder")} onChange={(e) => setSearch(e.target.value)} />
            <button type="submit" className={`${secondaryButton} mt-1`}>
              {t("filters.searchButton")}
            </button>
          </div>
        </div>
        <div>
          <label htmlFor={kindId} className={label}>
            {t("filters.kind")}
          </label>
          <select id={kindId} className={input} value={filters.kind} onChange={(e) => update({ kind: e.target.value as InboxFilters["kind"] })}>
            <option value="all">{t("filters.allKinds")}</option>
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kinds.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={statusId} className={label}>
            {t("filters.status")}
          </label>
          <select id={statusId} className={input} value={filters.status} onChange={(e) => update({ status: e.target.value as InboxFilters["status"] })}>
            <option value="all">{t("filters.allStatuses")}</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
      </form>

      <p role="status" aria-live="polite" className="text-sm text-ink-muted">
        {load.status === "loading" ? t("loading") : load.status === "error" ? t("loadError") : t("count", { count: total })}
      </p>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-label={t("listLabel")}>
          {load.status === "ready" && rows.length === 0 ? (
            <EmptyNote>{filters.kind !== "all" || filters.status !== "all" || filters.q ? t("emptyFiltered") : t("empty")}</EmptyNote>
          ) : (
            <ul className="divide-y divide-line rounded-lg border border-line bg-surface" data-testid="submission-list">
              {rows.map((row) => (
                <li key={row.id}>
                  <button
                    type="button"
                    aria-current={row.id === selectedId ? "true" : undefined}
                    onClick={() => setSelectedId(row.id)}
                    className={`block w-full p-3 text-start hover:bg-surface-muted ${row.id === selectedId ? "bg-brand-soft" : ""}`}
                  >
                    <span className="flex flex-wrap items-center justify-between gap-2">
                      <span className={`min-w-0 break-words ${row.status === "new" ? "font-bold" : "font-medium"}`}>
                        <bdi>{senderOf(row) || addressOf(row)}</bdi>
                      </span>
                      <Badge tone={STATUS_TONE[row.status]}>{t(`statuses.${row.status}`)}</Badge>
                    </span>
                    <span className="mt-1 block text-sm break-words text-ink-muted">
                      {row.appointment_status && (
                        <>
                          <AppointmentBadge status={row.appointment_status} />{" "}
                        </>
                      )}
                      {t(`kinds.${row.kind}`)} <span aria-hidden="true">·</span> <bdi>{row.subject ?? row.service ?? row.business_name ?? row.referee_name ?? ""}</bdi>
                    </span>
                    <span className="mt-1 block text-xs text-ink-muted">
                      <time dateTime={row.created_at}>{format(row.created_at)}</time>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-4">
            <Pagination page={filters.page} pageCount={pages} onPage={(page) => update({ page })} label={t("pagination.label")} />
          </div>
        </section>

        <section aria-label={t("detailLabel")} aria-live="polite">
          {selected ? (
            <SubmissionDetail
              key={selected.id}
              submission={selected}
              getClient={getClient}
              format={format}
              onChanged={changed}
              onDeleted={(id) => {
                setSelectedId(null);
                changed(undefined, id);
                setReloadKey((k) => k + 1);
              }}
            />
          ) : (
            <EmptyNote>{rows.length ? t("selectPrompt") : ""}</EmptyNote>
          )}
        </section>
      </div>
    </div>
  );
}

const FIELDS: (keyof Submission)[] = [
  "name", "email", "phone", "subject", "message", "service", "notes",
  "selected_package", "business_name", "project_details", "referrer_name", "referrer_email", "referee_name", "referee_email",
];

function SubmissionDetail({
  submission,
  getClient,
  format,
  onChanged,
  onDeleted,
}: {
  submission: Submission;
  getClient: () => Promise<SupabaseClient>;
  format: (iso: string) => string;
  onChanged: (next: Partial<Submission> & { id: string }) => void;
  onDeleted: (id: string) => void;
}) {
  const { t, i18n } = useTranslation("admin-contacts");
  const [action, setBusy] = useState<"read" | "delete" | null>(null);
  const [replying, setReplying] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const responseId = useId();
  const errorId = useId();
  const responseField = useRef<HTMLTextAreaElement>(null);
  const cancelDelete = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  async function onMarkRead() {
    setBusy("read");
    try {
      await markRead(await getClient(), submission.id);
      onChanged({ id: submission.id, status: "read" });
      toast.success({ key: "toasts.markedRead", ns: "admin-contacts" });
    } catch (e) {
      console.warn(e);
      toast.error({ key: "toasts.updateFailed", ns: "admin-contacts" });
    } finally {
      setBusy(null);
    }
  }

  const reply = useFormSubmit<string, "response">({
    read: (form) => String(new FormData(form).get("response") ?? "").trim(),
    validate: (response) => ({ errors: response ? {} : { response: t("reply.required") } }),
    controlId: () => responseId,
    save: async (response) => {
      const saved = await sendReply(await getClient(), submission.id, response);
      onChanged({ id: submission.id, ...saved });
      setReplying(false);
      toast.success({ key: "toasts.replied", ns: "admin-contacts" });
    },
    failureMessage: { key: "toasts.replyFailed", ns: "admin-contacts" },
  });
  const error = reply.errorText("response");
  const busy = reply.busy ? "reply" : action;

  async function onDelete() {
    setBusy("delete");
    try {
      await deleteSubmission(await getClient(), submission.id);
      setConfirmDelete(false);
      toast.success({ key: "toasts.deleted", ns: "admin-contacts" });
      onDeleted(submission.id);
    } catch (e) {
      console.warn(e);
      toast.error({ key: "toasts.deleteFailed", ns: "admin-contacts" });
      setBusy(null);
    }
  }

  const sender = senderOf(submission) || addressOf(submission);
  const when = useAppointmentWhen();
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-line bg-surface p-4" data-testid="submission-detail">
      <h2 id={headingId} className="text-lg font-semibold break-words">
        {submission.subject ? <bdi>{submission.subject}</bdi> : t(`kinds.${submission.kind}`)}
      </h2>
      <p className="text-sm text-ink-muted">
        {t(`kinds.${submission.kind}`)} <span aria-hidden="true">·</span> {t(`statuses.${submission.status}`)} <span aria-hidden="true">·</span>{" "}
        <time dateTime={submission.created_at}>{format(submission.created_at)}</time> <span aria-hidden="true">·</span> {t("language", { language: submission.language })}
      </p>
      <dl className="mt-4 grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {submission.appointment_status && (
          <div className="contents">
            <dt className="text-sm font-medium text-ink-muted">{t("appointment.label")}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <span className={submission.appointment_status === "cancelled" ? "line-through" : undefined}>{when(submission)}</span>
              <AppointmentBadge status={submission.appointment_status} />
              {submission.appointment_cancelled_at && <span className="text-sm text-ink-muted">{t("appointment.cancelledAt", { when: format(submission.appointment_cancelled_at) })}</span>}
              {submission.appointment_sequence > (submission.appointment_cancelled_at ? 1 : 0) && (
                <span className="text-sm text-ink-muted">
                  {t("appointment.moved", { count: submission.appointment_sequence - (submission.appointment_cancelled_at ? 1 : 0) })}
                </span>
              )}
            </dd>
          </div>
        )}
        {FIELDS.filter((field) => submission[field] !== null && submission[field] !== "").map((field) => (
          <div key={field} className="contents">
            <dt className="text-sm font-medium text-ink-muted">{t(`fields.${field}`)}</dt>
            <dd className="break-words whitespace-pre-wrap">
              {field === "email" || field === "referrer_email" || field === "referee_email" ? (
                <a className="text-brand underline" href={`mailto:${String(submission[field])}`} dir="ltr">
                  {String(submission[field])}
                </a>
              ) : (
                <bdi>{String(submission[field])}</bdi>
              )}
            </dd>
          </div>
        ))}
        {submission.kind === "quote" && submission.discount_applied > 0 && (
          <div className="contents">
            <dt className="text-sm font-medium text-ink-muted">{t("fields.discount_applied")}</dt>
            <dd>{formatNumber(submission.discount_applied / 100, i18n.language, { style: "percent" })}</dd>
          </div>
        )}
      </dl>

      <MailStatus id={submission.id} getClient={getClient} format={format} />

      {submission.status === "replied" && submission.admin_response && (
        <div className="mt-4 rounded-md bg-surface-muted p-3">
          <h3 className="text-sm font-semibold">
            {t("reply.sentHeading")}
            {submission.replied_at ? ` · ${format(submission.replied_at)}` : ""}
          </h3>
          <p className="mt-1 break-words whitespace-pre-wrap">
            <bdi>{submission.admin_response}</bdi>
          </p>
        </div>
      )}

      <div className="mt-6 flex flex-wrap gap-3">
        {submission.status === "new" && (
          <button type="button" className={secondaryButton} onClick={() => void onMarkRead()} disabled={busy !== null} aria-busy={busy === "read" || undefined}>
            {t("actions.markRead")}
          </button>
        )}
        {submission.status !== "replied" && !replying && (
          <button
            type="button"
            className={primaryButton}
            onClick={() => {
              setReplying(true);
              requestAnimationFrame(() => responseField.current?.focus());
            }}
            disabled={busy !== null}
          >
            {t("actions.reply")}
          </button>
        )}
        <AppointmentActions submission={submission} getClient={getClient} onDecided={onChanged} />
        <button type="button" className={dangerButton} onClick={() => setConfirmDelete(true)} disabled={busy !== null}>
          {t("actions.delete")}
        </button>
      </div>

      {replying && submission.status !== "replied" && (
        <form className="mt-6 space-y-3" onSubmit={(e) => void reply.onSubmit(e)} noValidate>
          <div>
            <label htmlFor={responseId} className={label}>
              {t("reply.label", { address: addressOf(submission) })}
            </label>
            <textarea
              ref={responseField}
              id={responseId}
              name="response"
              rows={6}
              required
              maxLength={RESPONSE_MAX}
              className={input}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              disabled={busy === "reply"}
            />
            {error && (
              <p id={errorId} className={fieldError}>
                {error}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={primaryButton} disabled={busy !== null} aria-busy={busy === "reply" || undefined}>
              {busy === "reply" ? t("reply.sending") : t("reply.send")}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setReplying(false)} disabled={busy === "reply"}>
              {t("reply.cancel")}
            </button>
          </div>
        </form>
      )}

      {confirmDelete && (
        <Modal
          role="alertdialog"
          title={t("delete.heading")}
          description={<p>{t("delete.text", { name: isolate(sender) })}</p>}
          onCancel={() => setConfirmDelete(false)}
          initialFocus={cancelDelete}
          busy={busy === "delete"}
        >
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button ref={cancelDelete} type="button" className={secondaryButton} onClick={() => setConfirmDelete(false)} disabled={busy === "delete"}>
              {t("delete.cancel")}
            </button>
            <button type="button" className={dangerButton} onClick={() => void onDelete()} disabled={busy === "delete"} aria-busy={busy === "delete" || undefined}>
              {busy === "delete" ? t("delete.confirming") : t("delete.confirm")}
            </button>
          </div>
        </Modal>
      )}
    </article>
  );
}

/** "Acknowledgement sent · Team notified", or what is still pending or failed. */
function MailStatus({ id, getClient, format }: { id: string; getClient: () => Promise<SupabaseClient>; format: (iso: string) => string }) {
  const { t } = useTranslation("admin-contacts");
  const [states, setStates] = useState<MailState[] | null>(null);
  useEffect(() => {
    let active = true;
    getClient()
      .then((supabase) => mailStatus(supabase, id))
      .then(
        (rows) => active && setStates(rows),
        (error: unknown) => console.warn(error),
      );
    return () => {
      active = false;
    };
  }, [id, getClient]);
  if (!states?.length) return null;
  return (
    <ul className="mt-4 space-y-1 text-sm text-ink-muted" aria-label={t("mail.label")} data-testid="mail-status">
      {states.map((state) => {
        const own = state.kind === "acknowledgement" || state.kind === "notification";
        const key = own ? `mail.${state.kind}` : "mail.other";
        const what = own ? undefined : t(`mail.kinds.${state.kind}`);
        return (
          <li key={`${state.kind}-${state.sequence}`}>
            {state.sent_at
              ? t(`${key}.sent`, { when: format(state.sent_at), what })
              : state.failed_at
                ? t(`${key}.failed`, { what })
                : t(`${key}.pending`, { count: state.attempts, what })}
          </li>
        );
      })}
    </ul>
  );
}
