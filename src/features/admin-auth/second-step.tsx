import type { SupabaseClient } from "@supabase/supabase-js";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { input, label, primaryButton, secondaryButton } from "~/components/ui/styles";
import { useFormSubmit } from "~/lib/forms/use-form-submit";

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
  const ids = { code: useId(), error: useId() };
  const { errorText, setErrors, busy, onSubmit } = useFormSubmit<string, "form">({
    read: (form) => String(new FormData(form).get("code") ?? "").replace(/\s+/g, "") || null,
    save: async (code) => {
      const supabase = await getClient();
      if (mode === "code") {
        const { data } = await supabase.auth.mfa.listFactors();
        const factor = data?.totp[0];
        const result = factor ? await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code }) : { error: new Error("no factor") };
        if (result.error) return { errors: { form: t("mfa.wrongCode") }, toast: { key: "mfa.wrongCodeToast", ns: "admin-account" } };
        onDone("code");
        return;
      }
      const { error: failed } = await supabase.functions.invoke("staff-mfa-recovery", { body: { code } });
      if (failed) return { errors: { form: t("mfa.wrongRecovery") }, toast: { key: "mfa.wrongCodeToast", ns: "admin-account" } };
      await supabase.auth.refreshSession();
      onDone("recovery");
    },
  });
  const error = errorText("form");

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
        <button type="button" className={`${secondaryButton} w-full`} onClick={() => { setErrors({}); setMode(mode === "code" ? "recovery" : "code"); }}>
          {mode === "code" ? t("mfa.useRecovery") : t("mfa.useCode")}
        </button>
      </form>
    </div>
  );
}
