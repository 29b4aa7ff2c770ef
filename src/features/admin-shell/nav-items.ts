/**
 * The portal's sections, in sidebar order. `label` is a key of the admin namespace; `adminOnly`
 * sections are listed to admins only (Postgres refuses everyone else's reads anyway).
 */
export const ADMIN_NAV: readonly { to: string; label: string; adminOnly?: boolean }[] = [
  { to: "/admin/dashboard", label: "nav.dashboard" },
  { to: "/admin/services", label: "nav.services" },
  { to: "/admin/partners", label: "nav.partners" },
  { to: "/admin/blog", label: "nav.blog" },
  { to: "/admin/chat", label: "nav.chat" },
  { to: "/admin/resources", label: "nav.resources" },
  { to: "/admin/contacts", label: "nav.contacts" },
  { to: "/admin/users", label: "nav.users", adminOnly: true },
  { to: "/admin/audit", label: "nav.audit", adminOnly: true },
];

/** The sections a role sees in the sidebar. */
export function navFor(role: string) {
  return ADMIN_NAV.filter((item) => !item.adminOnly || role === "admin");
}

/** Whether the sidebar link `to` is the current page (the dashboard also answers at /admin). */
export function isActiveNav(to: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (to === "/admin/dashboard" && path === "/admin") return true;
  return path === to || path.startsWith(`${to}/`);
}
