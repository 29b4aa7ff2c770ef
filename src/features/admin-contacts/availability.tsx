import type { SupabaseClient } from "@supabase/supabase-js";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { SiteNote, ViewOnSite } from "~/components/ui/view-on-site";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { EmptyNote } from "~/components/ui/list-toolbar";
import { fieldError, input, label, primaryButton, secondaryButton } from "~/components/ui/styles";
import { toast } from "~/components/ui/toast";
import { useLoad } from "~/components/ui/use-async";
import { clockMinutes, firmDay, firmInstant, formatMoment } from "~/lib/date-time";
import { getConfig } from "~/lib/env";
import { getSupabase } from "~/lib/supabase";
import { addClosure, type Closure, feedStatus, listClosures, newFeedUrl, removeClosure, revokeFeed } from "./api";

function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The closed periods (issue 28, item 3): days or parts of days the firm takes no appointments —
 * "closed 24–26 December", "no appointments this Friday afternoon". The booking form stops offering
 * them and Postgres refuses bookings in them. Admins add and remove them; editors see them (RLS).
 * Recurring weekly hours are the office's appointment hours in Contentful's site settings.
 */
export function ClosedPeriods({ canEdit, getClient = getSupabase }: { canEdit: boolean; getClient?: () => Promise<SupabaseClient> }) {
  const { t, i18n } = useTranslation("admin-contacts");
  const { t: tSite } = useTranslation("admin-site");
  const ids = { from: useId(), to: useId(), fromTime: useId(), toTime: useId(), reason: useId(), error: useId() };
  const [reload, setReload] = useState(0);
  const [load, setLoad] = useLoad(() => getClient().then(listClosures), reload, { key: "closures.loadFailed", ns: "admin-contacts" });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Closure | null>(null);
  const today = firmDay();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const from = String(form.get("from") ?? "");
    const to = String(form.get("to") ?? "") || from;
    const fromTime = String(form.get("fromTime") ?? "");
    const toTime = String(form.get("toTime") ?? "");
    const reason = String(form.get("reason") ?? "").trim();
    if (!from) return setError(t("closures.errors.from"));
    if (to < from) return setError(t("closures.errors.order"));
    // Whole days unless times are given: from the start time of the first day to the end time of the last.
    const starts = firmInstant(from, fromTime ? (clockMinutes(fromTime) ?? 0) : 0);
    const ends = toTime ? firmInstant(to, clockMinutes(toTime) ?? 0) : firmInstant(nextDay(to));
    if (ends <= starts) return setError(t("closures.errors.order"));
    setError(null);
    setBusy(true);
    const element = event.currentTarget;
    try {
      const added = await addClosure(await getClient(), { starts_at: starts.toISOString(), ends_at: ends.toISOString(), reason: reason || null });
      setLoad((previous) => (previous.status === "ready" ? { ...previous, value: [...previous.value, added].sort((a, b) => a.starts_at.localeCompare(b.starts_at)) } : previous));
      element.reset();
      toast.success({ key: "closures.added", ns: "admin-contacts" });
    } catch (e) {
      console.warn(e);
      toast.error({ key: "closures.addFailed", ns: "admin-contacts" });
    } finally {
      setBusy(false);
    }
  }

  async function remove(closure: Closure) {
    setBusy(true);
    try {
      await removeClosure(await getClient(), closure.id);
      setRemoving(null);
      setReload((n) => n + 1);
      toast.success({ key: "closures.removed", ns: "admin-contacts" });
    } catch (e) {
      console.warn(e);
      toast.error({ key: "closures.removeFailed", ns: "admin-contacts" });
    } finally {
      setBusy(false);
    }
  }

  const rows = load.status === "ready" ? load.value : [];
  return (
    <section aria-labelledby="closures-title" className="space-y-4 rounded-lg border border-line bg-surface p-4">
      <h2 id="closures-title" className="text-lg font-semibold">
        {t("closures.title")}
      </h2>
      <p className="text-sm text-ink-muted">{t("closures.intro")}</p>
      <SiteNote>
        {tSite("appointments")} <ViewOnSite path="/appointment" className="text-brand underline" />
      </SiteNote>
      {load.status === "ready" && rows.length === 0 ? (
        <EmptyNote>{t("closures.empty")}</EmptyNote>
      ) : (
        <ul className="divide-y divide-line" data-testid="closures">
          {rows.map((closure) => (
            <li key={closure.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                {t("closures.span", { from: formatMoment(closure.starts_at, i18n.language, "medium"), to: formatMoment(closure.ends_at, i18n.language, "medium") })}
                {closure.reason && (
                  <>
                    {" "}
                    <span aria-hidden="true">·</span> <bdi>{closure.reason}</bdi>
                  </>
                )}
              </span>
              {canEdit && (
                <button type="button" className={secondaryButton} onClick={() => setRemoving(closure)} disabled={busy}>
                  {t("closures.remove")}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit ? (
        <form className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" onSubmit={(event) => void onSubmit(event)} noValidate aria-describedby={error ? ids.error : undefined}>
          <div>
            <label htmlFor={ids.from} className={label}>
              {t("closures.from")}
            </label>
            <input id={ids.from} name="from" type="date" min={today} required className={input} />
          </div>
          <div>
            <label htmlFor={ids.to} className={label}>
              {t("closures.to")}
            </label>
            <input id={ids.to} name="to" type="date" min={today} className={input} />
          </div>
          <div>
            <label htmlFor={ids.fromTime} className={label}>
              {t("closures.fromTime")}
            </label>
            <input id={ids.fromTime} name="fromTime" type="time" className={input} />
          </div>
          <div>
            <label htmlFor={ids.toTime} className={label}>
              {t("closures.toTime")}
            </label>
            <input id={ids.toTime} name="toTime" type="time" className={input} />
          </div>
          <div>
            <label htmlFor={ids.reason} className={label}>
              {t("closures.reason")}
            </label>
            <input id={ids.reason} name="reason" maxLength={200} className={input} />
          </div>
          <p className="text-sm text-ink-muted sm:col-span-2 lg:col-span-5">{t("closures.hint")}</p>
          {error && (
            <p id={ids.error} role="alert" className={`${fieldError} sm:col-span-2 lg:col-span-5`}>
              {error}
            </p>
          )}
          <div className="sm:col-span-2 lg:col-span-5">
            <button type="submit" className={primaryButton} disabled={busy} aria-busy={busy || undefined}>
              {t("closures.add")}
            </button>
          </div>
        </form>
      ) : (
        <p className="text-sm text-ink-muted">{t("closures.adminsOnly")}</p>
      )}
      {removing && (
        <ConfirmDialog
          title={t("closures.removeTitle")}
          text={t("closures.span", { from: formatMoment(removing.starts_at, i18n.language, "medium"), to: formatMoment(removing.ends_at, i18n.language, "medium") })}
          cancelLabel={t("closures.keep")}
          confirmLabel={t("closures.remove")}
          busyLabel={t("closures.removing")}
          busy={busy}
          onCancel={() => setRemoving(null)}
          onConfirm={() => void remove(removing)}
        />
      )}
    </section>
  );
}

/**
 * The staff member's private calendar feed (issue 28, item 5): a subscription URL for Google
 * Calendar, Outlook or Apple Calendar listing the confirmed appointments. Made here (shown once:
 * only its hash is kept), replaced by a new one, or revoked.
 */
export function CalendarFeed({ getClient = getSupabase }: { getClient?: () => Promise<SupabaseClient> }) {
  const { t, i18n } = useTranslation("admin-contacts");
  const urlId = useId();
  const [reload, setReload] = useState(0);
  const [load] = useLoad(() => getClient().then(feedStatus), reload);
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const functionsUrl = `${getConfig().supabase.url.replace(/\/+$/, "")}/functions/v1`;

  async function make() {
    setBusy(true);
    try {
      setUrl(await newFeedUrl(await getClient(), functionsUrl));
      setReload((n) => n + 1);
    } catch (e) {
      console.warn(e);
      toast.error({ key: "feed.failed", ns: "admin-contacts" });
    } finally {
      setBusy(false);
    }
  }
  async function revoke() {
    setBusy(true);
    try {
      await revokeFeed(await getClient());
      setUrl(null);
      setReload((n) => n + 1);
      toast.success({ key: "feed.revoked", ns: "admin-contacts" });
    } catch (e) {
      console.warn(e);
      toast.error({ key: "feed.failed", ns: "admin-contacts" });
    } finally {
      setBusy(false);
    }
  }
  const status = load.status === "ready" ? load.value : null;
  return (
    <section aria-labelledby="feed-title" className="space-y-3 rounded-lg border border-line bg-surface p-4">
      <h2 id="feed-title" className="text-lg font-semibold">
        {t("feed.title")}
      </h2>
      <p className="text-sm text-ink-muted">{t("feed.intro")}</p>
      {url && (
        <div>
          <label htmlFor={urlId} className={label}>
            {t("feed.url")}
          </label>
          <input id={urlId} readOnly value={url} dir="ltr" className={`${input} font-mono text-sm`} onFocus={(event) => event.currentTarget.select()} data-testid="feed-url" />
          <p className="mt-1 text-sm text-ink-muted">{t("feed.once")}</p>
          <button
            type="button"
            className={`${secondaryButton} mt-2`}
            onClick={() => void navigator.clipboard?.writeText(url).then(() => toast.success({ key: "feed.copied", ns: "admin-contacts" }), () => toast.error({ key: "feed.copyFailed", ns: "admin-contacts" }))}
          >
            {t("feed.copy")}
          </button>
        </div>
      )}
      <p className="text-sm" role="status">
        {status ? t("feed.active", { when: formatMoment(status.created_at, i18n.language, "medium") }) : load.status === "ready" ? t("feed.none") : ""}
        {status?.last_used_at ? ` ${t("feed.lastUsed", { when: formatMoment(status.last_used_at, i18n.language, "medium") })}` : ""}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={primaryButton} onClick={() => void make()} disabled={busy}>
          {status ? t("feed.replace") : t("feed.make")}
        </button>
        {status && (
          <button type="button" className={secondaryButton} onClick={() => void revoke()} disabled={busy}>
            {t("feed.revoke")}
          </button>
        )}
      </div>
    </section>
  );
}
