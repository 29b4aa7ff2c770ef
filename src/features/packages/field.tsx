import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";

export const inputClass =
  "mt-1 block w-full rounded-md border bg-surface px-3 py-2 text-ink shadow-sm focus:border-brand aria-[invalid=true]:border-danger";

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  /** The error text (already worded). */
  error?: string;
  hint?: string;
  children: ReactNode;
}

/** A label, the control, an optional hint and the inline error (linked by aria-describedby). */
function FieldShell({ id, label, required, error, hint, children }: FieldShellProps) {
  const { t } = useTranslation("packages");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}{" "}
        {required ? (
          <span className="text-danger">
            <span aria-hidden="true">*</span>
            <span className="sr-only">{t("quote.required")}</span>
          </span>
        ) : (
          <span className="font-normal text-ink-muted">{t("quote.optional")}</span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
};

export function TextField({ id, label, error, hint, required, className, inputRef, ...props }: InputProps) {
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint}>
      <input
        ref={inputRef}
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${inputClass} ${error ? "border-danger" : "border-line"} ${className ?? ""}`}
        {...props}
      />
    </FieldShell>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  inputRef?: Ref<HTMLTextAreaElement>;
};

export function TextAreaField({ id, label, error, hint, inputRef, ...props }: TextAreaProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <textarea
        ref={inputRef}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${inputClass} ${error ? "border-danger" : "border-line"}`}
        {...props}
      />
    </FieldShell>
  );
}
