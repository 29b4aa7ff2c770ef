import { type ReactNode, type RefObject, useEffect, useRef } from "react";

export interface ErrorSummaryProps {
  /** The summary sentence ("Check the highlighted fields."). */
  message: ReactNode;
  /** Each field's error: a link that moves the focus to the field. */
  errors?: ReadonlyArray<{ id: string; text: ReactNode }>;
  /** Takes the focus when it appears (after a submit), so keyboard users land on it. */
  focusOnShow?: boolean;
  className?: string;
}

/**
 * The form-level error summary shown above a form after a failed submit:
 * announced at once (role="alert"), optionally listing each field's error as
 * a link to that field.
 */
export function ErrorSummary({ message, errors = [], focusOnShow = false, className }: ErrorSummaryProps) {
  const box: RefObject<HTMLDivElement | null> = useRef(null);
  useEffect(() => {
    if (focusOnShow) box.current?.focus();
  }, [focusOnShow]);
  return (
    <div
      ref={box}
      role="alert"
      tabIndex={focusOnShow ? -1 : undefined}
      className={className ?? "rounded-md border border-danger p-3 text-sm text-danger"}
    >
      <p>{message}</p>
      {errors.length > 0 && (
        <ul className="mt-2 list-disc ps-5">
          {errors.map((error) => (
            <li key={error.id}>
              <a
                href={`#${error.id}`}
                className="underline"
                onClick={(event) => {
                  const field = document.getElementById(error.id);
                  if (!field) return;
                  event.preventDefault();
                  field.focus();
                }}
              >
                {error.text}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
