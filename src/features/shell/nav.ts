import { unlocalizedPath } from "~/lib/i18n/paths";
/** The top-level links of the header and the mobile menu (labels are keys of the shell namespace). */
export const mainLinks = [
  { to: "/", label: "nav.home", end: true },
  { to: "/resources", label: "nav.resources", end: false },
  { to: "/blog", label: "nav.blog", end: false },
  { to: "/about", label: "nav.about", end: false },
] as const;

export const SERVICES_PATH = "/services";
export const CONTACT_PATH = "/contact";
export const ADMIN_LOGIN_PATH = "/admin/login";
export const WEBMAIL_PATH = "/webmail";

/** SERVICES is the current section on /services and anything below it. */
export function isServicesPath(pathname: string): boolean {
  const path = unlocalizedPath(pathname);
  return path === SERVICES_PATH || path.startsWith(`${SERVICES_PATH}/`);
}
