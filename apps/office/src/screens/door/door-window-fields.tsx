import { TextField } from '../../components/ui/text-field';
import { useI18n } from '../../lib/i18n/i18n-context';

interface Props {
  /** The form's own prefix for the fields' ids (`event`, `tour`). */
  idPrefix: string;
  opensBefore: number;
  closesAfter: number;
  onChange: (window: { doorOpensMinutesBefore: number; doorClosesMinutesAfter: number }) => void;
  errorAt: (field: string) => string | undefined;
}

/** When the door admits a time's visitors: minutes before its start and after it (docs/office.md "The door"). */
export const DoorWindowFields = ({ idPrefix, opensBefore, closesAfter, onChange, errorAt }: Props) => {
  const { t } = useI18n();
  const minutes = (value: number): number => (Number.isFinite(value) ? Math.trunc(value) : 0);
  return (
    <section className="editor-section" aria-labelledby={`${idPrefix}-door-heading`}>
      <h2 id={`${idPrefix}-door-heading`}>{t('doorWindow.legend')}</h2>
      <p className="field-hint">{t('doorWindow.lead')}</p>
      <TextField
        id={`${idPrefix}-door-opens`}
        label={t('doorWindow.opens')}
        type="number"
        min={0}
        max={1440}
        error={errorAt('doorOpensMinutesBefore')}
        value={opensBefore}
        onChange={(event) => onChange({ doorOpensMinutesBefore: minutes(event.target.valueAsNumber), doorClosesMinutesAfter: closesAfter })}
      />
      <TextField
        id={`${idPrefix}-door-closes`}
        label={t('doorWindow.closes')}
        hint={t('doorWindow.closesHint')}
        type="number"
        min={0}
        max={1440}
        error={errorAt('doorClosesMinutesAfter')}
        value={closesAfter}
        onChange={(event) => onChange({ doorOpensMinutesBefore: opensBefore, doorClosesMinutesAfter: minutes(event.target.valueAsNumber) })}
      />
    </section>
  );
};
