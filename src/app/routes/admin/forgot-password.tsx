import { AuthProvider, ForgotPasswordPage } from "~/features/admin-auth";
import { adminMeta } from "~/features/admin-shell";

export const meta = () => adminMeta("forgot");

export default function AdminForgotPassword() {
  return (
    <AuthProvider>
      <ForgotPasswordPage />
    </AuthProvider>
  );
}
