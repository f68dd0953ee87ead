import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { useI18n } from '../../lib/i18n/i18n-context';
import type { Lang } from '../../lib/i18n/languages';
import type { MessageKey } from '../../lib/i18n/translator';
import { withText } from '../events/localized';
import { newQuestion, type TourQuestion } from './tour-draft';

type QuestionType = TourQuestion['type'];

const TYPE_LABELS: Record<QuestionType, MessageKey> = {
  text: 'tours.questionText',
  textarea: 'tours.questionTextarea',
  number: 'tours.questionNumber',
  radio: 'tours.questionRadio',
  select: 'tours.questionSelect',
  checkbox: 'tours.questionCheckbox',
};

/** Whether the type offers options to choose from. */
export const hasOptions = (type: QuestionType): boolean => type === 'radio' || type === 'select' || type === 'checkbox';

/** A question with another type: options start (two empty ones) or go as the new type needs, limits only for numbers. */
export const withType = (question: TourQuestion, type: QuestionType): TourQuestion => ({
  ...question,
  type,
  options: !hasOptions(type) ? [] : question.options.length > 0 ? question.options : [{ label: {} }, { label: {} }],
  min: type === 'number' ? question.min : null,
  max: type === 'number' ? question.max : null,
});

interface Props {
  questions: TourQuestion[];
  onChange: (questions: TourQuestion[]) => void;
  textLang: Lang;
  errorAt: (field: string) => string | undefined;
}

const replaced = <T,>(list: T[], index: number, item: T): T[] => list.map((other, i) => (i === index ? item : other));
const numberOrNull = (value: number): number | null => (Number.isNaN(value) ? null : value);

/** The questions a booking asks: the kind of answer, the question in the language being edited, and its options. */
export const TourQuestionFields = ({ questions, onChange, textLang, errorAt }: Props) => {
  const { t } = useI18n();
  return (
    <section className="editor-section" aria-labelledby="questions-heading">
      <h2 id="questions-heading">{t('tours.questionsLegend')}</h2>
      <p className="field-hint">{t('tours.questionsHint')}</p>
      {questions.map((question, index) => {
        const id = `questions-${index}`;
        const path = `questions.${index}`;
        const change = (next: TourQuestion) => onChange(replaced(questions, index, next));
        return (
          <fieldset key={question.id ?? `new-${index}`} className="card-fields">
            <legend>{t('tours.questionHeading', { number: index + 1 })}</legend>
            <TextField id={`${id}-label`} label={t('tours.questionLabel')} error={errorAt(`${path}.label`)} value={question.label[textLang] ?? ''} onChange={(event) => change({ ...question, label: withText(question.label, textLang, event.target.value) })} />
            <SelectField
              id={`${id}-type`}
              label={t('tours.questionType')}
              options={(Object.keys(TYPE_LABELS) as QuestionType[]).map((type) => ({ value: type, label: t(TYPE_LABELS[type]) }))}
              value={question.type}
              onChange={(event) => change(withType(question, event.target.value as QuestionType))}
            />
            <CheckboxField id={`${id}-required`} label={t('tours.questionRequired')} checked={question.required} onChange={(event) => change({ ...question, required: event.target.checked })} />
            {hasOptions(question.type) && (
              <fieldset className="nested">
                <legend>{t('tours.options')}</legend>
                {errorAt(`${path}.options`) && <p className="field-error">{errorAt(`${path}.options`)}</p>}
                {question.options.map((option, at) => (
                  <div key={option.id ?? `new-${at}`} className="row-fields">
                    <TextField
                      id={`${id}-option-${at}`}
                      label={t('tours.optionLabel', { number: at + 1 })}
                      error={errorAt(`${path}.options.${at}.label`)}
                      value={option.label[textLang] ?? ''}
                      onChange={(event) => change({ ...question, options: replaced(question.options, at, { ...option, label: withText(option.label, textLang, event.target.value) }) })}
                    />
                    {question.options.length > 1 && (
                      <Button variant="secondary" small onClick={() => change({ ...question, options: question.options.filter((_, i) => i !== at) })}>
                        {t('tours.removeOption')}
                      </Button>
                    )}
                  </div>
                ))}
                <p>
                  <Button variant="secondary" small onClick={() => change({ ...question, options: [...question.options, { label: {} }] })}>
                    {t('tours.addOption')}
                  </Button>
                </p>
              </fieldset>
            )}
            {question.type === 'number' && (
              <div className="row-fields">
                <TextField id={`${id}-min`} label={t('events.minQuantity')} type="number" error={errorAt(`${path}.min`)} value={question.min ?? ''} onChange={(event) => change({ ...question, min: numberOrNull(event.target.valueAsNumber) })} />
                <TextField id={`${id}-max`} label={t('events.maxQuantity')} type="number" error={errorAt(`${path}.max`)} value={question.max ?? ''} onChange={(event) => change({ ...question, max: numberOrNull(event.target.valueAsNumber) })} />
              </div>
            )}
            <p>
              <Button variant="secondary" small onClick={() => onChange(questions.filter((_, i) => i !== index))}>
                {t('tours.removeQuestion')}
              </Button>
            </p>
          </fieldset>
        );
      })}
      <p>
        <Button variant="secondary" small onClick={() => onChange([...questions, newQuestion()])}>
          {t('tours.addQuestion')}
        </Button>
      </p>
    </section>
  );
};
