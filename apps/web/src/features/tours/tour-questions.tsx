import { useTranslation } from '../../lib/i18n/use-translation';
import type { TourQuestion } from '@foyer/contract';
import type { AnswerErrors, AnswerValues } from './tour-answer-form';
import { QuestionField } from './question-field';

export interface TourQuestionsProps {
  questions: readonly TourQuestion[];
  values: AnswerValues;
  errors: AnswerErrors | null;
  onChange: (questionId: number, value: string | readonly number[]) => void;
}

/** The tour's booking questions; after a failed check each one says what it still needs. */
export const TourQuestions = ({ questions, values, errors, onChange }: TourQuestionsProps) => {
  const { t } = useTranslation('tours');
  const errorText = (question: TourQuestion): string | undefined => {
    const problem = errors?.fields[question.id];
    if (problem === undefined) return undefined;
    if (problem === 'required') return t('questions.required');
    return question.type === 'number' && question.min != null && question.max != null ? t('questions.outOfRange', { min: question.min, max: question.max }) : t('questions.invalid');
  };
  return (
    <div className="form tour-questions">
      <p className="tour-group-hint">{t('questions.intro')}</p>
      {questions.map((question) => (
        <QuestionField key={question.id} question={question} value={values[question.id]} error={errorText(question)} onChange={(value) => onChange(question.id, value)} />
      ))}
    </div>
  );
};
