import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { useMenuButton } from "~/components/ui/menu-button";
import { ArrowEndIcon, ChevronDownIcon } from "~/components/ui/icons";
import type { MenuService } from "./api";
import { SERVICES_PATH, isServicesPath } from "./nav";

const HOVER_CLOSE_DELAY = 150;

/**
 * SERVICES with its mega-menu: opens on mouse hover, on click, and on Enter,
 * Space or ArrowDown (ArrowDown also focuses the first link); Escape closes it
 * and returns focus to the button; Tab and the arrow keys move through it.
 * Before hydration and with scripts off, CSS opens it on hover and while
 * keyboard focus is inside it.
 */
export function ServicesMenu({ core, support }: { core: MenuService[]; support: MenuService[] }) {
  const { t } = useTranslation("shell");
  const { pathname } = useLocation();
  const { open, setOpen, panelId, containerRef, buttonProps, panelProps } = useMenuButton({ onClose: () => close() });
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A click on SERVICES right after the pointer opened the menu keeps it open.
  const openedByHover = useRef(false);
  const active = isServicesPath(pathname);

  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    // A navigation (link, back button) closes the menu.
    setShownPath(pathname);
    setOpen(false);
  }
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const close = () => {
    openedByHover.current = false;
    setOpen(false);
  };
  const onButtonClick = () => {
    if (openedByHover.current && open) {
      openedByHover.current = false;
      return;
    }
    setOpen((value) => !value);
  };

  return (
    <div
      ref={containerRef}
      className="services-menu"
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse") return;
        clearTimeout(closeTimer.current);
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== "mouse") return;
        closeTimer.current = setTimeout(close, HOVER_CLOSE_DELAY);
      }}
    >
      <button
        {...buttonProps}
        onClick={onButtonClick}
        aria-current={active ? "page" : undefined}
        className={`inline-flex items-center gap-1 whitespace-nowrap rounded px-3 py-2 text-sm font-semibold tracking-wide hover:text-brand ${
          active ? "text-brand underline decoration-accent decoration-2 underline-offset-8" : "text-ink"
        }`}
      >
        {t("nav.services")}
        <ChevronDownIcon size={16} className={`transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      {/* Shown by its open state once hydrated (data-open), and by hover or focus inside the menu
          before that and with scripts off (.services-panel in native-controls.css). */}
      <div
        {...panelProps}
        hidden={undefined}
        data-open={open || undefined}
        className="services-panel absolute inset-x-0 top-full border-b border-line bg-surface shadow-xl"
      >
        <div className="mx-auto grid max-w-7xl gap-8 px-6 py-8 lg:grid-cols-4 md:grid-cols-2">
          {core.map((service) => (
            <div key={service.id}>
              <Link
                to={service.path}
                onClick={close}
                className="font-semibold text-brand hover:text-brand-strong hover:underline"
              >
                {service.name}
              </Link>
              <ul className="mt-3 space-y-1.5 text-sm text-ink-muted">
                {service.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
                    {feature}
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div className="rounded-lg bg-surface-muted p-4">
            <p id={`${panelId}-support`} className="text-xs font-bold uppercase tracking-wider text-ink-muted">
              {t("services.support")}
            </p>
            <ul aria-labelledby={`${panelId}-support`} className="mt-3 space-y-2">
              {support.map((service) => (
                <li key={service.id}>
                  <Link to={service.path} onClick={close} className="font-medium text-ink hover:text-brand hover:underline">
                    {service.name}
                  </Link>
                </li>
              ))}
            </ul>
            <Link
              to={SERVICES_PATH}
              onClick={close}
              className="mt-5 inline-flex items-center gap-1 font-semibold text-accent-strong hover:underline"
            >
              {t("services.viewAll")}
              <ArrowEndIcon size={16} />
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
