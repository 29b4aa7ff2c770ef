import { useTranslation } from "react-i18next";
import { ProfilePage } from "~/features/admin-auth";
import { AdminPage, adminMeta } from "~/features/admin-shell";
import { SiteNote } from "~/components/ui/view-on-site";

export const meta = () => adminMeta("profile");

export default function AdminProfile() {
  const { t } = useTranslation("admin");
  const { t: tSite } = useTranslation("admin-site");
  return (
    <AdminPage title={t("pages.profile")}>
      <SiteNote>{tSite("profile")}</SiteNote>
      <ProfilePage />
    </AdminPage>
  );
}
