import { useCallback, useRef } from "react";

/** A form's field errors: each field's error (a rule's code or the text to show), by field name. */
export type FormErrors<F extends string> = Partial<Record<F, string>>;

/** The first field, in the order of the form, that has an error (where focus goes). */
export function firstInvalid<F extends string>(order: readonly F[], errors: FormErrors<F>): F | undefined {
  return order.find((field) => errors[field] !== undefined);
}

/**
 * One send per click: `run(work)` does nothing while an earlier run is still going. A ref, not
 * state, so that a second click in the same frame (before React re-renders a disabled button) is
 * caught too. Shared by `useSubmissionForm` (public forms) and `useFormSubmit` (the staff portal).
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
