import type { KeyboardEvent } from "react";
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
