import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

export interface TabItem<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

/**
 * An accessible tablist (WAI-ARIA tabs pattern): roving tabindex, arrow keys follow the reading
 * direction (in right-to-left pages ArrowLeft moves forward), Home/End, automatic activation.
 * Every panel stays mounted (hidden when inactive), so what the visitor typed survives a switch.
 */
export function ContactTabs<K extends string>({
  label,
  items,
  active,
  onChange,
}: {
  label: string;
  items: ReadonlyArray<TabItem<K>>;
  active: K;
  onChange(key: K): void;
}) {
  const id = useId();
  const tabs = useRef(new Map<K, HTMLButtonElement | null>());
  const select = (key: K) => {
    onChange(key);
    tabs.current.get(key)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const backward = rtl ? "ArrowRight" : "ArrowLeft";
    let next: number | undefined;
    if (event.key === forward) next = (index + 1) % items.length;
    else if (event.key === backward) next = (index - 1 + items.length) % items.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = items.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    select(items[next]!.key);
  };
  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-2 rounded-lg bg-surface-muted p-1">
        {items.map((item, index) => {
          const selected = item.key === active;
          return (
            <button
              key={item.key}
              ref={(element) => {
                tabs.current.set(item.key, element);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${item.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`flex-1 rounded-md px-4 py-2.5 text-sm font-semibold transition-colors ${
                selected ? "bg-brand text-white shadow" : "text-ink hover:bg-surface"
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${id}-panel-${item.key}`}
          aria-labelledby={`${id}-tab-${item.key}`}
          hidden={item.key !== active}
          tabIndex={0}
          className="mt-6"
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
