/** Class names of the portal's shared controls: buttons, fields, badges (design tokens from app.css). */
export const button =
  "inline-flex items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-60";
export const primaryButton = `${button} bg-brand text-white hover:bg-brand-strong`;
export const secondaryButton = `${button} border border-line bg-surface text-ink hover:bg-surface-muted`;
export const dangerButton = `${button} bg-danger text-white hover:opacity-90`;
export const successButton = `${button} bg-success text-white hover:opacity-90`;
export const input =
  "mt-1 block w-full rounded-md border border-line bg-surface px-3 py-2 text-ink shadow-sm focus:border-brand aria-[invalid=true]:border-danger";
export const label = "block text-sm font-medium text-ink";
export const hint = "mt-1 text-sm text-ink-muted";
export const fieldError = "mt-1 text-sm text-danger";

/** The public site's fields: a semibold label and small hints (its inputs use `input`). */
export const siteLabel = "block text-sm font-semibold text-ink";
export const siteHint = "mt-1 text-xs text-ink-muted";
