import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation, useNavigate } from "react-router";
import { useAuth } from "./auth-context";
import { ADMIN_LOGIN, loginUrlFor } from "./safe-redirect";
import { SessionEndedDialog } from "./session-ended-dialog";
import { AuthLoading, AuthMessage, primaryButtonClass, secondaryButtonClass } from "./status-screens";
import { isolate } from "~/lib/bidi";

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

  // The session ended on its own (or in another tab): the portal stays, with what was typed, under a
  // dialog that asks to sign in again. The same staff member back (and past the second step): it goes.
  const lost = auth.lostSession;
  const back = lost !== null && auth.session?.user.id === lost.userId && auth.aal !== "pending" && auth.isStaff;
  const { resumeSession } = auth;
  useEffect(() => {
    if (back) resumeSession();
  }, [back, resumeSession]);
  if (lost && !back) {
    // The same shape as the last return below, so React keeps the portal (and its forms) mounted.
    return (
      <>
        {children}
        <SessionEndedDialog />
      </>
    );
  }
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
          {auth.user.email ? t("guard.deniedAs", { email: isolate(auth.user.email) }) : t("guard.deniedAnonymous")}
        </p>
      </AuthMessage>
    );
  }
  return (
    <>
      {children}
      {null}
    </>
  );
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
