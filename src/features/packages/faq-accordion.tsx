import { useId, useState } from "react";
import { ChevronDownIcon } from "~/components/ui/icons";
import type { FaqItem } from "./api";

/**
 * The page's questions as an accordion: each question is a button in a
 * heading (aria-expanded, aria-controls) showing or hiding its answer region.
 * Several answers may be open at once.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return (
    <div className="divide-y divide-line rounded-2xl border border-line bg-surface">
      {items.map((item, index) => {
        const expanded = open.has(item.id);
        const buttonId = `${id}-q${index}`;
        const panelId = `${id}-a${index}`;
        return (
          <div key={item.id}>
            <h3 className="m-0">
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-start text-base font-semibold text-navy hover:bg-surface-muted"
              >
                <span>{item.question}</span>
                <ChevronDownIcon className={`shrink-0 transition-transform ${expanded ? "rotate-180" : ""}`} />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} className="px-5 pb-5 text-ink-muted">
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
