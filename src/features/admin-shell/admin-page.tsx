import type { ReactNode } from "react";

/** A section page inside the portal layout: its heading, then its content. */
export function AdminPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {children}
    </div>
  );
}
