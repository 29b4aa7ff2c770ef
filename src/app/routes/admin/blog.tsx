import { useTranslation } from "react-i18next";
import { useAuth } from "~/features/admin-auth";
import { BlogAdmin } from "~/features/admin-blog";
import { AdminPage, adminMeta } from "~/features/admin-shell";

export const meta = () => adminMeta("blog");

export default function AdminBlog() {
  const { t } = useTranslation("admin");
  const { profile } = useAuth();
  return (
    <AdminPage title={t("pages.blog")}>
      {/* The layout's guard renders this page only for a signed-in staff profile. */}
      {profile && <BlogAdmin viewer={{ id: profile.id, role: profile.role }} />}
    </AdminPage>
  );
}
