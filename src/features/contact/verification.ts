/**
 * The human-verification question (spec section 5): one of 10 simple questions; the answer is
 * compared case-insensitively after trimming. The texts are translations
 * (contact:verification.questions.<id>.question, and .answers: accepted answers separated by "|").
 */
export const QUESTION_IDS = ["q1", "q2", "q3", "q4", "q5", "q6", "q7", "q8", "q9", "q10"] as const;
export type QuestionId = (typeof QUESTION_IDS)[number];

/** A random question other than `current` (so a wrong answer always brings a new question). */
export function pickQuestion(current?: QuestionId, random: () => number = Math.random): QuestionId {
  const choices = current ? QUESTION_IDS.filter((id) => id !== current) : QUESTION_IDS;
  return choices[Math.min(choices.length - 1, Math.floor(random() * choices.length))]!;
}

/** Case, surrounding spaces and the digit script (Arabic-Indic, Persian, Western) do not matter. */
const normalise = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));

/** Whether `answer` is one of the accepted answers ("7|seven"), ignoring case and surrounding spaces. */
export function isCorrectAnswer(answer: string, accepted: string): boolean {
  const given = normalise(answer);
  return given !== "" && accepted.split("|").some((option) => normalise(option) === given);
}
