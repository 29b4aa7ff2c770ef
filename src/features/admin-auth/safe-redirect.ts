export const ADMIN_HOME = "/admin/dashboard";
export const ADMIN_LOGIN = "/admin/login";

const BASE = "http://portal.invalid";

/**
 * Where to go after signing in, from a `redirectTo` query value. Only a path of
 * this site inside /admin (never the login page itself) is accepted, so the
 * parameter cannot send anyone to another site (no open redirect); anything
 * else gives the dashboard.
 */
export function safeAdminRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || /[\\\s]/.test(value) || value.length > 2000) {
    return ADMIN_HOME;
  }
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return ADMIN_HOME;
  }
  if (url.origin !== BASE) return ADMIN_HOME;
  const path = url.pathname;
  if (path !== "/admin" && !path.startsWith("/admin/")) return ADMIN_HOME;
  if (path === ADMIN_LOGIN || path.startsWith(`${ADMIN_LOGIN}/`)) return ADMIN_HOME;
  return `${path}${url.search}${url.hash}`;
}

/** The login URL that brings the visitor back to `path` (pathname + search) after signing in. */
export function loginUrlFor(path: string): string {
  const target = safeAdminRedirect(path);
  return target === ADMIN_HOME && path !== ADMIN_HOME ? ADMIN_LOGIN : `${ADMIN_LOGIN}?redirectTo=${encodeURIComponent(target)}`;
}
