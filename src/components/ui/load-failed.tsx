import type { ReactNode } from "react";

export interface LoadFailedProps {
  /** The page's <h1>. */
  title: ReactNode;
  /** What went wrong, announced: `status` (the default) or `alert` when the visitor asked for this page and it failed. */
  message: ReactNode;
  role?: "status" | "alert";
  /** The way on (a link back), placed under the message with its own margin. */
  action?: ReactNode;
  /** When given, the block is a region named by its heading (aria-labelledby). */
  headingId?: string;
  as?: "section" | "article";
  /** The box: `3xl` or `2xl` wide; its vertical padding; centred text or not. */
  width?: "2xl" | "3xl";
  space?: "py-16" | "py-20";
  align?: "center" | "start";
}

/** A page whose content could not be loaded (or was not found): its heading, a notice and a way back. */
export function LoadFailed({
  title,
  message,
  role = "status",
  action,
  headingId,
  as: Tag = "section",
  width = "3xl",
  space = "py-16",
  align = "center",
}: LoadFailedProps) {
  return (
    <Tag
      aria-labelledby={headingId}
      className={`mx-auto ${width === "2xl" ? "max-w-2xl" : "max-w-3xl"} px-4 ${space}${align === "center" ? " text-center" : ""}`}
    >
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
