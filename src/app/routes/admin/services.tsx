import { useTranslation } from "react-i18next";
import { ServicesAdmin } from "~/features/admin-services";
import { AdminPage, adminMeta } from "~/features/admin-shell";

export const meta = () => adminMeta("services");

export default function AdminServices() {
  const { t } = useTranslation("admin");
  return (
    <AdminPage title={t("pages.services")}>
      <ServicesAdmin />
    </AdminPage>
  );
}
