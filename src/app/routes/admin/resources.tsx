import { useTranslation } from "react-i18next";
import { AdminPage, adminMeta } from "~/features/admin-shell";

export const meta = () => adminMeta("resources");

export default function AdminResources() {
  const { t } = useTranslation("admin");
  return (
    <AdminPage title={t("pages.resources")}>
      <p className="text-ink-muted">{t("pages.comingSoon")}</p>
    </AdminPage>
  );
}
