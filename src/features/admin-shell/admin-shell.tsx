import { useId, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { MenuIcon } from "~/components/ui/icons";
import { isActiveNav, navFor } from "./nav-items";
import { PortalLanguage } from "./portal-language";
import { useChatWaiting } from "./use-chat-waiting";
import { useUnreadCount } from "./use-unread-count";

export interface AdminShellProps {
  /** The signed-in user's full name (profiles.full_name); falls back to the e-mail. */
  fullName: string | null;
  email: string | null;
  /** profiles.role, e.g. "admin". */
  role: string;
  /** Signs out and leaves the portal (the route decides where to). */
  onSignOut: () => Promise<void> | void;
  children: ReactNode;
}


/**
 * The portal's frame: a top bar with the user's name and role and Sign Out,
 * a sidebar with the 7 sections (aria-current on the current one) that
 * collapses behind a Menu button on small screens, and the page. Contacts carries the number of new
 * submissions, Chat the number of conversations waiting for staff (live).
 */
export function AdminShell({ fullName, email, role, onSignOut, children }: AdminShellProps) {
  const { t } = useTranslation("admin");
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const unread = useUnreadCount(pathname);
  const chatWaiting = useChatWaiting(role === "admin" || role === "editor");
  const [signingOut, setSigningOut] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const navId = useId();
  const name = fullName?.trim() || email || t("shell.unnamed");

  function closeMenu(returnFocus: boolean) {
    setMenuOpen(false);
    if (returnFocus) menuButton.current?.focus();
  }

  return (
    <div className="min-h-screen bg-surface-muted text-ink">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
      >
        {t("shell.skipToContent")}
      </a>
      <header className="sticky top-0 z-30 border-b border-line bg-surface">
        <div className="flex min-h-16 flex-wrap items-center gap-3 px-4 py-2">
          <button
            ref={menuButton}
            type="button"
            className="inline-flex items-center gap-2 rounded-md border border-line px-3 py-2 text-sm md:hidden"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon size={16} />
            <span>{t("shell.menu")}</span>
          </button>
          <Link to="/admin/dashboard" className="rounded text-lg font-semibold">
            {t("portalName")}
          </Link>
          <div className="ms-auto flex min-w-0 flex-wrap items-center justify-end gap-3">
            <PortalLanguage />
            <div className="text-end leading-tight">
              <p className="text-sm font-medium" data-testid="admin-user-name">
                <span className="sr-only">{t("shell.signedInAs")} </span>
                <bdi>{name}</bdi>
              </p>
              <p className="text-xs text-ink-muted" data-testid="admin-user-role">
                <span className="sr-only">{t("shell.roleLabel")}: </span>
                {t(`roles.${role}`, { defaultValue: role })}
              </p>
            </div>
            <Link
              to="/admin/profile"
              aria-current={isActiveNav("/admin/profile", pathname) ? "page" : undefined}
              className="rounded-md px-2 py-2 text-sm font-medium text-brand underline hover:text-brand-strong"
            >
              {t("shell.account")}
            </Link>
            <button
              type="button"
              className="rounded-md border border-line bg-surface px-3 py-2 text-sm font-medium hover:bg-surface-muted disabled:opacity-60"
              disabled={signingOut}
              onClick={() => {
                setSigningOut(true);
                void Promise.resolve(onSignOut()).finally(() => setSigningOut(false));
              }}
            >
              {signingOut ? t("shell.signingOut") : t("shell.signOut")}
            </button>
          </div>
        </div>
      </header>
      <div className="md:flex">
        <nav
          id={navId}
          aria-label={t("shell.navLabel")}
          className={`${menuOpen ? "block" : "hidden"} border-b border-line bg-surface md:sticky md:top-16 md:block md:h-[calc(100vh-4rem)] md:w-60 md:shrink-0 md:border-e md:border-b-0`}
          onKeyDown={(event) => {
            if (event.key === "Escape" && menuOpen) closeMenu(true);
          }}
        >
          <ul className="space-y-1 p-3">
            {navFor(role).map((item) => {
              const active = isActiveNav(item.to, pathname);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={active ? "page" : undefined}
                    onClick={() => closeMenu(false)}
                    className={`block rounded-md px-3 py-2 text-sm font-medium ${
                      active ? "bg-brand text-white" : "text-ink hover:bg-surface-muted"
                    }`}
                  >
                    {t(item.label)}
                    {/* A space, so that the link's accessible name reads "Chat 2 waiting", not "Chat2 waiting". */}
                    {(item.section === "contacts" && unread > 0) || (item.section === "chat" && chatWaiting > 0) ? " " : null}
                    {item.section === "contacts" && unread > 0 && (
                      <span className="ms-1 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-navy" data-testid="unread-count">
                        {t("nav.unread", { count: unread })}
                      </span>
                    )}
                    {item.section === "chat" && chatWaiting > 0 && (
                      <span className="ms-1 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-navy" data-testid="chat-waiting">
                        {t("nav.waiting", { count: chatWaiting })}
                      </span>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 focus:outline-none md:p-8">
          {children}
        </main>
      </div>
    </div>
  );
}
