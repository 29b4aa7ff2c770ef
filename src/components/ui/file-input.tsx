import type { InputHTMLAttributes, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "./field";

type FileInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "className"> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Upload progress, 0 to 100, while a chosen file is being sent; undefined otherwise. */
  progress?: number;
  /** What is shown before the input (the current file, a Remove button). */
  before?: ReactNode;
  className?: string;
};

/**
 * A labelled file input with its hint and error (Field), and a progress bar
 * (a labelled <progress>, its percentage read by screen readers) while the
 * file uploads.
 */
export function FileInput({ id, label, hint, error, required, progress, before, className, ...rest }: FileInputProps) {
  const { t } = useTranslation("common");
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={className}>
      {(control) => (
        <>
          {before}
          <input
            type="file"
            {...rest}
            {...control}
            className="mt-1 block w-full text-sm file:me-3 file:rounded-md file:border file:border-line file:bg-surface file:px-3 file:py-2 file:text-ink"
          />
          {progress !== undefined && (
            <progress
              max={100}
              value={Math.max(0, Math.min(100, Math.round(progress)))}
              aria-label={t("ui.uploadProgress")}
              className="mt-2 block h-2 w-full accent-[var(--brand)]"
            />
          )}
        </>
      )}
    </Field>
  );
}
