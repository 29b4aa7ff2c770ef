import type { SupabaseClient } from "@supabase/supabase-js";
import { useCallback, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "~/components/ui/panel";
import { input, label, primaryButton, secondaryButton } from "~/components/ui/styles";
import { toast } from "~/components/ui/toast";
import { useFormSubmit } from "~/lib/forms/use-form-submit";
import { useAuth } from "./auth-context";

type State =
  | { status: "loading" }
  | { status: "error" }
  | { status: "off" }
  | { status: "enrolling"; factorId: string; qr: string; secret: string }
  | { status: "codes"; codes: string[] }
  | { status: "on"; factorId: string; codesLeft: number };

async function readState(getClient: () => Promise<SupabaseClient>): Promise<State> {
  const supabase = await getClient();
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  const factor = data.totp[0];
  if (!factor) return { status: "off" };
  const left = await supabase.rpc("mfa_recovery_codes_left");
  return { status: "on", factorId: factor.id, codesLeft: Number(left.data ?? 0) };
}

/** Two-factor sign-in on the profile page: set up (QR code, key, first code), recovery codes, turn off. */
export function TwoFactorSection() {
  const { t } = useTranslation("admin-account");
  const { getClient } = useAuth();
  const [state, setState] = useState<State>({ status: "loading" });
  const [working, setBusy] = useState(false);
  const ids = { code: useId(), secret: useId() };
  const confirmForm = useFormSubmit<{ factorId: string; code: string }, "form">({
    read: (form) => (state.status === "enrolling" ? { factorId: state.factorId, code: String(new FormData(form).get("code") ?? "").replace(/\s+/g, "") } : null),
    save: async ({ factorId, code }) => {
      const supabase = await getClient();
      const verified = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
      if (verified.error) return { errors: { form: t("mfa.wrongCode") } };
      const codes = await supabase.rpc("generate_mfa_recovery_codes");
      toast.success({ key: "mfa.enabledToast", ns: "admin-account" });
      setState({ status: "codes", codes: (codes.data as string[] | null) ?? [] });
    },
  });
  const busy = working || confirmForm.busy;
  const error = confirmForm.errorText("form");

  const [reloadKey, setReloadKey] = useState(0);
  const load = useCallback(() => {
    setState({ status: "loading" });
    setReloadKey((n) => n + 1);
  }, []);

  useEffect(() => {
    let active = true;
    readState(getClient).then(
      (next) => active && setState(next),
      (failure: unknown) => {
        console.warn(failure);
        if (active) setState({ status: "error" });
      },
    );
    return () => {
      active = false;
    };
  }, [getClient, reloadKey]);

  async function start() {
    setBusy(true);
    confirmForm.setErrors({});
    const supabase = await getClient();
    // A set-up left half-way leaves an unverified factor: remove it first.
    const { data: factors } = await supabase.auth.mfa.listFactors();
    for (const factor of factors?.all ?? []) if (factor.status === "unverified") await supabase.auth.mfa.unenroll({ factorId: factor.id });
    const { data, error: failed } = await supabase.auth.mfa.enroll({ factorType: "totp", friendlyName: "Authenticator app" });
    setBusy(false);
    if (failed || !data) {
      toast.error({ key: "mfa.setupFailed", ns: "admin-account" });
      return;
    }
    setState({ status: "enrolling", factorId: data.id, qr: data.totp.qr_code, secret: data.totp.secret });
  }

  async function newCodes() {
    setBusy(true);
    const supabase = await getClient();
    const codes = await supabase.rpc("generate_mfa_recovery_codes");
    setBusy(false);
    if (codes.error) {
      toast.error({ key: "mfa.codesFailed", ns: "admin-account" });
      return;
    }
    setState({ status: "codes", codes: codes.data as string[] });
  }

  async function turnOff() {
    if (state.status !== "on") return;
    setBusy(true);
    const supabase = await getClient();
    const { error: failed } = await supabase.auth.mfa.unenroll({ factorId: state.factorId });
    setBusy(false);
    if (failed) {
      toast.error({ key: "mfa.offFailed", ns: "admin-account" });
      return;
    }
    toast.success({ key: "mfa.offToast", ns: "admin-account" });
    setState({ status: "off" });
  }

  return (
    <Panel id="profile-mfa" title={t("mfa.heading")} intro={t("mfa.intro")}>
      {state.status === "loading" && (
        <p role="status" className="mt-4 text-ink-muted">
          {t("mfa.loading")}
        </p>
      )}
      {state.status === "error" && (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-3">
          <p>{t("mfa.loadError")}</p>
          <button type="button" className={secondaryButton} onClick={load}>
            {t("mfa.retry")}
          </button>
        </div>
      )}
      {state.status === "off" && (
        <div className="mt-4 space-y-3">
          <p data-testid="mfa-status">{t("mfa.off")}</p>
          <button type="button" className={primaryButton} disabled={busy} onClick={() => void start()}>
            {t("mfa.setUp")}
          </button>
        </div>
      )}
      {state.status === "enrolling" && (
        <form className="mt-4 space-y-4" onSubmit={(event) => void confirmForm.onSubmit(event)}>
          <p>{t("mfa.scan")}</p>
          <img src={state.qr} alt={t("mfa.qrAlt")} width={200} height={200} className="h-auto w-48 max-w-full rounded border border-line bg-white p-2" />
          <div>
            <p id={ids.secret} className={label}>
              {t("mfa.key")}
            </p>
            <code aria-labelledby={ids.secret} data-testid="mfa-secret" className="mt-1 block rounded bg-surface-muted p-2 font-mono text-sm break-all" dir="ltr">
              {state.secret}
            </code>
          </div>
          <div>
            <label htmlFor={ids.code} className={label}>
              {t("mfa.code")}
            </label>
            <input id={ids.code} name="code" type="text" inputMode="numeric" autoComplete="one-time-code" required className={input} aria-invalid={error ? true : undefined} />
          </div>
          {error && (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
          <button type="submit" className={primaryButton} disabled={busy} aria-busy={busy || undefined}>
            {busy ? t("mfa.verifying") : t("mfa.turnOn")}
          </button>
        </form>
      )}
      {state.status === "codes" && (
        <div className="mt-4 space-y-3">
          <p className="font-medium">{t("mfa.codesHeading")}</p>
          <p className="text-sm text-ink-muted">{t("mfa.codesIntro")}</p>
          <ul className="grid grid-cols-2 gap-2 font-mono text-sm" dir="ltr" data-testid="recovery-codes">
            {state.codes.map((code) => (
              <li key={code} className="rounded bg-surface-muted p-2 text-center">
                {code}
              </li>
            ))}
          </ul>
          <button type="button" className={primaryButton} onClick={load}>
            {t("mfa.codesSaved")}
          </button>
        </div>
      )}
      {state.status === "on" && (
        <div className="mt-4 space-y-3">
          <p data-testid="mfa-status">{t("mfa.on")}</p>
          <p className="text-sm text-ink-muted">{t("mfa.codesLeft", { count: state.codesLeft })}</p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={secondaryButton} disabled={busy} onClick={() => void newCodes()}>
              {t("mfa.newCodes")}
            </button>
            <button type="button" className={secondaryButton} disabled={busy} onClick={() => void turnOff()}>
              {t("mfa.turnOff")}
            </button>
          </div>
        </div>
      )}
    </Panel>
  );
}
