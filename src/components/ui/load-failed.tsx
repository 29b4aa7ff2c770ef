import type { ReactNode } from "react";

export interface LoadFailedProps {
  /** The page's <h1>. */
  title: ReactNode;
  /** What went wrong, announced: a `status` (the default), or an `alert` when the visitor asked for this page and it failed. */
  message: ReactNode;
  role?: "status" | "alert";
  /** The way on (a link back), under the message with its own margin. */
  action?: ReactNode;
  /** When given, the block is a region named by its heading (aria-labelledby). */
  headingId?: string;
  as?: "section" | "article";
  /** The box's width, vertical padding and text alignment. */
  width?: "max-w-2xl" | "max-w-3xl";
  space?: "py-16" | "py-20";
  align?: "text-center" | "text-start";
}

/** A page whose content could not be loaded (or was not found): its heading, a notice and a way back. */
export function LoadFailed({
  title,
  message,
  role = "status",
  action,
  headingId,
  as: Tag = "section",
  width = "max-w-3xl",
  space = "py-16",
  align = "text-center",
}: LoadFailedProps) {
  return (
    <Tag aria-labelledby={headingId} className={`mx-auto ${width} px-4 ${space} ${align}`}>
      <h1 id={headingId} className="text-3xl font-bold text-navy">
        {title}
      </h1>
      <p role={role} className="mt-4 text-ink-muted">
        {message}
      </p>
      {action}
    </Tag>
  );
}
