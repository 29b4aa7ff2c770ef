import { type FormEvent, useCallback, useRef, useState } from "react";
import { toast, type ToastMessage } from "~/components/ui/toast";
import type { FormErrors } from "./use-submission-form";

export type { FormErrors } from "./use-submission-form";

/** The first field, in the order of the form, that has an error (where focus goes). */
export function firstInvalid<F extends string>(order: readonly F[], errors: FormErrors<F>): F | undefined {
  return order.find((field) => errors[field] !== undefined);
}

/**
 * One send per click: `run(work)` does nothing while an earlier run is still going. A ref, not
 * state, so that a second click in the same frame (before React re-renders a disabled button) is
 * caught too. (`useSubmissionForm` keeps its own copy of these few lines: sharing a module with the
 * portal made it a chunk of its own, +0.3 KB gzip on the contact page — decision 0019.)
 */
export function useSingleFlight() {
  const inFlight = useRef(false);
  return useCallback(async (work: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await work();
    } finally {
      inFlight.current = false;
    }
  }, []);
}

/** What a refused form shows: errors under its fields (focus goes to the first) and/or a toast. */
export interface FormFailure<F extends string> {
  errors?: FormErrors<F>;
  /** Already translated, or a translation key. */
  toast?: ToastMessage;
}

export interface FormSubmitOptions<V, F extends string> {
  /** The values to check and save, read from the submitted form (its FormData) or the form's state; null: nothing to send (e.g. the browser's `required` check already says what is missing). */
  read(form: HTMLFormElement): V | null;
  /** The fields in the order of the form: focus goes to the first with an error. */
  order?: readonly F[];
  /** The id of the control that takes the focus for a field's error (none: focus stays). */
  controlId?(field: F, values: V): string | undefined;
  /** The form's rules, before anything is sent: field errors (each a code, worded by `message`) and/or a toast. */
  validate?(values: V): FormFailure<F>;
  /** Sends the values once they pass (busy meanwhile). A refusal the form expects is returned (a wrong code); anything else is thrown. */
  save(values: V, form: HTMLFormElement): Promise<FormFailure<F> | void>;
  /** What a thrown error shows: a known one mapped to a field error (a taken name) and/or its own toast; by default the `failureMessage` toast. */
  onError?(error: unknown, values: V): FormFailure<F> | void;
  /** The toast of a failed save. */
  failureMessage?: ToastMessage;
  /** The id of the form's toasts (a later one replaces the earlier). */
  toastId?: string;
  /** A field's error text from its code (default: the code itself, when the errors are texts already). */
  message?(field: F, code: string): string;
}

/**
 * One staff-portal form from Save to saved — the portal's way of submitting (decision 0019): reads
 * the values, checks them, shows the errors and moves focus to the first invalid field (in the
 * form's order), sends once per click (a second Save while busy is ignored), and on failure shows the
 * field errors and/or a toast and leaves busy. The kit's fields take `errorText(field)` as `error`,
 * which wires aria-invalid and aria-describedby.
 */
export function useFormSubmit<V, F extends string>(options: FormSubmitOptions<V, F>) {
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const [busy, setBusy] = useState(false);
  const singleFlight = useSingleFlight();

  const show = (failure: FormFailure<F>, values: V) => {
    if (failure.toast !== undefined) toast.error(failure.toast, options.toastId ? { id: options.toastId } : undefined);
    const found = failure.errors ?? {};
    setErrors(found);
    const first = firstInvalid(options.order ?? (Object.keys(found) as F[]), found);
    const id = first && options.controlId?.(first, values);
    if (id) document.getElementById(id)?.focus();
    return first !== undefined || failure.toast !== undefined;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    return singleFlight(async () => {
      const values = options.read(form);
      if (values === null) return;
      if (show(options.validate?.(values) ?? {}, values)) return;
      setBusy(true);
      let failure: FormFailure<F> | void;
      try {
        failure = await options.save(values, form);
      } catch (error) {
        console.warn(error);
        failure = options.onError?.(error, values) ?? { toast: options.failureMessage };
      }
      if (failure) show(failure, values);
      setBusy(false);
    });
  };

  const errorText = (field: F) => {
    const code = errors[field];
    return code === undefined ? undefined : options.message ? options.message(field, code) : code;
  };

  return {
    errors,
    /** Shows errors from outside a submit (e.g. a refused file as soon as it is chosen). */
    setErrors,
    /** A field's error text, or undefined: give it to the kit's field as `error`. */
    errorText,
    busy,
    /** The <form>'s onSubmit: `onSubmit={(e) => void onSubmit(e)}`. */
    onSubmit,
  };
}
