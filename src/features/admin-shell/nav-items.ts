/** The portal's sections, in sidebar order; each is at /admin/<section>. */
const SECTIONS = ["dashboard", "services", "partners", "blog", "chat", "resources", "contacts"] as const;
/** Sections listed to admins only (Postgres refuses everyone else's reads anyway). */
const ADMIN_SECTIONS = ["users", "audit"] as const;
export type AdminSection = (typeof SECTIONS)[number] | (typeof ADMIN_SECTIONS)[number];

const navItem = <S extends AdminSection>(section: S, adminOnly: boolean) =>
  ({ section, to: `/admin/${section}`, label: `nav.${section}`, adminOnly }) as const;

/** The sidebar's links: `label` is a key of the admin namespace (nav.<section>). */
export const ADMIN_NAV = [
  ...SECTIONS.map((section) => navItem(section, false)),
  ...ADMIN_SECTIONS.map((section) => navItem(section, true)),
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
