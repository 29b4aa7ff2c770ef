import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Link, NavLink } from "~/components/ui/link";
import { usePopoverMenu } from "~/components/ui/popover-menu";
import { CloseIcon, MenuIcon } from "~/components/ui/icons";
import type { MenuService } from "./api";
import { ADMIN_LOGIN_PATH, CONTACT_PATH, SERVICES_PATH, mainLinks } from "./nav";

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 font-semibold ${isActive ? "bg-brand-soft text-brand" : "text-ink hover:bg-surface-muted"}`;

/**
 * The menu below the md breakpoint: a popover under the header (`.site-drawer` in app.css), so it
 * opens from the first paint and with scripts off, and every link in it works without script. Closes
 * on a chosen link, on Escape, on a click outside and on navigation. The button's icon (menu or close)
 * follows the popover's state in CSS.
 */
export function MobileMenu({ services }: { services: MenuService[] }) {
  const { t } = useTranslation("shell");
  const { pathname } = useLocation();
  const { close, buttonProps, panelProps } = usePopoverMenu<HTMLElement>("site-menu");
  // A navigation (a link in it, the back button) closes it.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close();
  }, [pathname, close]);
  const [home, ...rest] = mainLinks;

  return (
    <div className="md:hidden">
      <button
        {...buttonProps}
        aria-label={t("mobile.toggle")}
        className="site-menu-button inline-flex size-10 items-center justify-center rounded-md text-ink hover:bg-surface-muted"
      >
        <MenuIcon className="icon-when-closed" />
        <CloseIcon className="icon-when-open" />
      </button>
      <nav
        {...panelProps}
        aria-label={t("mobile.label")}
        className="site-drawer overflow-y-auto border-b border-line bg-surface px-4 pb-6 pt-2 text-ink shadow-xl"
      >
        <h2 className="px-3 pt-2 text-xs font-bold uppercase tracking-wider text-ink-muted">{t("mobile.services")}</h2>
        <ul className="mt-1">
          {services.map((service) => (
            <li key={service.id}>
              <NavLink to={service.path} onClick={close} className={itemClass}>
                {service.name}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to={SERVICES_PATH} end onClick={close} className={itemClass}>
              {t("services.viewAll")}
            </NavLink>
          </li>
        </ul>
        <ul className="mt-3 border-t border-line pt-3">
          {home && (
            <li>
              <NavLink to={home.to} end onClick={close} className={itemClass}>
                {t(home.label)}
              </NavLink>
            </li>
          )}
          {rest.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} onClick={close} className={itemClass}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-4 grid gap-2">
          <Link to={CONTACT_PATH} onClick={close} className="btn-accent">
            {t("nav.contact")}
          </Link>
          <Link to={ADMIN_LOGIN_PATH} onClick={close} className="btn-outline">
            {t("nav.adminLogin")}
          </Link>
        </div>
      </nav>
    </div>
  );
}
