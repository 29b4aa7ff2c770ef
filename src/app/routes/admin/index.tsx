import { useAuth } from "~/features/admin-auth";
import { Dashboard, adminMeta } from "~/features/admin-shell";

export const meta = () => adminMeta("dashboard");

/** /admin shows the dashboard too (spec: the inner routes '/' and '/dashboard'). */
export default function AdminIndex() {
  const { profile } = useAuth();
  return <Dashboard fullName={profile?.full_name ?? null} />;
}
