import { useTranslation } from "react-i18next";
import { useAuth } from "~/features/admin-auth";
import { ResourcesAdmin } from "~/features/admin-resources";
import { AdminPage, adminMeta } from "~/features/admin-shell";

export const meta = () => adminMeta("resources");

export default function AdminResources() {
  const { t } = useTranslation("admin");
  const { profile } = useAuth();
  return (
    <AdminPage title={t("pages.resources")}>
      {/* The layout's guard renders this page only for a signed-in staff profile. */}
      {profile && (
        <ResourcesAdmin viewer={{ id: profile.id, role: profile.role }} />
      )}
    </AdminPage>
  );
}
