import type { SupabaseClient } from "@supabase/supabase-js";
import { useCallback, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { SiteNote } from "~/components/ui/view-on-site";
import { isolate } from "~/lib/bidi";
import { EmptyNote } from "~/components/ui/list-toolbar";
import { Panel } from "~/components/ui/panel";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { fieldError, input, label, primaryButton, secondaryButton } from "~/components/ui/styles";
import { toast } from "~/components/ui/toast";
import { useLoad } from "~/components/ui/use-async";
import { useFormSubmit } from "~/lib/forms/use-form-submit";
import { formatMoment } from "~/lib/date-time";
import { getSupabase } from "~/lib/supabase";
import { AccountError, accountStatus, inviteStaff, listStaff, setActive, setRole, type StaffAccount, USER_ROLES, type UserRole } from "./api";

const STATUS_BADGE = { active: "bg-success text-white", invited: "bg-accent text-navy", deactivated: "bg-surface-muted text-ink" } as const;

export interface UsersAdminProps {
  /** The signed-in admin (their own row offers no role change or deactivation). */
  selfId: string;
  getClient?: () => Promise<SupabaseClient>;
}

/** /admin/users: staff with role, status and last sign-in; invite, change role, deactivate and reactivate. */
export function UsersAdmin({ selfId, getClient = getSupabase }: UsersAdminProps) {
  const { t, i18n } = useTranslation("admin-users");
  const { t: tSite } = useTranslation("admin-site");
  const [reload, setReload] = useState(0);
  const [load] = useLoad(() => getClient().then(listStaff), reload, { key: "toasts.loadFailed", ns: "admin-users" });
  const [busyId, setBusyId] = useState<string | null>(null);
  const [deactivating, setDeactivating] = useState<StaffAccount | null>(null);


  const refresh = useCallback(() => setReload((n) => n + 1), []);

  const refused = (error: unknown) => {
    const reason = error instanceof AccountError ? error.reason : "failed";
    toast.error({ key: `refused.${reason}`, ns: "admin-users" });
  };

  async function changeRole(account: StaffAccount, role: UserRole) {
    setBusyId(account.id);
    try {
      await setRole(await getClient(), account.id, role);
      toast.success({ key: "toasts.roleChanged", ns: "admin-users", values: { name: isolate(account.full_name || account.email), role: t(`roles.${role}`) } });
      refresh();
    } catch (error) {
      refused(error);
      refresh();
    } finally {
      setBusyId(null);
    }
  }

  async function changeActive(account: StaffAccount, active: boolean) {
    setBusyId(account.id);
    try {
      await setActive(await getClient(), account.id, active);
      toast.success({ key: active ? "toasts.reactivated" : "toasts.deactivated", ns: "admin-users", values: { name: isolate(account.full_name || account.email) } });
      setDeactivating(null);
      refresh();
    } catch (error) {
      refused(error);
    } finally {
      setBusyId(null);
    }
  }


  return (
    <div className="space-y-6">
      <SiteNote>{tSite("users")}</SiteNote>
      <InviteForm getClient={getClient} onInvited={refresh} />
      <RequireTwoFactor getClient={getClient} />
      <details className="rounded-lg border border-line bg-surface p-4">
        <summary className="cursor-pointer font-medium">{t("rolesHelp.heading")}</summary>
        <dl className="mt-3 space-y-2 text-sm">
          {USER_ROLES.map((role) => (
            <div key={role}>
              <dt className="font-semibold">{t(`roles.${role}`)}</dt>
              <dd className="text-ink-muted">{t(`rolesHelp.${role}`)}</dd>
            </div>
          ))}
        </dl>
      </details>
      <Panel id="staff-heading" title={t("listHeading")} className="space-y-3">
        {load.status === "loading" && (
          <p role="status" className="text-ink-muted">
            {t("loading")}
          </p>
        )}
        {load.status === "error" && (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-line bg-surface p-4">
            <p>{t("loadError")}</p>
            <button type="button" className={secondaryButton} onClick={refresh}>
              {t("retry")}
            </button>
          </div>
        )}
        {load.status === "ready" && load.value.length === 0 && <EmptyNote>{t("empty")}</EmptyNote>}
        {load.status === "ready" && load.value.length > 0 && (
          <ul className="divide-y divide-line rounded-lg border border-line bg-surface" data-testid="staff-list">
            {load.value.map((account) => {
              const status = accountStatus(account);
              const self = account.id === selfId;
              const name = account.full_name || t("unnamed");
              return (
                <li key={account.id} className="grid gap-3 p-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] md:items-center" data-testid="staff-row">
                  <div className="min-w-0">
                    <p className="font-medium break-words">
                      <bdi>{name}</bdi>
                      {self && <span className="ms-2 text-sm text-ink-muted">{t("you")}</span>}
                    </p>
                    <p className="text-sm break-all text-ink-muted">
                      <bdi>{account.email}</bdi>
                    </p>
                    <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_BADGE[status]}`}>{t(`status.${status}`)}</span>
                      <span className="text-ink-muted">
                        {account.last_sign_in_at ? t("lastSignIn", { when: formatMoment(account.last_sign_in_at, i18n.language, "medium") }) : t("neverSignedIn")}
                      </span>
                    </p>
                  </div>
                  <div>
                    <label className={label} htmlFor={`role-${account.id}`}>
                      {t("roleLabel")}
                    </label>
                    <select
                      id={`role-${account.id}`}
                      className={input}
                      value={account.role}
                      disabled={self || busyId === account.id}
                      aria-describedby={self ? `role-${account.id}-hint` : undefined}
                      onChange={(event) => void changeRole(account, event.target.value as UserRole)}
                    >
                      {USER_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {t(`roles.${role}`)}
                        </option>
                      ))}
                    </select>
                    {self && (
                      <p id={`role-${account.id}-hint`} className="mt-1 text-xs text-ink-muted">
                        {t("ownRoleHint")}
                      </p>
                    )}
                  </div>
                  <div className="flex flex-wrap gap-2 md:justify-end">
                    {!self &&
                      (account.active ? (
                        <button type="button" className={secondaryButton} disabled={busyId === account.id} onClick={() => setDeactivating(account)}>
                          {t("deactivate")}
                          <span className="sr-only"> {name}</span>
                        </button>
                      ) : (
                        <button type="button" className={secondaryButton} disabled={busyId === account.id} onClick={() => void changeActive(account, true)}>
                          {t("reactivate")}
                          <span className="sr-only"> {name}</span>
                        </button>
                      ))}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Panel>
      {deactivating && (
        <ConfirmDialog
          title={t("confirm.title")}
          text={t("confirm.text", { name: isolate(deactivating.full_name || deactivating.email) })}
          cancelLabel={t("confirm.cancel")}
          confirmLabel={t("confirm.confirm")}
          busyLabel={t("confirm.busy")}
          busy={busyId === deactivating.id}
          onCancel={() => setDeactivating(null)}
          onConfirm={() => void changeActive(deactivating, false)}
        />
      )}
    </div>
  );
}

function InviteForm({ getClient, onInvited }: { getClient: () => Promise<SupabaseClient>; onInvited: () => void }) {
  const { t } = useTranslation("admin-users");
  const ids = { email: useId(), name: useId(), role: useId(), error: useId() };
  const { errorText, busy, onSubmit } = useFormSubmit<{ email: string; fullName: string; role: UserRole }, "form">({
    read: (form) => {
      const data = new FormData(form);
      const email = String(data.get("email") ?? "").trim();
      if (!email) return null;
      return { email, fullName: String(data.get("full_name") ?? "").trim(), role: String(data.get("role") ?? "editor") as UserRole };
    },
    save: async (values, form) => {
      const result = await inviteStaff(await getClient(), values);
      if (!result.ok) return { errors: { form: t(`inviteErrors.${result.reason}`) }, toast: { key: "toasts.inviteFailed", ns: "admin-users" } };
      toast.success({ key: "toasts.invited", ns: "admin-users", values: { email: values.email } });
      form.reset();
      onInvited();
    },
    failureMessage: { key: "toasts.inviteFailed", ns: "admin-users" },
  });
  const error = errorText("form");

  return (
    <Panel id="invite-heading" title={t("invite.heading")} intro={t("invite.intro")}>
      <form className="mt-4 grid gap-4 md:grid-cols-3" onSubmit={(event) => void onSubmit(event)} aria-describedby={error ? ids.error : undefined}>
        <div>
          <label className={label} htmlFor={ids.email}>
            {t("invite.email")}
          </label>
          <input id={ids.email} name="email" type="email" required autoComplete="off" className={input} aria-invalid={error ? true : undefined} />
        </div>
        <div>
          <label className={label} htmlFor={ids.name}>
            {t("invite.fullName")}
          </label>
          <input id={ids.name} name="full_name" type="text" maxLength={200} autoComplete="off" className={input} />
        </div>
        <div>
          <label className={label} htmlFor={ids.role}>
            {t("roleLabel")}
          </label>
          <select id={ids.role} name="role" className={input} defaultValue="editor">
            {USER_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        </div>
        {error && (
          <p id={ids.error} role="alert" className={`${fieldError} md:col-span-3`}>
            {error}
          </p>
        )}
        <div className="md:col-span-3">
          <button type="submit" className={primaryButton} disabled={busy} aria-busy={busy || undefined}>
            {busy ? t("invite.sending") : t("invite.send")}
          </button>
        </div>
      </form>
    </Panel>
  );
}

/** "Require two-factor sign-in for every staff account" (security_settings; Postgres wants the admin's own aal2 session). */
function RequireTwoFactor({ getClient }: { getClient: () => Promise<SupabaseClient> }) {
  const { t } = useTranslation("admin-account");
  const [required, setRequired] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  useEffect(() => {
    let active = true;
    void getClient()
      .then((supabase) => supabase.from("security_settings").select("require_mfa").maybeSingle())
      .then(({ data }) => active && setRequired(Boolean(data?.require_mfa)), (error: unknown) => console.warn(error));
    return () => {
      active = false;
    };
  }, [getClient]);

  async function toggle(next: boolean) {
    setBusy(true);
    const { error } = await (await getClient()).rpc("set_require_mfa", { required: next });
    setBusy(false);
    if (error) {
      toast.error({ key: "mfa.requireFailed", ns: "admin-account" });
      return;
    }
    setRequired(next);
    toast.success({ key: next ? "mfa.requireOn" : "mfa.requireOff", ns: "admin-account" });
  }

  return (
    <div className="flex items-start gap-3 rounded-lg border border-line bg-surface p-4">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-5 shrink-0"
        checked={required ?? false}
        disabled={required === null || busy}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void toggle(event.target.checked)}
      />
      <div>
        <label htmlFor={id} className="font-medium">
          {t("mfa.requireLabel")}
        </label>
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {t("mfa.requireHint")}
        </p>
      </div>
    </div>
  );
}
