import { AccordionItem } from "~/components/ui/accordion";
import type { FaqItem } from "./api";

/** The page's questions as an accordion (kit AccordionItem, h3 under the section's h2); several answers may be open. */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-line rounded-2xl border border-line bg-surface">
      {items.map((item) => (
        <AccordionItem
          key={item.id}
          level={3}
          title={item.question}
          buttonClassName="flex w-full items-center justify-between gap-4 px-5 py-4 text-start text-base font-semibold text-navy hover:bg-surface-muted"
        >
          <p>{item.answer}</p>
        </AccordionItem>
      ))}
    </div>
  );
}
