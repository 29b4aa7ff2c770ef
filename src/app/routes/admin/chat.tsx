import { useTranslation } from "react-i18next";
import { ChatConsole } from "~/features/admin-chat";
import { useAuth } from "~/features/admin-auth";
import { AdminPage, adminMeta } from "~/features/admin-shell";

export const meta = () => adminMeta("chat");

export default function AdminChat() {
  const { t } = useTranslation("admin");
  const { profile, user } = useAuth();
  return (
    <AdminPage title={t("pages.chat")}>
      <ChatConsole staffName={profile?.full_name ?? user?.email ?? ""} author={profile?.role === "author"} />
    </AdminPage>
  );
}
