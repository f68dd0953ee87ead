import { describe, expect, it } from 'vitest';
import { ANSWER_MAX_LENGTH, checkAnswers, isAnswerValid, isAnswered, numericAnswer, type QuestionRule } from './tour-answers.js';

const options = [{ id: 1 }, { id: 2 }, { id: 3 }];
const q = (id: number, type: QuestionRule['type'], required = true, extra: Partial<QuestionRule> = {}): QuestionRule => ({ id, type, required, options, ...extra });

describe('isAnswerValid (SPEC §3 Answer values)', () => {
  it.each([
    { type: 'radio', value: 2, valid: true },
    { type: 'radio', value: 9, valid: false },
    { type: 'radio', value: '2', valid: false },
    { type: 'select', value: 3, valid: true },
    { type: 'select', value: [3], valid: false },
    { type: 'checkbox', value: [1, 3], valid: true },
    { type: 'checkbox', value: [1, 1], valid: false },
    { type: 'checkbox', value: [4], valid: false },
    { type: 'checkbox', value: 1, valid: false },
    { type: 'text', value: 'Wheelchair', valid: true },
    { type: 'text', value: 'x'.repeat(ANSWER_MAX_LENGTH.text + 1), valid: false },
    { type: 'text', value: 12, valid: false },
    { type: 'textarea', value: 'x'.repeat(ANSWER_MAX_LENGTH.textarea), valid: true },
    { type: 'textarea', value: 'x'.repeat(ANSWER_MAX_LENGTH.textarea + 1), valid: false },
    { type: 'number', value: 12, valid: true },
    { type: 'number', value: '12', valid: true },
    { type: 'number', value: '1e3', valid: false },
    { type: 'number', value: 'twelve', valid: false },
    { type: 'number', value: 0, valid: false },
    { type: 'number', value: 31, valid: false },
  ] as const)('$type $value -> $valid', ({ type, value, valid }) => expect(isAnswerValid(q(1, type, true, { min: 1, max: 30 }), value)).toBe(valid));

  it('accepts any number when no bounds are set', () => expect(isAnswerValid(q(1, 'number', true, { min: null, max: null }), -5.5)).toBe(true));
});

describe('isAnswered and numericAnswer', () => {
  it.each([
    { value: '  ', answered: false },
    { value: '', answered: false },
    { value: [], answered: false },
    { value: null, answered: false },
    { value: undefined, answered: false },
    { value: 0, answered: true },
    { value: [2], answered: true },
  ])('$value -> $answered', ({ value, answered }) => expect(isAnswered(value)).toBe(answered));

  it.each([
    { value: ' 7 ', number: 7 },
    { value: '-2.5', number: -2.5 },
    { value: Number.NaN, number: undefined },
    { value: '7a', number: undefined },
  ])('$value -> $number', ({ value, number }) => expect(numericAnswer(value)).toBe(number));
});

describe('checkAnswers', () => {
  const questions = [q(1, 'radio'), q(2, 'checkbox', false), q(3, 'text'), q(4, 'number', false, { min: 1, max: 30 })];

  it.each([
    { name: 'all mandatory answered', answers: [{ qId: 1, value: 1 }, { qId: 3, value: 'Lift please' }], expected: { ok: true } },
    { name: 'a mandatory text left empty', answers: [{ qId: 1, value: 1 }, { qId: 3, value: '  ' }], expected: { ok: false, code: 'ANSWERS_REQUIRED', questionIds: [3] } },
    { name: 'nothing answered', answers: [], expected: { ok: false, code: 'ANSWERS_REQUIRED', questionIds: [1, 3] } },
    { name: 'optional empty checkbox', answers: [{ qId: 1, value: 2 }, { qId: 2, value: [] }, { qId: 3, value: 'ok' }], expected: { ok: true } },
    { name: 'value out of bounds', answers: [{ qId: 1, value: 2 }, { qId: 3, value: 'ok' }, { qId: 4, value: 40 }], expected: { ok: false, code: 'ANSWER_INVALID', questionIds: [4] } },
    { name: 'unknown question', answers: [{ qId: 1, value: 2 }, { qId: 3, value: 'ok' }, { qId: 99, value: 'x' }], expected: { ok: false, code: 'ANSWER_INVALID', questionIds: [99] } },
    { name: 'question answered twice', answers: [{ qId: 1, value: 2 }, { qId: 1, value: 3 }, { qId: 3, value: 'ok' }], expected: { ok: false, code: 'ANSWER_INVALID', questionIds: [1] } },
    { name: 'type does not match', answers: [{ qId: 1, type: 'select', value: 2 }, { qId: 3, value: 'ok' }], expected: { ok: false, code: 'ANSWER_INVALID', questionIds: [1] } },
    { name: 'missing is reported before invalid', answers: [{ qId: 1, value: 7 }], expected: { ok: false, code: 'ANSWERS_REQUIRED', questionIds: [3] } },
  ])('$name', ({ answers, expected }) => expect(checkAnswers(questions, answers)).toEqual(expected));
});
