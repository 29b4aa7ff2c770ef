/** The portal's sections, in sidebar order. `label` is a key of the admin namespace. */
export const ADMIN_NAV = [
  { to: "/admin/dashboard", label: "nav.dashboard" },
  { to: "/admin/services", label: "nav.services" },
  { to: "/admin/partners", label: "nav.partners" },
  { to: "/admin/blog", label: "nav.blog" },
  { to: "/admin/chat", label: "nav.chat" },
  { to: "/admin/resources", label: "nav.resources" },
  { to: "/admin/contacts", label: "nav.contacts" },
] as const;

/** Whether the sidebar link `to` is the current page (the dashboard also answers at /admin). */
export function isActiveNav(to: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (to === "/admin/dashboard" && path === "/admin") return true;
  return path === to || path.startsWith(`${to}/`);
}
