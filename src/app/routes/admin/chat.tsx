import { useTranslation } from "react-i18next";
import { AdminPage, adminMeta } from "~/features/admin-shell";

export const meta = () => adminMeta("chat");

export default function AdminChat() {
  const { t } = useTranslation("admin");
  return (
    <AdminPage title={t("pages.chat")}>
      <p className="text-ink-muted">{t("pages.comingSoon")}</p>
    </AdminPage>
  );
}
