import { describe, expect, it } from 'vitest';
import type { TourQuestion } from '@foyer/contract';
import { answerErrors, toAnswers } from './tour-answer-form';

const options = [{ id: 1, label: 'Primary' }, { id: 2, label: 'Secondary' }];
const questions: TourQuestion[] = [
  { id: 1, type: 'text', label: 'School', required: true },
  { id: 2, type: 'number', label: 'Pupils', required: true, min: 5, max: 28 },
  { id: 3, type: 'radio', label: 'Level', required: true, options },
  { id: 4, type: 'select', label: 'Language', required: false, options },
  { id: 5, type: 'checkbox', label: 'Prepare', required: false, options },
  { id: 6, type: 'textarea', label: 'Anything else', required: false },
];

describe('booking questions in the form', () => {
  it('sends each type’s SPEC §3 value and keeps readable texts; empty answers are left out', () => {
    const answers = toAnswers(questions, { 1: ' Ufer school ', 2: '22', 3: '2', 4: '', 5: [2, 1], 6: '  ' });
    expect(answers).toEqual([
      { qId: 1, type: 'text', value: 'Ufer school', question: 'School', answer: 'Ufer school' },
      { qId: 2, type: 'number', value: 22, question: 'Pupils', answer: '22' },
      { qId: 3, type: 'radio', value: 2, question: 'Level', answer: 'Secondary' },
      { qId: 5, type: 'checkbox', value: [2, 1], question: 'Prepare', answer: 'Secondary, Primary' },
    ]);
    expect(answerErrors(questions, answers)).toBeNull();
  });

  it('names every mandatory question left open (SPEC §5 "All mandatory fields must be answered")', () => {
    expect(answerErrors(questions, toAnswers(questions, { 2: '12', 5: [] }))).toEqual({ code: 'ANSWERS_REQUIRED', fields: { 1: 'required', 3: 'required' } });
  });

  it('refuses a number outside its bounds', () => {
    const answers = toAnswers(questions, { 1: 'School', 2: '40', 3: '1' });
    expect(answerErrors(questions, answers)).toEqual({ code: 'ANSWER_INVALID', fields: { 2: 'invalid' } });
  });
});
