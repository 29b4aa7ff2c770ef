import { useTranslation } from "react-i18next";
import { useAuth } from "~/features/admin-auth";
import { AuditLog } from "~/features/admin-audit";
import { AdminPage, adminMeta } from "~/features/admin-shell";

export const meta = () => adminMeta("audit");

export default function AdminAudit() {
  const { t } = useTranslation("admin");
  const { profile } = useAuth();
  return (
    <AdminPage title={t("pages.audit")}>
      {profile?.role === "admin" ? (
        <AuditLog />
      ) : (
        <p
          role="alert"
          className="rounded-lg border border-line bg-surface p-4"
        >
          {t("admin-audit:denied")}
        </p>
      )}
    </AdminPage>
  );
}
