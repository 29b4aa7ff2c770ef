import { Outlet, useNavigate } from "react-router";
import {
  ADMIN_LOGIN,
  AuthProvider,
  RequireStaff,
  useAuth,
} from "~/features/admin-auth";
import { AdminShell } from "~/features/admin-shell";

/** Every /admin page but the login: the access guard, then the portal layout. */
export default function AdminLayout() {
  return (
    <AuthProvider>
      <RequireStaff>
        <Portal />
      </RequireStaff>
    </AuthProvider>
  );
}

function Portal() {
  const { profile, user, signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <AdminShell
      fullName={profile?.full_name ?? null}
      email={profile?.email ?? user?.email ?? null}
      role={profile?.role ?? ""}
      onSignOut={async () => {
        await signOut();
        await navigate(ADMIN_LOGIN, { replace: true });
      }}
    >
      <Outlet />
    </AdminShell>
  );
}
