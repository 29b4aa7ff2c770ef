import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation, useNavigate } from "react-router";
import { useAuth } from "./auth-context";
import { ADMIN_LOGIN, loginUrlFor } from "./safe-redirect";
import { AuthLoading, AuthMessage, primaryButtonClass, secondaryButtonClass } from "./status-screens";

/**
 * The access guard of the admin area. While the session (and then the
 * profile) loads: 'Loading...'. No user: to /admin/login, remembering the
 * asked path. A signed-in user without a staff profile (an anonymous visitor,
 * a user with no role): a refusal with Sign Out, never the portal. Postgres
 * row-level security is the real boundary; this keeps the UI honest.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  const { t } = useTranslation("admin");

  if (auth.status === "loading") return <AuthLoading />;
  if (auth.status === "error") {
    return (
      <AuthMessage
        title={t("guard.serviceErrorTitle")}
        actions={
          <button type="button" className={primaryButtonClass} onClick={auth.retry}>
            {t("guard.retry")}
          </button>
        }
      >
        <p>{t("guard.serviceErrorText")}</p>
      </AuthMessage>
    );
  }
  if (!auth.user) {
    const to = auth.signedOut ? ADMIN_LOGIN : loginUrlFor(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={to} replace />;
  }
  // A session that owes its second factor goes back to the sign-in page, which asks for it.
  if (auth.aal === "pending") return <Navigate to={loginUrlFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  if (auth.profileStatus === "loading" || auth.profileStatus === "idle") return <AuthLoading />;
  if (auth.profileStatus === "error") {
    return (
      <AuthMessage
        title={t("guard.profileErrorTitle")}
        actions={
          <>
            <button type="button" className={primaryButtonClass} onClick={auth.retry}>
              {t("guard.retry")}
            </button>
            <SignOutButton />
          </>
        }
      >
        <p>{t("guard.profileErrorText")}</p>
      </AuthMessage>
    );
  }
  if (!auth.isStaff) {
    return (
      <AuthMessage title={t("guard.deniedTitle")} actions={<SignOutButton primary />}>
        <p>{t("guard.deniedText")}</p>
        <p>
          {auth.user.email ? t("guard.deniedAs", { email: auth.user.email }) : t("guard.deniedAnonymous")}
        </p>
      </AuthMessage>
    );
  }
  return <>{children}</>;
}

function SignOutButton({ primary = false }: { primary?: boolean }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { t } = useTranslation("admin");
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={primary ? primaryButtonClass : secondaryButtonClass}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void signOut().then(() => navigate(ADMIN_LOGIN, { replace: true }));
      }}
    >
      {busy ? t("shell.signingOut") : t("shell.signOut")}
    </button>
  );
}
