import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import type { OfficeSuggestionRule, OfficeSuggestionsRecord } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { textIn } from '../events/localized';

type Choices = OfficeSuggestionsRecord['choices'];
type ItemType = keyof Choices;
const ITEM_TYPES: readonly ItemType[] = ['ticket', 'guidedTour', 'merchandise'];
const TYPE_LABELS = { ticket: 'suggestions.typeTicket', guidedTour: 'suggestions.typeGuidedTour', merchandise: 'suggestions.typeMerchandise' } as const;

interface Props {
  index: number;
  count: number;
  rule: OfficeSuggestionRule;
  choices: Choices;
  errorAt: (field: string) => string | undefined;
  onChange: (rule: OfficeSuggestionRule) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One rule: what the basket holds (a kind of item, or one item), and what it then suggests, in order. */
export const RuleFields = ({ index, count, rule, choices, errorAt, onChange, onMove, onRemove }: Props) => {
  const { t, lang } = useI18n();
  const id = `rule-${index}`;
  const typeLabel = (type: ItemType) => t(TYPE_LABELS[type]);
  const itemOptions = ITEM_TYPES.flatMap((type) => choices[type].map((choice) => ({ value: `${type}:${choice.id}`, label: t('suggestions.itemOption', { type: typeLabel(type), name: textIn(choice.name, lang) }) })));
  const whenOptions = [
    { value: 'any', label: t('suggestions.whenAny') },
    ...ITEM_TYPES.map((type) => ({ value: `${type}:`, label: t('suggestions.whenEvery', { type: typeLabel(type) }) })),
    ...itemOptions,
  ];
  const whenValue = rule.when.type === 'any' ? 'any' : `${rule.when.type}:${rule.when.id ?? ''}`;
  const parse = (value: string) => {
    const [type = 'any', idText = ''] = value.split(':');
    return { type: type as ItemType, id: idText === '' ? null : Number(idText) };
  };
  return (
    <fieldset className="card-fields">
      <legend>{t('suggestions.ruleHeading', { number: index + 1 })}</legend>
      <SelectField
        id={`${id}-when`}
        label={t('suggestions.when')}
        error={errorAt(`rules.${index}.when.id`)}
        options={whenOptions}
        value={whenValue}
        onChange={(event) => onChange({ ...rule, when: event.target.value === 'any' ? { type: 'any', id: null } : parse(event.target.value) })}
      />
      <fieldset className="nested">
        <legend>{t('suggestions.suggest')}</legend>
        {rule.suggest.map((ref, s) => (
          <div key={`${s}-${rule.suggest.length}`} className="row-fields">
            <SelectField
              id={`${id}-suggest-${s}`}
              label={t('suggestions.suggestItem', { number: s + 1 })}
              error={errorAt(`rules.${index}.suggest.${s}.id`)}
              options={itemOptions}
              value={`${ref.type}:${ref.id}`}
              onChange={(event) => {
                const next = parse(event.target.value);
                onChange({ ...rule, suggest: rule.suggest.map((other, i) => (i === s && next.id !== null ? { type: next.type, id: next.id } : other)) });
              }}
            />
            {rule.suggest.length > 1 && (
              <Button variant="secondary" small onClick={() => onChange({ ...rule, suggest: rule.suggest.filter((_, i) => i !== s) })}>
                {t('suggestions.removeItem')}
              </Button>
            )}
          </div>
        ))}
        {itemOptions[0] !== undefined && (
          <p>
            <Button variant="secondary" small onClick={() => onChange({ ...rule, suggest: [...rule.suggest, parseRef(itemOptions[0]?.value ?? '')] })}>
              {t('suggestions.addItem')}
            </Button>
          </p>
        )}
      </fieldset>
      <div className="button-row">
        <Button variant="secondary" small disabled={index === 0} onClick={() => onMove(-1)}>
          {t('suggestions.moveUp')}
        </Button>
        <Button variant="secondary" small disabled={index === count - 1} onClick={() => onMove(1)}>
          {t('suggestions.moveDown')}
        </Button>
        <Button variant="secondary" small onClick={onRemove}>
          {t('suggestions.removeRule')}
        </Button>
      </div>
    </fieldset>
  );
};

/** An item option's value ("merchandise:5001") as the item it names. */
export const parseRef = (value: string): OfficeSuggestionRule['suggest'][number] => {
  const [type, id] = value.split(':');
  return { type: type === 'guidedTour' || type === 'ticket' ? type : 'merchandise', id: Number(id) };
};
