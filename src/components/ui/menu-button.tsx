import { Children, type KeyboardEvent, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { moveFocus, useDisclosure, useDismiss } from "./disclosure";

/**
 * A button that opens a panel of links or buttons (the disclosure-navigation
 * pattern the header's menus use): the button toggles it (aria-expanded,
 * aria-controls); ArrowDown on the button opens it and focuses the first
 * entry; ArrowDown/ArrowUp, Home and End move between entries; Escape closes
 * it with the focus back on the button; an outside click or leaving it by
 * keyboard closes it. Spread `buttonProps` on the button, `panelProps` on the
 * panel and put `containerRef` on the element around both.
 */
export function useMenuButton({ onClose }: { onClose?: () => void } = {}) {
  const disclosure = useDisclosure();
  const { open, setOpen, buttonRef, containerRef, panelRef, panelId } = disclosure;
  // useDismiss calls the latest of these (it keeps them in a ref of its own).
  useDismiss({
    open,
    onClose: onClose ?? (() => setOpen(false)),
    containerRef,
    returnFocusRef: buttonRef,
  });
  return {
    ...disclosure,
    buttonProps: {
      ...disclosure.buttonProps,
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
        if (event.key !== "ArrowDown") return;
        event.preventDefault();
        flushSync(() => setOpen(true));
        moveFocus(panelRef.current, "Home");
      },
    },
    panelProps: {
      ref: panelRef,
      id: panelId,
      hidden: !open,
      onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
        if (moveFocus(panelRef.current, event.key)) event.preventDefault();
      },
    },
  };
}

/**
 * The panel of a header menu opened by `useMenuButton`: a popover under the
 * button, aligned with its inline end (its right edge, or its left edge in a
 * right-to-left page), holding one list with each child as an entry (`<li>`).
 * Put it in the element that holds `containerRef` (positioned `relative`);
 * `label` names the list, `className` sets the width.
 */
export function MenuPopover({
  panelProps,
  label,
  className,
  children,
}: {
  panelProps: ReturnType<typeof useMenuButton>["panelProps"];
  label?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div
      {...panelProps}
      className={`absolute end-0 top-full z-50 mt-2 rounded-lg border border-line bg-surface p-2 shadow-xl ${className}`}
    >
      <ul aria-label={label}>{Children.map(children, (entry) => <li>{entry}</li>)}</ul>
    </div>
  );
}
