export { AdminShell, type AdminShellProps } from "./admin-shell";
export { Dashboard, type DashboardProps } from "./dashboard";
export { AdminPage } from "./admin-page";
export { ADMIN_NAV, isActiveNav } from "./nav-items";
export { adminMeta, type AdminTitle } from "./admin-meta";
