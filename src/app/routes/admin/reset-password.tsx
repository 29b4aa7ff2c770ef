import { AuthProvider, SetPasswordPage } from "~/features/admin-auth";
import { adminMeta } from "~/features/admin-shell";

export const meta = () => adminMeta("resetPassword");

/** Where the password-reset e-mail's link leads (Supabase Auth puts the session in the URL fragment). */
export default function AdminResetPassword() {
  return (
    <AuthProvider>
      <SetPasswordPage mode="recovery" />
    </AuthProvider>
  );
}
