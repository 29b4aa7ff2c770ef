import type { ReactNode } from "react";

export interface PanelProps {
  /** The heading's id; the section is named by its heading (aria-labelledby). */
  id: string;
  title: ReactNode;
  /** A line under the heading. */
  intro?: ReactNode;
  /** The section's classes: a bordered card unless told otherwise. */
  className?: string;
  children: ReactNode;
}

/** A portal page's section: a region named by its <h2>, an optional intro line, then its content. */
export function Panel({ id, title, intro, className = "rounded-lg border border-line bg-surface p-4", children }: PanelProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-ink-muted">{intro}</p>}
      {children}
    </section>
  );
}
