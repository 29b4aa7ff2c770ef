import { i18n } from "~/lib/i18n";

export type AdminTitle = "login" | "dashboard" | "services" | "partners" | "blog" | "chat" | "resources" | "contacts" | "appointments" | "audit" | "users" | "profile" | "forgot" | "resetPassword" | "acceptInvite";

/** Route `meta` of an admin page: its title, and no indexing by search engines. */
export function adminMeta(page: AdminTitle) {
  return [{ title: i18n.t(`admin:titles.${page}`) }, { name: "robots", content: "noindex, nofollow" }];
}
