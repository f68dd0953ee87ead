import { CheckboxField } from '../../components/ui/checkbox-field';
import { TextField } from '../../components/ui/text-field';
import { useI18n } from '../../lib/i18n/i18n-context';

/** A list of ids as staff type it: commas or spaces between, empties dropped. */
export const parseIds = (text: string): string[] => text.split(/[\s,]+/).filter((id) => id !== '');

interface Props {
  id: string;
  legend: string;
  allLabel: string;
  /** null: all of them; text: the ids as typed. */
  value: string | null;
  onChange: (value: string | null) => void;
}

/** Which events (or tours) a staff member works on: all of them, or the ones listed. */
export const ScopeField = ({ id, legend, allLabel, value, onChange }: Props) => {
  const { t } = useI18n();
  return (
    <fieldset>
      <legend>{legend}</legend>
      <CheckboxField id={`${id}-all`} label={allLabel} checked={value === null} onChange={(event) => onChange(event.target.checked ? null : '')} />
      {value !== null && <TextField id={`${id}-ids`} label={t('staff.scopeIds')} hint={t('staff.scopeIdsHint')} value={value} onChange={(event) => onChange(event.target.value)} />}
    </fieldset>
  );
};
