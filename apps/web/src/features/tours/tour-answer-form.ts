import type { TourAnswer, TourQuestion } from '@foyer/contract';
import { checkAnswers, isAnswered, numericAnswer } from '@foyer/domain';

/** One booking answer: the SPEC §3 wire value, plus the question and answer texts the basket shows. */
export interface BookingAnswer {
  qId: number;
  type: TourQuestion['type'];
  value: Exclude<TourAnswer['value'], null>;
  question: string;
  answer: string;
}

/** What the question fields hold: option ids as text (radio, select), a list of ids (checkbox) or typed text. */
export type AnswerValues = Readonly<Record<number, string | readonly number[]>>;

const wireValue = (question: TourQuestion, value: string | readonly number[]): BookingAnswer['value'] | undefined => {
  if (Array.isArray(value)) return [...value];
  const text = String(value).trim();
  if (text === '') return undefined;
  if (question.type === 'radio' || question.type === 'select') return Number(text);
  if (question.type === 'number') return numericAnswer(text) ?? text;
  return text;
};

const answerText = (question: TourQuestion, value: BookingAnswer['value']): string => {
  const label = (id: number) => question.options?.find((option) => option.id === id)?.label ?? String(id);
  if (Array.isArray(value)) return value.map(label).join(', ');
  if (question.type === 'radio' || question.type === 'select') return label(Number(value));
  return String(value);
};

/** SPEC §3 answers of the filled-in questions, with the texts the basket shows; unanswered ones are left out. */
export const toAnswers = (questions: readonly TourQuestion[], values: AnswerValues): BookingAnswer[] =>
  questions.flatMap((question) => {
    const raw = values[question.id];
    const value = raw === undefined ? undefined : wireValue(question, raw);
    if (value === undefined || !isAnswered(value)) return [];
    return [{ qId: question.id, type: question.type, value, question: question.label, answer: answerText(question, value) }];
  });

export interface AnswerErrors {
  /** "All mandatory fields must be answered" (SPEC §5) or a bad answer. */
  code: 'ANSWERS_REQUIRED' | 'ANSWER_INVALID';
  /** Question id -> what is wrong with it. */
  fields: Readonly<Record<number, 'required' | 'invalid'>>;
}

/** The domain's answer check (the server's too) on the form: which questions still need an answer, or a valid one. */
export const answerErrors = (questions: readonly TourQuestion[], answers: readonly BookingAnswer[]): AnswerErrors | null => {
  const result = checkAnswers(questions, answers);
  if (result.ok) return null;
  const problem = result.code === 'ANSWERS_REQUIRED' ? 'required' : 'invalid';
  return { code: result.code, fields: Object.fromEntries(result.questionIds.map((id) => [id, problem])) };
};
