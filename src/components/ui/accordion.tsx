import { type ReactNode, useId } from "react";
import { ChevronDownIcon } from "./icons";

export interface AccordionItemProps {
  title: ReactNode;
  /** The heading level of the question (2 under a page's h1, 3 under a section's h2). */
  level: 2 | 3 | 4;
  /** The item's element ("li" inside a list). */
  as?: "div" | "li";
  /** The question heading's id: a link to `#anchor` opens this item (the page's hash effect, or the browser). */
  anchor?: string;
  className?: string;
  buttonClassName?: string;
  panelClassName?: string;
  children: ReactNode;
}

/**
 * One item of an accordion, built on `<details>`/`<summary>` (decision 0032): the browser opens and
 * closes it from the first paint and with scripts off, exposes it as an expandable control, and
 * Enter and Space toggle it; several may be open. The question is a heading inside the summary
 * (heading navigation keeps it), the answer a region labelled by it.
 */
export function AccordionItem({
  title,
  level,
  as: Item = "div",
  anchor,
  className,
  buttonClassName = "flex w-full items-center justify-between gap-4 px-5 py-4 text-start font-semibold text-navy hover:bg-surface-muted",
  panelClassName = "px-5 pb-5 text-ink-muted",
  children,
}: AccordionItemProps) {
  const id = useId();
  const summaryId = `${id}-summary`;
  const Heading = `h${level}` as const;
  return (
    <Item className={className}>
      <details className="group">
        <summary
          id={summaryId}
          className={`cursor-pointer list-none [&::-webkit-details-marker]:hidden ${buttonClassName}`}
        >
          <Heading id={anchor} className="m-0 scroll-mt-24 text-[length:inherit] [font-weight:inherit]">{title}</Heading>
          <ChevronDownIcon size={20} className="shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        <div role="region" aria-labelledby={summaryId} className={panelClassName}>
          {children}
        </div>
      </details>
    </Item>
  );
}
