import { type KeyboardEvent, type ReactNode, useRef } from "react";

/** The writing direction at `element` (its nearest dir attribute; the page's otherwise). */
export function directionOf(element: Element | null): "ltr" | "rtl" {
  const dir = element?.closest("[dir]")?.getAttribute("dir") ?? (typeof document !== "undefined" ? document.documentElement.dir : "");
  return dir === "rtl" ? "rtl" : "ltr";
}

/**
 * The index an arrow key (or Home/End) moves to from `current` among `count`
 * items, wrapping around; in right-to-left text ArrowLeft moves forward.
 * Null for other keys. `orientation` "vertical" uses ArrowUp/ArrowDown.
 */
export function nextIndex(
  current: number,
  count: number,
  key: string,
  dir: "ltr" | "rtl" = "ltr",
  orientation: "horizontal" | "vertical" = "horizontal",
): number | null {
  if (count <= 0) return null;
  const last = count - 1;
  const forward = orientation === "vertical" ? "ArrowDown" : dir === "rtl" ? "ArrowLeft" : "ArrowRight";
  const backward = orientation === "vertical" ? "ArrowUp" : dir === "rtl" ? "ArrowRight" : "ArrowLeft";
  if (key === forward) return current >= last ? 0 : current + 1;
  if (key === backward) return current <= 0 ? last : current - 1;
  if (key === "Home") return 0;
  if (key === "End") return last;
  return null;
}

export interface TabListProps<K extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: ReadonlyArray<{ key: K; label: ReactNode }>;
  selected: K;
  /** Selection follows focus: arrows select the tab they move to. */
  onSelect: (key: K) => void;
  /** The id of each tab (its panel is labelled by it). */
  tabId: (key: K) => string;
  /** The id of the panel a tab controls. */
  panelId: (key: K) => string;
  className?: string;
  tabClassName: (selected: boolean) => string;
}

/**
 * A tab list (APG tabs, automatic activation): one Tab stop, the selected tab;
 * arrow keys move and select (mirrored in right-to-left pages), Home and End
 * go to the first and last tab.
 */
export function TabList<K extends string>({ label, tabs, selected, onSelect, tabId, panelId, className, tabClassName }: TabListProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const next = nextIndex(index, tabs.length, event.key, directionOf(event.currentTarget));
    if (next === null) return;
    event.preventDefault();
    const key = tabs[next]!.key;
    onSelect(key);
    refs.current.get(key)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={className}>
      {tabs.map(({ key, label: text }) => {
        const isSelected = key === selected;
        return (
          <button
            key={key}
            ref={(element) => {
              if (element) refs.current.set(key, element);
              else refs.current.delete(key);
            }}
            id={tabId(key)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId(key)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(key)}
            onKeyDown={onKeyDown}
            className={tabClassName(isSelected)}
          >
            {text}
          </button>
        );
      })}
    </div>
  );
}

/**
 * The panel of a tab, labelled by it and focusable (its content may have no focusable element).
 * Either one panel whose content follows the selected tab, or one per tab, each `hidden` unless its
 * tab is selected (what was typed into a hidden panel's form survives a switch).
 */
export function TabPanel({
  id,
  labelledBy,
  hidden,
  className,
  children,
}: {
  id: string;
  labelledBy: string;
  hidden?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div id={id} role="tabpanel" aria-labelledby={labelledBy} tabIndex={0} hidden={hidden} className={className}>
      {children}
    </div>
  );
}
