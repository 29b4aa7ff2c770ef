import type { ReactNode } from "react";

/** A portal list's top line: the live status (loading, failed, or how many) and the list's actions (Add…). */
export function ListToolbar({ status, children }: { status: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <p role="status" aria-live="polite" className="text-sm text-ink-muted">
        {status}
      </p>
      {children}
    </div>
  );
}

/** The dashed box that stands for a list with nothing in it. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-line p-6 text-center text-ink-muted">{children}</p>;
}
