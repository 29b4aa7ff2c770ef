import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Modal } from "~/components/ui/dialog";
import { input, label, primaryButton, secondaryButton } from "~/components/ui/styles";
import { toast } from "~/components/ui/toast";
import { useFormSubmit } from "~/lib/forms/use-form-submit";
import { useAuth } from "./auth-context";
import { ADMIN_LOGIN } from "./safe-redirect";
import { needsSecondStep, SecondStep } from "./second-step";
import { signInRefusal, signInSucceeded } from "./sign-in-refusal";

/**
 * Over the portal, when the session ended without Sign Out (it expired, or Sign Out in another tab):
 * the same staff member signs in again, with the second step when they have one, and goes on where
 * they were, with what they typed. Sign Out instead leaves the portal.
 */
export function SessionEndedDialog() {
  const auth = useAuth();
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const [secondStep, setSecondStep] = useState(false);
  const password = useRef<HTMLInputElement>(null);
  const ids = { password: useId(), error: useId() };
  const email = auth.lostSession?.email ?? "";
  const { errors, busy, onSubmit } = useFormSubmit<string, "form">({
    read: (form) => String(new FormData(form).get("password") ?? "") || null,
    controlId: () => ids.password,
    save: async (secret) => {
      const { error } = await auth.signIn(email, secret);
      if (error) {
        // The lock answers as a wrong password does (decision 0037): this tab counts the failures.
        const wait = signInRefusal(email, error as { status?: number }) === "wait";
        return { errors: { form: wait ? "wait" : "invalid" }, toast: wait ? { key: "login.waitToast", ns: "admin-account" } : { key: "login.failedToast", ns: "admin" } };
      }
      signInSucceeded(email);
      if (await needsSecondStep(await auth.getClient())) setSecondStep(true);
      // The guard sees the same staff member back and closes this dialog.
      else toast.success({ key: "login.welcomeToast", ns: "admin" }, { id: "sign-in" });
    },
    toastId: "sign-in",
  });
  const failed = errors.form;

  return (
    <Modal
      role="alertdialog"
      title={t("sessionEnded.title")}
      description={<p>{t("sessionEnded.text", { email })}</p>}
      onCancel={() => {}}
      initialFocus={password}
      busy={busy}
    >
      {secondStep ? (
        <div className="mt-4">
          <SecondStep getClient={auth.getClient} onDone={() => toast.success({ key: "login.welcomeToast", ns: "admin" }, { id: "sign-in" })} />
        </div>
      ) : (
        <form className="mt-4 space-y-4" onSubmit={(event) => void onSubmit(event)} aria-describedby={failed ? ids.error : undefined}>
          {/* For password managers: the account is fixed, only the password is asked. */}
          <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
          <div>
            <label htmlFor={ids.password} className={label}>
              {t("login.password")}
            </label>
            <input ref={password} id={ids.password} name="password" type="password" autoComplete="current-password" required className={input} aria-invalid={failed ? true : undefined} />
          </div>
          {failed && (
            <p id={ids.error} role="alert" className="rounded-md border border-danger bg-surface p-3 text-sm text-danger">
              {failed === "wait" ? t("admin-account:login.wait") : t("login.invalid")}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <button
              type="button"
              className={secondaryButton}
              disabled={busy}
              onClick={() => {
                void auth.signOut().then(() => navigate(ADMIN_LOGIN, { replace: true }));
              }}
            >
              {t("shell.signOut")}
            </button>
            <button type="submit" className={primaryButton} disabled={busy} aria-busy={busy || undefined}>
              {busy ? t("login.submitting") : t("login.submit")}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
