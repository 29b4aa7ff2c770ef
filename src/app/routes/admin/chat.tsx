import { useTranslation } from "react-i18next";
import { ChatConsole } from "~/features/admin-chat";
import { useAuth } from "~/features/admin-auth";
import { AdminPage, adminMeta } from "~/features/admin-shell";
import { SiteNote } from "~/components/ui/view-on-site";

export const meta = () => adminMeta("chat");

export default function AdminChat() {
  const { t } = useTranslation("admin");
  const { t: tSite } = useTranslation("admin-site");
  const { profile, user } = useAuth();
  return (
    <AdminPage title={t("pages.chat")}>
      <SiteNote>{tSite("chat")}</SiteNote>
      <ChatConsole
        staffName={profile?.full_name ?? user?.email ?? ""}
        author={profile?.role === "author"}
      />
    </AdminPage>
  );
}
