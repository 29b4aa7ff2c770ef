import { useTranslation } from "react-i18next";
import { AdminPage, adminMeta } from "~/features/admin-shell";

export const meta = () => adminMeta("blog");

export default function AdminBlog() {
  const { t } = useTranslation("admin");
  return (
    <AdminPage title={t("pages.blog")}>
      <p className="text-ink-muted">{t("pages.comingSoon")}</p>
    </AdminPage>
  );
}
