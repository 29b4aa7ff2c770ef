import { Children, type CSSProperties, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { moveFocus } from "./disclosure";

/** Whether a popover is showing (false where the browser has no popover API). */
function isShowing(panel: HTMLElement): boolean {
  try {
    return panel.matches(":popover-open");
  } catch {
    return false;
  }
}

/**
 * A header menu built on the platform's popover (decision 0032): the button opens its panel with
 * `popovertarget`, so it works from the first paint and with scripts off; the browser closes it on
 * Escape (focus back on the button) and on a click outside, and puts it in the top layer. The hook
 * adds what needs script: the open state for the button's `aria-expanded` (after hydration — before
 * it, the browser's own popover semantics say it), ArrowDown on the button opening it on its first
 * entry, arrow keys, Home and End between entries, closing when keyboard focus leaves it, and
 * `close()` for an entry that was chosen.
 * `name` names the CSS anchor the panel is placed against (a plain identifier, unique on the page).
 */
export function usePopoverMenu<Panel extends HTMLElement = HTMLDivElement>(name: string) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<Panel>(null);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    // A panel opened before the code was ready is open now.
    setOpen(isShowing(panel));
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    // Keyboard focus leaving the menu (Tab past its last entry) closes it, as it would a disclosure.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !panel.contains(next) && next !== buttonRef.current && isShowing(panel)) panel.hidePopover();
    };
    panel.addEventListener("toggle", onToggle);
    panel.addEventListener("focusout", onFocusOut);
    return () => {
      panel.removeEventListener("toggle", onToggle);
      panel.removeEventListener("focusout", onFocusOut);
    };
  }, []);

  const show = () => {
    const panel = panelRef.current;
    if (panel && !isShowing(panel)) panel.showPopover?.();
  };
  const close = () => {
    const panel = panelRef.current;
    if (panel && isShowing(panel)) panel.hidePopover?.();
  };
  const anchor = `--${name}`;

  return {
    open,
    close,
    panelId,
    buttonRef,
    buttonProps: {
      ref: buttonRef,
      type: "button" as const,
      popoverTarget: panelId,
      "aria-expanded": hydrated ? open : undefined,
      "aria-controls": panelId,
      style: { anchorName: anchor } as CSSProperties,
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
        if (event.key !== "ArrowDown") return;
        event.preventDefault();
        show();
        moveFocus(panelRef.current, "Home");
      },
    },
    panelProps: {
      ref: panelRef,
      id: panelId,
      popover: "auto" as const,
      style: { positionAnchor: anchor } as CSSProperties,
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (moveFocus(panelRef.current, event.key)) event.preventDefault();
      },
    },
  };
}

/**
 * The panel of a header menu opened by `usePopoverMenu`: a popover under its button, aligned with
 * the button's inline end (`.menu-popover` in app.css), holding one list with each child as an entry.
 * `label` names the list, `className` sets the width.
 */
export function PopoverMenu({
  panelProps,
  label,
  className,
  children,
}: {
  panelProps: ReturnType<typeof usePopoverMenu<HTMLDivElement>>["panelProps"];
  label?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div {...panelProps} className={`menu-popover rounded-lg border border-line bg-surface p-2 text-ink shadow-xl ${className}`}>
      <ul aria-label={label}>{Children.map(children, (entry) => <li>{entry}</li>)}</ul>
    </div>
  );
}
