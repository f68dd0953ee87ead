import { PASS_ENTRIES_PER_DAY_DEFAULT, PASS_ENTRIES_PER_DAY_MAX } from '@foyer/domain';
import { useState } from 'react';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { TextField } from '../../components/ui/text-field';
import { useI18n } from '../../lib/i18n/i18n-context';

interface Props {
  /** Entries a day, or null for no limit. */
  value: number | null;
  onChange: (value: number | null) => void;
  error: string | undefined;
}

/** How many times a day the door admits a card of the pass: a number of 1 to 20, or no limit (docs/office.md "The door"). */
export const DoorEntriesFields = ({ value, onChange, error }: Props) => {
  const { t } = useI18n();
  // The number last typed, shown while there is no limit and set again when a limit is: ticking the box twice loses nothing.
  const [count, setCount] = useState(value ?? PASS_ENTRIES_PER_DAY_DEFAULT);
  const unlimited = value === null;
  return (
    <section className="editor-section" aria-labelledby="pass-door-heading">
      <h2 id="pass-door-heading">{t('doorWindow.legend')}</h2>
      <TextField
        id="pass-entries"
        label={t('passes.entriesPerDay')}
        hint={t('passes.entriesPerDayHint')}
        type="number"
        min={1}
        max={PASS_ENTRIES_PER_DAY_MAX}
        step={1}
        disabled={unlimited}
        error={error}
        value={value ?? count}
        onChange={(event) => {
          // An emptied field is sent as 0, which the server refuses with its message: never as null, which is no limit.
          const typed = Number.isNaN(event.target.valueAsNumber) ? 0 : event.target.valueAsNumber;
          setCount(typed);
          onChange(typed);
        }}
      />
      <CheckboxField id="pass-entries-unlimited" label={t('passes.entriesUnlimited')} hint={t('passes.entriesUnlimitedHint')} checked={unlimited} onChange={(event) => onChange(event.target.checked ? null : count)} />
    </section>
  );
};
