import { useTranslation } from "react-i18next";
import { AdminPage, adminMeta } from "~/features/admin-shell";

export const meta = () => adminMeta("contacts");

export default function AdminContacts() {
  const { t } = useTranslation("admin");
  return (
    <AdminPage title={t("pages.contacts")}>
      <p className="text-ink-muted">{t("pages.comingSoon")}</p>
    </AdminPage>
  );
}
