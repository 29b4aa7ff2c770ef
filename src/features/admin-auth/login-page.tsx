import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { toast } from "~/components/ui/toast";
import { useFormSubmit } from "~/lib/forms/use-form-submit";
import { useAuth } from "./auth-context";
import { safeAdminRedirect } from "./safe-redirect";
import { needsSecondStep, SecondStep } from "./second-step";
import { AuthLoading, primaryButtonClass } from "./status-screens";
import { signInRefusal, signInSucceeded } from "./sign-in-refusal";

const inputClass =
  "mt-1 block w-full rounded-md border border-line bg-surface px-3 py-2 text-ink shadow-sm focus:border-brand";

/**
 * The Admin Portal sign-in (email + password, GoTrue password grant). On
 * success: 'Welcome back!' and the page first asked for (an /admin path
 * only) or the dashboard. A staff user who is already signed in goes there
 * straight away.
 */
export function LoginPage() {
  const { t } = useTranslation("admin");
  const auth = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = safeAdminRedirect(searchParams.get("redirectTo"));
  const [leaving, setLeaving] = useState(false);
  const [secondStep, setSecondStep] = useState(false);
  // A session that still owes its second factor (e.g. after a reload): ask for it.
  const owesSecondStep = Boolean(auth.user) && auth.aal === "pending";
  const showSecondStep = secondStep || owesSecondStep;
  const errorId = useId();

  const { errors, busy, onSubmit } = useFormSubmit<{ email: string; password: string }, "form">({
    read: (form) => {
      const data = new FormData(form);
      const email = String(data.get("email") ?? "").trim();
      const password = String(data.get("password") ?? "");
      return email && password ? { email, password } : null; // the browser's `required` check says what is missing
    },
    save: async ({ email, password }) => {
      const { error } = await auth.signIn(email, password);
      if (error) {
        // The lock answers as a wrong password does (decision 0037): this tab counts the failures.
        const wait = signInRefusal(email, error as { status?: number }) === "wait";
        return { errors: { form: wait ? "wait" : "invalid" }, toast: wait ? { key: "login.waitToast", ns: "admin-account" } : { key: "login.failedToast", ns: "admin" } };
      }
      signInSucceeded(email);
      if (await needsSecondStep(await auth.getClient())) {
        setSecondStep(true);
        return;
      }
      setLeaving(true);
      // The same id: the welcome replaces an earlier failure's toast instead of standing beside it.
      toast.success({ key: "login.welcomeToast", ns: "admin" }, { id: "sign-in" });
      void navigate(target, { replace: true });
    },
    toastId: "sign-in",
  });
  const failed = errors.form;

  if (!busy && !leaving && !showSecondStep) {
    if (auth.status === "loading" || (auth.user && auth.profileStatus === "loading")) return <AuthLoading />;
    if (auth.user && auth.isStaff && auth.aal !== "pending") return <Navigate to={target} replace />;
  }

  if (showSecondStep) {
    return (
      <main id="main" className="flex min-h-screen items-center justify-center bg-surface-muted p-6">
        <div className="w-full max-w-sm rounded-lg border border-line bg-surface p-8 shadow-sm">
          <h1 className="text-2xl font-semibold text-ink">{t("login.heading")}</h1>
          <div className="mt-6">
            <SecondStep
              getClient={auth.getClient}
              onDone={(how) => {
                toast.success(how === "code" ? { key: "login.welcomeToast", ns: "admin" } : { key: "mfa.recoveredToast", ns: "admin-account" });
                void navigate(how === "code" ? target : "/admin/profile", { replace: true });
              }}
            />
          </div>
        </div>
      </main>
    );
  }

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-surface-muted p-6">
      <div className="w-full max-w-sm rounded-lg border border-line bg-surface p-8 shadow-sm">
        <h1 className="text-2xl font-semibold text-ink">{t("login.heading")}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t("login.intro")}</p>
        <form className="mt-6 space-y-4" onSubmit={(event) => void onSubmit(event)} aria-describedby={failed ? errorId : undefined}>
          <div>
            <label htmlFor="admin-email" className="block text-sm font-medium text-ink">
              {t("login.email")}
            </label>
            <input
              id="admin-email"
              name="email"
              type="email"
              autoComplete="username"
              required
              className={inputClass}
              aria-invalid={failed ? true : undefined}
            />
          </div>
          <div>
            <label htmlFor="admin-password" className="block text-sm font-medium text-ink">
              {t("login.password")}
            </label>
            <input
              id="admin-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              className={inputClass}
              aria-invalid={failed ? true : undefined}
            />
          </div>
          {failed && (
            <p id={errorId} role="alert" className="rounded-md border border-danger bg-surface p-3 text-sm text-danger">
              {failed === "wait" ? t("admin-account:login.wait") : t("login.invalid")}
            </p>
          )}
          <button type="submit" className={`${primaryButtonClass} w-full`} disabled={busy} aria-busy={busy || undefined}>
            {busy ? t("login.submitting") : t("login.submit")}
          </button>
        </form>
        <p className="mt-4 text-center text-sm">
          <Link to="/admin/forgot-password" className="text-brand underline hover:text-brand-strong">
            {t("admin-account:login.forgot")}
          </Link>
        </p>
        <p className="mt-4 text-center text-sm">
          <Link to="/" className="text-brand underline hover:text-brand-strong">
            {t("login.backToSite")}
          </Link>
        </p>
      </div>
    </main>
  );
}
