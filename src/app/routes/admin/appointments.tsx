import { useTranslation } from "react-i18next";
import { Agenda, ContactsTabs } from "~/features/admin-contacts";
import { AdminPage, adminMeta } from "~/features/admin-shell";

export const meta = () => adminMeta("appointments");

export default function AdminAppointments() {
  const { t } = useTranslation("admin");
  return (
    <AdminPage title={t("pages.appointments")}>
      <ContactsTabs />
      <Agenda />
    </AdminPage>
  );
}
