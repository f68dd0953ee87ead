import { useTranslation } from '../../lib/i18n/use-translation';
import type { TourQuestion } from '@foyer/contract';
import { ANSWER_MAX_LENGTH } from '@foyer/domain';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';

export interface QuestionFieldProps {
  question: TourQuestion;
  value: string | readonly number[] | undefined;
  error?: string;
  onChange: (value: string | readonly number[]) => void;
}

/** The first focusable element of a question, where a failed check takes the visitor. */
export const questionFieldId = (questionId: number) => `tour-q-${questionId}`;

/** One booking question in the form its type needs (SPEC §3: radio, select, checkbox, text, textarea, number). */
export const QuestionField = ({ question, value, error, onChange }: QuestionFieldProps) => {
  const { t } = useTranslation('tours');
  const id = questionFieldId(question.id);
  const optional = question.required ? undefined : t('questions.optional');
  const text = typeof value === 'string' ? value : '';
  const common = { id, label: question.label, optionalText: optional, error, required: question.required };

  if (question.type === 'radio' || question.type === 'checkbox') {
    const chosen = Array.isArray(value) ? value : [];
    const errorId = error ? `${id}-error` : undefined;
    return (
      <fieldset className={error ? 'field tour-choice field-invalid' : 'field tour-choice'} aria-describedby={errorId}>
        <legend>
          {question.label}
          {optional && <span className="field-optional"> ({optional})</span>}
        </legend>
        {error && (
          <p id={errorId} className="field-error">
            {error}
          </p>
        )}
        {(question.options ?? []).map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${option.id}`;
          const checked = question.type === 'radio' ? text === String(option.id) : chosen.includes(option.id);
          return (
            <div key={option.id} className="check">
              <input
                id={optionId}
                type={question.type}
                name={id}
                value={option.id}
                checked={checked}
                // A required radio group is announced as required; checkbox groups say "(optional)" when they are.
                required={question.type === 'radio' && question.required}
                aria-invalid={error ? true : undefined}
                onChange={() => onChange(question.type === 'radio' ? String(option.id) : checked ? chosen.filter((c) => c !== option.id) : [...chosen, option.id])}
              />
              <label htmlFor={optionId}>{option.label}</label>
            </div>
          );
        })}
      </fieldset>
    );
  }
  if (question.type === 'select') {
    const options = (question.options ?? []).map((option) => ({ value: String(option.id), label: option.label }));
    return <SelectField {...common} options={options} placeholder={t('questions.choose')} value={text} onChange={(event) => onChange(event.currentTarget.value)} />;
  }
  if (question.type === 'textarea') {
    const errorId = error ? `${id}-error` : undefined;
    return (
      <div className={error ? 'field field-invalid' : 'field'}>
        <label htmlFor={id}>
          {question.label}
          {optional && <span className="field-optional"> ({optional})</span>}
        </label>
        {error && (
          <p id={errorId} className="field-error">
            {error}
          </p>
        )}
        <textarea id={id} className="tour-textarea" rows={4} maxLength={ANSWER_MAX_LENGTH.textarea} value={text} required={question.required} aria-invalid={error ? true : undefined} aria-describedby={errorId} onChange={(event) => onChange(event.currentTarget.value)} />
      </div>
    );
  }
  if (question.type === 'number') {
    const bounds = question.min != null && question.max != null ? t('questions.range', { min: question.min, max: question.max }) : undefined;
    return <TextField {...common} type="number" inputMode="numeric" min={question.min ?? undefined} max={question.max ?? undefined} hint={bounds} value={text} onChange={(event) => onChange(event.currentTarget.value)} />;
  }
  return <TextField {...common} type="text" maxLength={ANSWER_MAX_LENGTH.text} value={text} onChange={(event) => onChange(event.currentTarget.value)} />;
};
