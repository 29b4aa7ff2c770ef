import { type FormEvent, useCallback, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/components/ui/toast";
import {
  type SubmissionFieldsByKind,
  type SubmissionKind,
  type SubmitResult,
  createSubmission,
} from "~/lib/submissions";
import { type Errors, type FieldError, firstInvalid } from "./validation";
import { type QuestionId, isCorrectAnswer, pickQuestion } from "./verification";

const noSubscription = () => () => {};
/** One random first question per page load, chosen in the browser (prerendered HTML shows q1). */
let browserFirstQuestion: QuestionId | undefined;
const firstQuestion = () => (browserFirstQuestion ??= pickQuestion());

/** The verification question: q1 while prerendering and hydrating, then a random one; `next()` changes it. */
export function useVerificationQuestion() {
  const initial = useSyncExternalStore(noSubscription, firstQuestion, () => "q1" as const);
  const [current, setCurrent] = useState<QuestionId | null>(null);
  const question = current ?? initial;
  const next = useCallback(() => setCurrent(pickQuestion(question)), [question]);
  return { question, next };
}

/** The submit-failure toast of each reason (spec section 8, plus the limit and the slot). */
export function failureMessageKey(result: Exclude<SubmitResult, { ok: true }>): string {
  switch (result.reason) {
    case "network":
      return "submit.network";
    case "rate-limited":
      return "submit.rateLimited";
    case "slot-taken":
      return "submit.slotTaken";
    case "invalid":
      return "submit.invalid";
    default:
      return "submit.failed";
  }
}

interface Options<K extends SubmissionKind, V extends { answer: string }> {
  kind: K;
  initial: V;
  /** Fields in the order of the form (focus goes to the first invalid one). */
  order: readonly (keyof V & string)[];
  validate(values: V): Errors<keyof V & string>;
  toFields(values: V): SubmissionFieldsByKind[K];
  /** After a stored submission, with the values sent (the form is cleared). */
  onSuccess(values: V): void;
  /** A failure the form handles itself (e.g. a taken slot); return true when handled. */
  onFailure?(result: Exclude<SubmitResult, { ok: true }>, values: V): boolean | void;
}

/**
 * A contact form's state and its submit: validation with focus on the first invalid field, the
 * verification question, the honeypot, one send per click (and one stored row per filled form,
 * however often it is retried), the spec's toasts on failure, with everything typed kept.
 */
export function useContactForm<K extends SubmissionKind, V extends { answer: string }>(options: Options<K, V>) {
  const { t } = useTranslation("contact");
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<Errors<keyof V & string>>({});
  const [pending, setPending] = useState(false);
  const [submission] = useState(() => createSubmission(options.kind));
  const { question, next: nextQuestion } = useVerificationQuestion();
  const elements = useRef(new Map<string, HTMLElement | null>());
  const honeypot = useRef<HTMLInputElement>(null);

  const set = useCallback(
    <F extends keyof V & string>(field: F) =>
      (value: V[F]) => {
        setValues((current) => ({ ...current, [field]: value }));
        setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
      },
    [],
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

  const setFieldError = (field: keyof V & string, error: FieldError) => {
    setErrors((current) => ({ ...current, [field]: error }));
    focus(field);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || submission.pending) return;
    const found = options.validate(values);
    setErrors(found);
    const first = firstInvalid(options.order, found);
    if (first) {
      focus(first);
      return;
    }
    const accepted = t(`verification.questions.${question}.answers`);
    if (!isCorrectAnswer(values.answer, accepted)) {
      toast.error(t("errors.verificationIncorrect"));
      nextQuestion();
      setValues((current) => ({ ...current, answer: "" }));
      setFieldError("answer", "verificationIncorrect");
      return;
    }
    setPending(true);
    const sent = values;
    const result = await submission.submit(options.toFields(sent), { honeypot: honeypot.current?.value });
    setPending(false);
    if (result.ok) {
      setValues(options.initial);
      setErrors({});
      nextQuestion();
      options.onSuccess(sent);
      return;
    }
    if (options.onFailure?.(result, sent)) return;
    toast.error(t(failureMessageKey(result)));
  };

  const errorText = (field: keyof V & string) => {
    const key = errors[field];
    return key ? t(`errors.${key}`) : undefined;
  };

  return {
    values,
    setValues,
    set,
    errors,
    errorText,
    setFieldError,
    register,
    honeypot,
    question,
    questionText: t(`verification.questions.${question}.question`),
    pending,
    onSubmit,
  };
}
