import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "~/components/ui/link";
import { LogoMark } from "~/components/ui/icons";
import type { ShellData } from "./api";
import { LoginMenu } from "./login-menu";
import { MobileMenu } from "./mobile-menu";
import { CONTACT_PATH, mainLinks } from "./nav";
import { ServicesMenu } from "./services-menu";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded px-3 py-2 text-sm font-semibold tracking-wide hover:text-brand ${
    isActive ? "text-brand underline decoration-accent decoration-2 underline-offset-8" : "text-ink"
  }`;

export interface HeaderProps {
  data: ShellData;
  /**
   * Slot for the header widgets of later features (language picker,
   * accessibility toolbar button), placed before the login options.
   */
  widgets?: ReactNode;
}

/** The sticky top bar: logo, main navigation with the services mega-menu, widgets, login options, CONTACT. */
export function Header({ data, widgets }: HeaderProps) {
  const { t } = useTranslation("shell");
  const [home, ...rest] = mainLinks;
  const firmName = data.settings?.firmName;
  return (
    <header className="sticky top-0 z-50 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 lg:gap-6">
        <Link
          to="/"
          className="flex min-w-0 items-center gap-2 font-bold text-navy"
          aria-label={firmName ? undefined : t("nav.homeFallback")}
        >
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-md bg-brand text-white">
            <LogoMark size={20} />
          </span>
          {firmName && <span className="truncate text-sm leading-tight sm:text-base">{firmName}</span>}
        </Link>
        <nav aria-label={t("nav.label")} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {home && (
              <li>
                <NavLink to={home.to} end className={linkClass}>
                  {t(home.label)}
                </NavLink>
              </li>
            )}
            <li>
              <ServicesMenu core={data.core} support={data.support} />
            </li>
            {rest.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-2">
          <div data-slot="header-widgets" className="flex items-center gap-2">
            {widgets}
          </div>
          <LoginMenu />
          <NavLink
            to={CONTACT_PATH}
            className={({ isActive }) =>
              `btn-accent hidden md:inline-flex ${isActive ? "ring-2 ring-navy ring-offset-2" : ""}`
            }
          >
            {t("nav.contact")}
          </NavLink>
          <MobileMenu services={[...data.core, ...data.support]} />
        </div>
      </div>
      {data.failed && (
        <p role="status" className="border-t border-line bg-surface-muted px-4 py-1.5 text-center text-sm text-ink-muted">
          {t("content.failed")}
        </p>
      )}
    </header>
  );
}
