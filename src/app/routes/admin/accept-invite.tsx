import { AuthProvider, SetPasswordPage } from "~/features/admin-auth";
import { adminMeta } from "~/features/admin-shell";

export const meta = () => adminMeta("acceptInvite");

/** Where the invitation e-mail's link leads (Supabase Auth puts the session in the URL fragment). */
export default function AdminAcceptInvite() {
  return (
    <AuthProvider>
      <SetPasswordPage mode="invite" />
    </AuthProvider>
  );
}
