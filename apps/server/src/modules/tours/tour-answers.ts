import { FIELD_MESSAGES, type Lang, type TourAnswer } from '@foyer/contract';
import { checkAnswers, isAnswered, numericAnswer } from '@foyer/domain';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.js';
import type { LangContext } from '../../kernel/localize.js';
import { optionLabels, toQuestionRule } from './tour-dto.js';
import type { TourQuestionRow } from './tours.repository.js';
import { storedText } from '../../kernel/localize.js';

/** An answer as stored on order_lines.answers: the value sent and its text in the order language, for mail and PDF. */
export const storedAnswerSchema = z.object({
  qId: z.number().int(),
  type: z.string(),
  question: z.string(),
  value: z.union([z.number(), z.string(), z.array(z.number())]),
  answer: z.string(),
});
export type StoredAnswer = z.infer<typeof storedAnswerSchema>;

/** What order_lines.details holds for a guidedTour line: the tour and slot, who takes part and the answers given. */
export const tourLineDetailsSchema = z.object({
  tourId: z.number().int(),
  timeslotId: z.number().int(),
  participants: z.number().int().nonnegative(),
  answers: z.array(storedAnswerSchema),
});

const display = (row: TourQuestionRow, value: StoredAnswer['value'], ctx: LangContext): string => {
  const labels = optionLabels(row, ctx);
  if (Array.isArray(value)) return value.map((id) => labels.get(id) ?? String(id)).join(', ');
  if (typeof value === 'number' && labels.size > 0) return labels.get(value) ?? String(value);
  return String(value).trim();
};

/**
 * Checks a tour line's answers against the tour's questions (SPEC §5 "all mandatory fields must be
 * answered") and answers them ready to store: 422 ANSWERS_REQUIRED or ANSWER_INVALID otherwise,
 * with the questions concerned under `errors["answers.<id>"]`.
 */
export const resolveAnswers = (questions: TourQuestionRow[], answers: readonly TourAnswer[], lang: Lang, ctx: LangContext): StoredAnswer[] => {
  const check = checkAnswers(questions.map(toQuestionRule), answers);
  if (!check.ok) {
    const message = FIELD_MESSAGES[lang][check.code === 'ANSWERS_REQUIRED' ? 'required' : 'invalid'];
    throw new DomainError(check.code, { errors: Object.fromEntries(check.questionIds.map((id) => [`answers.${id}`, [message]])) });
  }
  const stored: StoredAnswer[] = [];
  for (const row of questions) {
    const given = answers.find((answer) => answer.qId === row.id)?.value;
    if (given === undefined || given === null || !isAnswered(given)) continue;
    const value = row.type === 'number' ? (numericAnswer(given) ?? 0) : typeof given === 'string' ? given.trim() : given;
    stored.push({ qId: row.id, type: row.type, question: storedText(row.label, ctx), value, answer: display(row, value, ctx) });
  }
  return stored;
};
