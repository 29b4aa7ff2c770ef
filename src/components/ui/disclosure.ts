import { type RefObject, useEffect, useId, useRef, useState } from "react";

export type CloseReason = "escape" | "outside" | "focusout";

/**
 * Closes an open popup (dropdown, mega-menu, mobile menu) on Escape, on a
 * pointer press outside `containerRef`, and when keyboard focus leaves it.
 * On Escape the focus goes back to `returnFocusRef` (the toggle button).
 */
export function useDismiss({
  open,
  onClose,
  containerRef,
  returnFocusRef,
  closeOnFocusOut = true,
}: {
  open: boolean;
  onClose: (reason: CloseReason) => void;
  containerRef: RefObject<HTMLElement | null>;
  returnFocusRef?: RefObject<HTMLElement | null>;
  closeOnFocusOut?: boolean;
}) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    if (!open) return;
    const container = containerRef.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      onCloseRef.current("escape");
      returnFocusRef?.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (container && event.target instanceof Node && !container.contains(event.target)) {
        onCloseRef.current("outside");
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (container && next instanceof Node && !container.contains(next)) onCloseRef.current("focusout");
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    if (closeOnFocusOut) container?.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
      container?.removeEventListener("focusout", onFocusOut);
    };
  }, [open, containerRef, returnFocusRef, closeOnFocusOut]);
}

/** Open state, ids and refs of a disclosure (a button that shows and hides a panel). */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  return {
    open,
    setOpen,
    panelId,
    buttonRef,
    containerRef,
    panelRef,
    buttonProps: {
      ref: buttonRef,
      type: "button" as const,
      "aria-expanded": open,
      "aria-controls": panelId,
      onClick: () => setOpen((value) => !value),
    },
  };
}

/**
 * Arrow-key movement between the links/buttons of a panel: ArrowDown/ArrowUp
 * (and ArrowRight/ArrowLeft when `horizontal`), Home and End. Returns true when
 * it handled the key.
 */
export function moveFocus(panel: HTMLElement | null, key: string): boolean {
  if (!panel) return false;
  const items = Array.from(panel.querySelectorAll<HTMLElement>("a[href], button:not([disabled])"));
  if (items.length === 0) return false;
  const index = items.indexOf(document.activeElement as HTMLElement);
  let next: number;
  if (key === "ArrowDown") next = index < 0 ? 0 : (index + 1) % items.length;
  else if (key === "ArrowUp") next = index <= 0 ? items.length - 1 : index - 1;
  else if (key === "Home") next = 0;
  else if (key === "End") next = items.length - 1;
  else return false;
  items[next]?.focus();
  return true;
}
