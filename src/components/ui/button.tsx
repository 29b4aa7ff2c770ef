import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { SpinnerIcon } from "./icons";
import { dangerButton, primaryButton, secondaryButton, successButton } from "./styles";

const variants = { primary: primaryButton, secondary: secondaryButton, danger: dangerButton, success: successButton } as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  /** While true the button is disabled, aria-busy, shows a spinner and `busyLabel` instead of its text. */
  busy?: boolean;
  busyLabel?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** A button in one of the shared styles (type="button" unless told), with a busy state for actions in flight. */
export function Button({ variant = "secondary", busy = false, busyLabel, disabled, className, children, type = "button", ref, ...rest }: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={className ?? variants[variant]}
      {...rest}
    >
      {busy && <SpinnerIcon size={16} />}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}
