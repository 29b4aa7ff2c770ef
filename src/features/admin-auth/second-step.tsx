import type { SupabaseClient } from "@supabase/supabase-js";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { input, label, primaryButton, secondaryButton } from "~/components/ui/styles";
import { toast } from "~/components/ui/toast";

/** Whether the signed-in session still owes its second factor (supabase-js reads the JWT's aal and the user's factors). */
export async function needsSecondStep(supabase: SupabaseClient): Promise<boolean> {
  const { data } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  return data?.currentLevel === "aal1" && data.nextLevel === "aal2";
}

/**
 * The second step of sign-in: the six-digit code of the authenticator app (challenge + verify on
 * the user's verified TOTP factor), or a recovery code, which removes the lost factor.
 */
export function SecondStep({ getClient, onDone }: { getClient: () => Promise<SupabaseClient>; onDone: (how: "code" | "recovery") => void }) {
  const { t } = useTranslation("admin-account");
  const [mode, setMode] = useState<"code" | "recovery">("code");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = { code: useId(), error: useId() };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "").replace(/\s+/g, "");
    if (!code) return;
    setBusy(true);
    setError(null);
    const supabase = await getClient();
    if (mode === "code") {
      const { data } = await supabase.auth.mfa.listFactors();
      const factor = data?.totp[0];
      const result = factor ? await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code }) : { error: new Error("no factor") };
      setBusy(false);
      if (result.error) {
        setError(t("mfa.wrongCode"));
        toast.error(t("mfa.wrongCodeToast"));
        return;
      }
      onDone("code");
      return;
    }
    const { error: failed } = await supabase.functions.invoke("staff-mfa-recovery", { body: { code } });
    if (failed) {
      setBusy(false);
      setError(t("mfa.wrongRecovery"));
      toast.error(t("mfa.wrongCodeToast"));
      return;
    }
    await supabase.auth.refreshSession();
    setBusy(false);
    onDone("recovery");
  }

  return (
    <div>
      <h2 className="text-lg font-semibold">{t("mfa.stepHeading")}</h2>
      <p className="mt-1 text-sm text-ink-muted">{mode === "code" ? t("mfa.stepIntro") : t("mfa.recoveryIntro")}</p>
      <form className="mt-4 space-y-4" onSubmit={(event) => void onSubmit(event)} aria-describedby={error ? ids.error : undefined}>
        <div>
          <label htmlFor={ids.code} className={label}>
            {mode === "code" ? t("mfa.code") : t("mfa.recoveryCode")}
          </label>
          <input
            key={mode}
            id={ids.code}
            name="code"
            type="text"
            inputMode={mode === "code" ? "numeric" : "text"}
            autoComplete="one-time-code"
            pattern={mode === "code" ? "[0-9 ]{6,7}" : undefined}
            required
            autoFocus
            className={input}
            aria-invalid={error ? true : undefined}
          />
        </div>
        {error && (
          <p id={ids.error} role="alert" className="rounded-md border border-danger bg-surface p-3 text-sm text-danger">
            {error}
          </p>
        )}
        <button type="submit" className={`${primaryButton} w-full`} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t("mfa.verifying") : t("mfa.verify")}
        </button>
        <button type="button" className={`${secondaryButton} w-full`} onClick={() => { setError(null); setMode(mode === "code" ? "recovery" : "code"); }}>
          {mode === "code" ? t("mfa.useRecovery") : t("mfa.useCode")}
        </button>
      </form>
    </div>
  );
}
