import { useTranslation } from "react-i18next";
import { useAuth } from "~/features/admin-auth";
import { AdminPage, adminMeta } from "~/features/admin-shell";
import { UsersAdmin } from "~/features/admin-users";

export const meta = () => adminMeta("users");

export default function AdminUsers() {
  const { t } = useTranslation("admin");
  const { profile } = useAuth();
  return (
    <AdminPage title={t("pages.users")}>
      {profile?.role === "admin" ? (
        <UsersAdmin selfId={profile.id} />
      ) : (
        <p
          role="alert"
          className="rounded-lg border border-line bg-surface p-4"
        >
          {t("admin-users:denied")}
        </p>
      )}
    </AdminPage>
  );
}
