import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { toast } from "~/components/ui/toast";
import type { SubmissionFieldsByKind, SubmissionKind, SubmitResult } from "../submissions/kinds";
import { loadSubmissionEngine } from "../submissions/load-engine";
import { newSubmissionId } from "../submissions/new-submission-id";
import { useHydrated } from "../use-hydrated";
import { clearDraft, readDraft, writeDraft } from "./drafts";

export type SubmitFailure = Exclude<SubmitResult, { ok: true }>;

/** A field's error: a rule's code (submissions/schemas.ts FieldErrorCode) or the form's own (e.g. "verificationIncorrect"). */
export type FormErrors<F extends string> = Partial<Record<F, string>>;

export interface SubmissionFormOptions<K extends SubmissionKind, V extends Record<string, string>> {
  kind: K;
  /** Where the draft is kept in sessionStorage (one per form, e.g. "contact-message"). */
  draftKey: string;
  /** The empty form. */
  initial: V;
  /** The fields in the order of the form: focus goes to the first with an error. */
  order: readonly (keyof V & string)[];
  /** The submission the values make (validated by the kind's schema, then sent). */
  toFields(values: V): SubmissionFieldsByKind[K];
  /** A field's error text, from the rule's code. */
  errorMessage(field: keyof V & string, code: string): string;
  /** The toast of a failed send. */
  failureMessage(result: SubmitFailure): string;
  /** Errors of fields the submission does not carry (e.g. the verification answer). */
  extraErrors?(values: V): FormErrors<keyof V & string>;
  /** Last check before sending, once every rule passes; false stops the send (e.g. a wrong answer). */
  beforeSend?(values: V): boolean;
  /** After a stored submission, with the values sent (the form is then emptied). */
  onSuccess(values: V): void;
  /** A failure the form handles itself (e.g. a taken slot); return true when handled. */
  onFailure?(result: SubmitFailure, values: V): boolean | void;
}

/**
 * One public form (contact message, appointment, quote, referral) from typing to sent — decision
 * 0019. It keeps what is typed in sessionStorage until it is sent; loads the submit code and the
 * Supabase client when the form is first touched, and again on Send if that failed (offline);
 * validates with the kind's zod schema (the rules Postgres enforces again), moving focus to the
 * first invalid field; sends once per click and stores one row per filled form, however often it is
 * retried; and on failure shows one toast (replacing the form's previous one) and keeps every value.
 */
export function useSubmissionForm<K extends SubmissionKind, V extends Record<string, string>>(options: SubmissionFormOptions<K, V>) {
  const { kind, draftKey, initial } = options;
  const hydrated = useHydrated();
  // null until the visitor changes something: then the form shows the draft this tab kept (read
  // after hydration, since the prerendered form is empty), or the empty form.
  const [edited, setEdited] = useState<V | null>(null);
  const [errors, setErrors] = useState<FormErrors<keyof V & string>>({});
  const [pending, setPending] = useState(false);
  const id = useRef<string | null>(null);
  const inFlight = useRef(false);
  const warmed = useRef(false);
  const elements = useRef(new Map<string, HTMLElement | null>());
  const honeypotElement = useRef<HTMLInputElement | null>(null);
  const toastId = `form:${draftKey}`;

  const restored = useCallback(() => readDraft(draftKey, initial)?.values ?? initial, [draftKey, initial]);
  const values = edited ?? (hydrated ? restored() : initial);
  const setValues = useCallback(
    (update: (current: V) => V) => setEdited((current) => update(current ?? restored())),
    [restored],
  );

  // Every change is kept in this tab's sessionStorage until the form is sent.
  useEffect(() => {
    if (edited === null) return;
    // A draft restored after a reload keeps its row id: a send retried then is still stored once.
    id.current ??= readDraft(draftKey, initial)?.id ?? null;
    const empty = (Object.keys(initial) as (keyof V)[]).every((field) => edited[field] === initial[field]);
    if (empty && id.current === null) clearDraft(draftKey);
    else writeDraft(draftKey, { id: id.current, values: edited });
  }, [edited, draftKey, initial]);

  /** Loads the submit code (and the Supabase client) the first time the form is touched. */
  const warmUp = useCallback(() => {
    if (warmed.current) return;
    warmed.current = true;
    loadSubmissionEngine().then(
      (engine) => engine.warmUp(),
      () => {
        warmed.current = false; // offline: Send loads it again
      },
    );
  }, []);

  const set = useCallback(
    <F extends keyof V & string>(field: F) =>
      (value: V[F]) => {
        setValues((current) => ({ ...current, [field]: value }));
        setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
      },
    [setValues],
  );

  /** A ref callback registering a field's control (for focus). */
  const register = useCallback(
    (field: keyof V & string) => (element: HTMLElement | null) => {
      elements.current.set(field, element);
    },
    [],
  );

  const focus = (field: string) => {
    // After React has rendered the error (aria-describedby), so it is announced with the field.
    requestAnimationFrame(() => elements.current.get(field)?.focus());
  };

  const setFieldError = (field: keyof V & string, code: string) => {
    setErrors((current) => ({ ...current, [field]: code }));
    focus(field);
  };

  const fail = (result: SubmitFailure) => toast.error(options.failureMessage(result), { id: toastId });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return; // a double click sends once
    inFlight.current = true;
    const sent = values;
    try {
      let engine;
      try {
        engine = await loadSubmissionEngine();
      } catch (error) {
        fail({ ok: false, reason: "network", message: error instanceof Error ? error.message : String(error) });
        return;
      }
      const fields = options.toFields(sent);
      const found: FormErrors<keyof V & string> = {
        ...(engine.validateFields(kind, fields) as FormErrors<keyof V & string>),
        ...options.extraErrors?.(sent),
      };
      setErrors(found);
      const first = options.order.find((field) => found[field] !== undefined);
      if (first) {
        focus(first);
        return;
      }
      if (options.beforeSend && !options.beforeSend(sent)) return;
      id.current ??= readDraft(draftKey, initial)?.id ?? newSubmissionId();
      writeDraft(draftKey, { id: id.current, values: sent });
      setPending(true);
      const result = await engine.submit(kind, fields, { id: id.current, honeypot: honeypotElement.current?.value });
      if (result.ok) {
        id.current = null;
        clearDraft(draftKey);
        toast.dismiss(toastId);
        setEdited(initial);
        setErrors({});
        options.onSuccess(sent);
        return;
      }
      if (options.onFailure?.(result, sent)) return;
      fail(result);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  const errorText = (field: keyof V & string) => {
    const code = errors[field];
    return code ? options.errorMessage(field, code) : undefined;
  };

  return {
    values,
    setValues,
    set,
    errors,
    errorText,
    setFieldError,
    register,
    /** The ref of the honeypot input. */
    honeypot: useCallback((element: HTMLInputElement | null) => {
      honeypotElement.current = element;
    }, []),
    pending,
    onSubmit,
    /** Spread on the <form>: the first focus inside loads the submit code. */
    // method "post": a form sent without its script (which says it needs one, ScriptRequiredNote)
    // never puts what was typed into the address bar and the server's logs.
    formProps: { onSubmit, onFocus: warmUp, noValidate: true, method: "post" },
  };
}
