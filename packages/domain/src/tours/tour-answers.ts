/**
 * Booking questions of a guided tour (SPEC §3 Answer, §5 "all mandatory fields must be answered").
 * Pure: the tour form checks answers before adding to the basket, the server before holding places.
 */

export const QUESTION_TYPES = ['radio', 'select', 'checkbox', 'text', 'textarea', 'number'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Longest accepted answer per text type, in characters (docs/pricing-and-capacity.md). */
export const ANSWER_MAX_LENGTH = { text: 200, textarea: 2000 } as const;

export interface QuestionRule {
  id: number;
  type: QuestionType;
  required: boolean;
  /** Choice types: the option ids a value may name. */
  options?: readonly { id: number }[];
  /** Number type: inclusive bounds when set. */
  min?: number | null;
  max?: number | null;
}

export interface AnswerInput {
  qId: number;
  type?: string;
  value: unknown;
}

export type AnswersCheck =
  | { ok: true }
  | { ok: false; code: 'ANSWERS_REQUIRED' | 'ANSWER_INVALID'; questionIds: number[] };

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** A number answer from a number or a form field's text; undefined when it is not numeric. */
export const numericAnswer = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && NUMERIC.test(value.trim())) return Number(value.trim());
  return undefined;
};

/** Whether a value counts as an answer at all: empty text, no choice and an empty list do not. */
export const isAnswered = (value: unknown): boolean => {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
};

const optionIds = (question: QuestionRule): Set<number> => new Set((question.options ?? []).map((option) => option.id));

/**
 * SPEC §3 answer values: radio and select one option id, checkbox a list of distinct option ids,
 * text and textarea a string up to their length limit, number a numeric value within its bounds.
 */
export const isAnswerValid = (question: QuestionRule, value: unknown): boolean => {
  switch (question.type) {
    case 'radio':
    case 'select':
      return typeof value === 'number' && optionIds(question).has(value);
    case 'checkbox': {
      if (!Array.isArray(value)) return false;
      const ids = optionIds(question);
      return new Set(value).size === value.length && value.every((id) => typeof id === 'number' && ids.has(id));
    }
    case 'text':
    case 'textarea':
      return typeof value === 'string' && value.trim().length <= ANSWER_MAX_LENGTH[question.type];
    case 'number': {
      const number = numericAnswer(value);
      if (number === undefined) return false;
      return (question.min === null || question.min === undefined || number >= question.min) && (question.max === null || question.max === undefined || number <= question.max);
    }
  }
};

/**
 * Checks a booking's answers against its tour's questions: every mandatory question answered
 * (ANSWERS_REQUIRED), every given answer valid for its question and type, no unknown or repeated
 * question (ANSWER_INVALID). Missing answers are reported first, as the form shows them first.
 */
export const checkAnswers = (questions: readonly QuestionRule[], answers: readonly AnswerInput[]): AnswersCheck => {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const seen = new Set<number>();
  const invalid: number[] = [];
  for (const answer of answers) {
    const question = byId.get(answer.qId);
    const repeated = seen.has(answer.qId);
    seen.add(answer.qId);
    if (question === undefined || repeated || (answer.type !== undefined && answer.type !== question.type)) invalid.push(answer.qId);
    else if (isAnswered(answer.value) && !isAnswerValid(question, answer.value)) invalid.push(answer.qId);
  }
  const given = new Map(answers.map((answer) => [answer.qId, answer.value]));
  const missing = questions.filter((question) => question.required && !isAnswered(given.get(question.id))).map((question) => question.id);
  if (missing.length > 0) return { ok: false, code: 'ANSWERS_REQUIRED', questionIds: missing };
  if (invalid.length > 0) return { ok: false, code: 'ANSWER_INVALID', questionIds: [...new Set(invalid)] };
  return { ok: true };
};
