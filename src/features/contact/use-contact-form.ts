import { useCallback, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/components/ui/toast";
import { type SubmissionFormOptions, type SubmitFailure, useSubmissionForm } from "~/lib/forms/use-submission-form";
import type { SubmissionKind } from "~/lib/submissions/kinds";
import { answerErrors, errorKey } from "./validation";
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
export function failureMessageKey(result: SubmitFailure): string {
  switch (result.reason) {
    case "network":
      return "submit.network";
    case "rate-limited":
      return "submit.rateLimited";
    case "slot-taken":
      return "submit.slotTaken";
    case "slot-unavailable":
      return "submit.slotUnavailable";
    case "invalid":
      return "submit.invalid";
    default:
      return "submit.failed";
  }
}

type ContactFormOptions<K extends SubmissionKind, V extends { answer: string } & Record<string, string>> = Omit<
  SubmissionFormOptions<K, V>,
  "errorMessage" | "failureMessage" | "extraErrors" | "beforeSend"
>;

/**
 * A contact form (the shared submission form, src/lib/forms) plus this page's verification
 * question: required, checked before sending; a wrong answer brings a new, empty question.
 */
export function useContactForm<K extends SubmissionKind, V extends { answer: string } & Record<string, string>>(
  options: ContactFormOptions<K, V>,
) {
  const { t } = useTranslation("contact");
  const { question, next: nextQuestion } = useVerificationQuestion();
  const form = useSubmissionForm<K, V>({
    ...options,
    errorMessage: (field, code) => t(`errors.${errorKey(field, code)}`),
    failureMessage: (result) => t(failureMessageKey(result)),
    extraErrors: (values) => answerErrors(values) as Partial<Record<keyof V & string, string>>,
    beforeSend(values) {
      if (isCorrectAnswer(values.answer, t(`verification.questions.${question}.answers`))) return true;
      toast.error(t("errors.verificationIncorrect"), { id: `form:${options.draftKey}` });
      nextQuestion();
      form.setValues((current) => ({ ...current, answer: "" }));
      form.setFieldError("answer" as keyof V & string, "verificationIncorrect");
      return false;
    },
    onSuccess(values) {
      nextQuestion();
      options.onSuccess(values);
    },
  });
  return { ...form, question, questionText: t(`verification.questions.${question}.question`) };
}
