import { useTranslation } from "react-i18next";
import { AdminPage, adminMeta } from "~/features/admin-shell";

export const meta = () => adminMeta("services");

export default function AdminServices() {
  const { t } = useTranslation("admin");
  return (
    <AdminPage title={t("pages.services")}>
      <p className="text-ink-muted">{t("pages.comingSoon")}</p>
    </AdminPage>
  );
}
