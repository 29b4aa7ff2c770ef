import { useTranslation } from "react-i18next";
import { useAuth } from "~/features/admin-auth";
import { PartnersAdmin } from "~/features/admin-partners";
import { AdminPage, adminMeta } from "~/features/admin-shell";

export const meta = () => adminMeta("partners");

export default function AdminPartners() {
  const { t } = useTranslation("admin");
  const { user } = useAuth();
  return (
    <AdminPage title={t("pages.partners")}>
      {user && <PartnersAdmin />}
    </AdminPage>
  );
}
