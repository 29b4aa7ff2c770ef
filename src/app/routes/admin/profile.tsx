import { useTranslation } from "react-i18next";
import { ProfilePage } from "~/features/admin-auth";
import { AdminPage, adminMeta } from "~/features/admin-shell";

export const meta = () => adminMeta("profile");

export default function AdminProfile() {
  const { t } = useTranslation("admin");
  return (
    <AdminPage title={t("pages.profile")}>
      <ProfilePage />
    </AdminPage>
  );
}
