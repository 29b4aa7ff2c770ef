import { type ReactNode, useId, useState } from "react";
import { ChevronDownIcon } from "./icons";

/** Which items of an accordion are open (several may be): the set of their keys and a toggle. */
export function useOpenSet(initial: Iterable<string> = []) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(initial));
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return { isOpen: (key: string) => open.has(key), toggle };
}

export interface AccordionItemProps {
  title: ReactNode;
  open: boolean;
  onToggle: () => void;
  /** The heading level of the question (2 under a page's h1, 3 under a section's h2). */
  level: 2 | 3 | 4;
  /** The item's element ("li" inside a list). */
  as?: "div" | "li";
  className?: string;
  buttonClassName?: string;
  panelClassName?: string;
  children: ReactNode;
}

/**
 * One item of an accordion (APG pattern): a heading holding a button
 * (aria-expanded, aria-controls) that shows or hides its labelled region.
 * Enter and Space toggle it (it is a button); Tab moves between items.
 */
export function AccordionItem({
  title,
  open,
  onToggle,
  level,
  as: Item = "div",
  className,
  buttonClassName = "flex w-full items-center justify-between gap-4 px-5 py-4 text-start font-semibold text-navy hover:bg-surface-muted",
  panelClassName = "px-5 pb-5 text-ink-muted",
  children,
}: AccordionItemProps) {
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  const Heading = `h${level}` as const;
  return (
    <Item className={className}>
      <Heading className="m-0">
        <button id={buttonId} type="button" aria-expanded={open} aria-controls={panelId} onClick={onToggle} className={buttonClassName}>
          <span>{title}</span>
          <ChevronDownIcon size={20} className={`shrink-0 transition-transform ${open ? "rotate-180" : ""}`} />
        </button>
      </Heading>
      <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className={panelClassName}>
        {children}
      </div>
    </Item>
  );
}
