import { useAuth } from "~/features/admin-auth";
import { Dashboard, adminMeta } from "~/features/admin-shell";

export const meta = () => adminMeta("dashboard");

export default function AdminDashboard() {
  const { profile } = useAuth();
  return <Dashboard fullName={profile?.full_name ?? null} />;
}
