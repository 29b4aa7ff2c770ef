import { useTranslation } from "react-i18next";
import { AdminPage, adminMeta } from "~/features/admin-shell";

export const meta = () => adminMeta("partners");

export default function AdminPartners() {
  const { t } = useTranslation("admin");
  return (
    <AdminPage title={t("pages.partners")}>
      <p className="text-ink-muted">{t("pages.comingSoon")}</p>
    </AdminPage>
  );
}
