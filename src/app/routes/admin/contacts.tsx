import { useTranslation } from "react-i18next";
import { ContactsTabs, Inbox } from "~/features/admin-contacts";
import { AdminPage, adminMeta } from "~/features/admin-shell";

export const meta = () => adminMeta("contacts");

export default function AdminContacts() {
  const { t } = useTranslation("admin");
  return (
    <AdminPage title={t("pages.contacts")}>
      <ContactsTabs />
      <Inbox />
    </AdminPage>
  );
}
