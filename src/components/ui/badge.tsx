import type { ReactNode } from "react";

/** Text and background pairs that pass WCAG AA contrast (design tokens from app.css). */
export const badgeTones = {
  neutral: "bg-surface-muted text-ink",
  info: "bg-brand-soft text-navy",
  warning: "bg-accent text-navy",
  success: "bg-success text-white",
  danger: "bg-danger text-white",
} as const;

export type BadgeTone = keyof typeof badgeTones;

/** A small status pill. The text carries the meaning; the colour only repeats it. */
export function Badge({ tone = "neutral", children, ...rest }: { tone?: BadgeTone; children: ReactNode; [data: `data-${string}`]: string | undefined }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${badgeTones[tone]}`} {...rest}>
      {children}
    </span>
  );
}
