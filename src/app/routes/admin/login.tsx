import { AuthProvider, LoginPage } from "~/features/admin-auth";
import { adminMeta } from "~/features/admin-shell";

export const meta = () => adminMeta("login");

export default function AdminLogin() {
  return (
    <AuthProvider>
      <LoginPage />
    </AuthProvider>
  );
}
