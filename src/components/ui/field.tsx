import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { useTranslation } from "react-i18next";
import { hint as hintClass, fieldError, input as inputClass, siteHint, siteLabel } from "./styles";

/** What a control inside a <Field> receives: its id and the ARIA wiring to the field's texts. */
export interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
}

/** A field's character counter: by default "n/max characters", read politely as it changes. */
export interface FieldCounter {
  count: number;
  max: number;
  /** Its own wording (a feature's translation) instead of "n/max characters". */
  text?: ReactNode;
  className?: string;
  /** Announce each change (aria-live="polite"); default true. */
  live?: boolean;
}

export interface FieldProps {
  /** The control's id; the hint, error and counter ids derive from it. */
  id: string;
  label: ReactNode;
  /** Help text under the control (linked by aria-describedby). */
  hint?: ReactNode;
  /** The error, already translated; makes the control aria-invalid and is read with it. */
  error?: ReactNode;
  /** Shows the required mark (a visible *, "(required)" for screen readers). */
  required?: boolean;
  /**
   * How the required mark is given: "announced" (default) shows * and reads "(required)" in the label;
   * "visual" shows * only, for forms whose note says what * means (the control is aria-required either way).
   */
  requiredMark?: "announced" | "visual";
  /** Shows "(optional)" after the label of a field that is not required. */
  markOptional?: boolean;
  /** A "n/max characters" counter under the control. */
  counter?: FieldCounter;
  labelClassName?: string;
  hintClassName?: string;
  errorClassName?: string;
  className?: string;
  /** The control, given its id and ARIA attributes. */
  children: (control: FieldControlProps) => ReactNode;
}

/** The ids a field's texts use, and the control's aria-describedby (hint, counter, then error). */
export function fieldIds(id: string, parts: { hint?: boolean; error?: boolean; counter?: boolean }) {
  const ids = { hint: `${id}-hint`, error: `${id}-error`, counter: `${id}-counter` };
  const describedBy =
    [parts.hint ? ids.hint : "", parts.counter ? ids.counter : "", parts.error ? ids.error : ""].filter(Boolean).join(" ") ||
    undefined;
  return { ...ids, describedBy };
}

/**
 * One form field: its label (with the required or optional mark), the control,
 * a hint, a character counter and the inline error, all tied to the control by
 * aria-describedby; an error makes the control aria-invalid.
 */
export function Field({
  id,
  label,
  hint,
  error,
  required,
  requiredMark = "announced",
  markOptional,
  counter,
  labelClassName,
  hintClassName,
  errorClassName,
  className,
  children,
}: FieldProps) {
  const { t } = useTranslation("common");
  const ids = fieldIds(id, { hint: Boolean(hint), error: Boolean(error), counter: Boolean(counter) });
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName ?? "block text-sm font-medium text-ink"}>
        {label}
        {required && requiredMark === "visual" ? (
          <>
            {" "}
            <span className="text-danger" aria-hidden="true">
              *
            </span>
          </>
        ) : required ? (
          <>
            {" "}
            <span className="text-danger">
              <span aria-hidden="true">*</span>
              <span className="sr-only">{t("ui.required")}</span>
            </span>
          </>
        ) : markOptional ? (
          <>
            {" "}
            <span className="font-normal text-ink-muted">{t("ui.optional")}</span>
          </>
        ) : null}
      </label>
      {children({
        id,
        // Only the attributes that apply, so that a control's own aria-required is not overwritten.
        ...(ids.describedBy ? { "aria-describedby": ids.describedBy } : {}),
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(required ? { "aria-required": true as const } : {}),
      })}
      {hint && (
        <p id={ids.hint} className={hintClassName ?? hintClass}>
          {hint}
        </p>
      )}
      {counter && (
        <p id={ids.counter} className={counter.className ?? hintClass} aria-live={counter.live === false ? undefined : "polite"}>
          {counter.text ?? t("ui.characters", { count: counter.count, max: counter.max })}
        </p>
      )}
      {error && (
        <p id={ids.error} className={errorClassName ?? fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The public site's field look (spread it on a field): a semibold label, small hints, "(optional)" on fields that are not required. */
export const siteFieldLook = { labelClassName: siteLabel, hintClassName: siteHint, markOptional: true } as const;

type Shared = Omit<FieldProps, "children" | "id"> & { id: string };

/**
 * Splits a labelled control's props: what <Field> takes, and what goes on the control itself
 * (`required` goes to both: the label's mark and the control's own attribute).
 */
function splitProps<P extends Shared & { inputClassName?: string }>(props: P) {
  const { id, label, hint, error, requiredMark, markOptional, counter, labelClassName, hintClassName, errorClassName, className, inputClassName, ...rest } =
    props;
  const field = { id, label, hint, error, required: rest.required, requiredMark, markOptional, counter, labelClassName, hintClassName, errorClassName, className };
  return { field, inputClassName, rest };
}

type TextFieldProps = Shared &
  Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> & { inputClassName?: string; ref?: Ref<HTMLInputElement> };

/** A labelled text input (type text, email, tel, url, date, number…). */
export function TextField(props: TextFieldProps) {
  const { field, inputClassName, rest } = splitProps(props);
  return (
    <Field {...field}>
      {(control) => <input type="text" {...rest} {...control} className={inputClassName ?? inputClass} />}
    </Field>
  );
}

/** A labelled date input (yyyy-mm-dd). */
export function DateField(props: Omit<TextFieldProps, "type">) {
  return <TextField {...props} type="date" />;
}

type TextAreaFieldProps = Shared &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className"> & { inputClassName?: string; ref?: Ref<HTMLTextAreaElement> };

/** A labelled textarea; with `counter`, "n/max characters" is shown and read with it. */
export function TextAreaField(props: TextAreaFieldProps) {
  const { field, inputClassName, rest } = splitProps(props);
  return <Field {...field}>{(control) => <textarea {...rest} {...control} className={inputClassName ?? inputClass} />}</Field>;
}

type SelectFieldProps = Shared &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className"> & {
    inputClassName?: string;
    children: ReactNode;
    ref?: Ref<HTMLSelectElement>;
  };

/** A labelled select; its options are the children. */
export function SelectField(props: SelectFieldProps) {
  const {
    field,
    inputClassName,
    rest: { children, ...rest },
  } = splitProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <select {...rest} {...control} className={inputClassName ?? inputClass}>
          {children}
        </select>
      )}
    </Field>
  );
}

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
};

/** A checkbox with its label beside it, an optional hint and error. */
export function CheckboxField({ id, label, hint, error, className, ...rest }: CheckboxFieldProps) {
  const ids = fieldIds(id, { hint: Boolean(hint), error: Boolean(error) });
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          type="checkbox"
          {...rest}
          id={id}
          aria-describedby={ids.describedBy}
          aria-invalid={error ? true : undefined}
          className="mt-1 size-4 accent-[var(--brand)]"
        />
        <label htmlFor={id} className="text-sm text-ink">
          {label}
        </label>
      </div>
      {hint && (
        <p id={ids.hint} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.error} className={fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
