import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { useI18n } from '../../lib/i18n/i18n-context';
import type { OfficeSchedule } from '../../lib/api/types';
import { newSeason } from './event-draft';
import { SeasonFields } from './season-fields';

type Exception = OfficeSchedule['exceptions'][number];
type ExtraSlot = OfficeSchedule['extraSlots'][number];

interface Props {
  schedule: OfficeSchedule;
  onChange: (schedule: OfficeSchedule) => void;
  errorAt: (field: string) => string | undefined;
  /**
   * A tour's calendar: seasons give start times only, and an extra time only its date and start,
   * each start as long and as large as the tour.
   */
  startsOnly?: boolean;
}

const replaced = <T,>(list: T[], index: number, item: T): T[] => list.map((other, i) => (i === index ? item : other));

/** A date whose hours replace its season's: none closes it all day, one range gives special hours. */
const ExceptionFields = ({ index, exception, onChange, onRemove, errorAt }: { index: number; exception: Exception; onChange: (exception: Exception) => void; onRemove: () => void; errorAt: Props['errorAt'] }) => {
  const { t } = useI18n();
  const id = `exception-${index}`;
  const path = `schedule.exceptions.${index}`;
  const [hours] = exception.hours;
  return (
    <fieldset className="card-fields">
      <legend>{exception.date === '' ? t('schedule.date') : exception.date}</legend>
      <div className="row-fields">
        <TextField id={`${id}-date`} label={t('schedule.date')} type="date" required error={errorAt(`${path}.date`)} value={exception.date} onChange={(event) => onChange({ ...exception, date: event.target.value })} />
      </div>
      <label className="choice" htmlFor={`${id}-closed`}>
        <input id={`${id}-closed`} type="checkbox" checked={hours === undefined} onChange={(event) => onChange({ ...exception, hours: event.target.checked ? [] : [{ opens: '10:00', closes: '17:00' }] })} />
        <span>{t('schedule.closedAllDay')}</span>
      </label>
      {hours !== undefined && (
        <div className="row-fields">
          <TextField id={`${id}-opens`} label={t('schedule.opens')} type="time" required error={errorAt(`${path}.hours.0.opens`)} value={hours.opens} onChange={(event) => onChange({ ...exception, hours: [{ ...hours, opens: event.target.value }] })} />
          <TextField id={`${id}-closes`} label={t('schedule.closes')} type="time" required error={errorAt(`${path}.hours.0.closes`)} value={hours.closes} onChange={(event) => onChange({ ...exception, hours: [{ ...hours, closes: event.target.value }] })} />
        </div>
      )}
      <p>
        <Button variant="secondary" small onClick={onRemove}>
          {t('schedule.removeException')}
        </Button>
      </p>
    </fieldset>
  );
};

/** A one-off slot: its date, start, length and places. */
const ExtraSlotFields = ({ index, slot, onChange, onRemove, errorAt, startsOnly }: { index: number; slot: ExtraSlot; onChange: (slot: ExtraSlot) => void; onRemove: () => void; errorAt: Props['errorAt']; startsOnly: boolean }) => {
  const { t } = useI18n();
  const id = `extra-${index}`;
  const path = `schedule.extraSlots.${index}`;
  return (
    <fieldset className="card-fields">
      <legend>{t('schedule.extraSlotHeading', { number: index + 1 })}</legend>
      <div className="row-fields">
        <TextField id={`${id}-date`} label={t('schedule.date')} type="date" required error={errorAt(`${path}.date`)} value={slot.date} onChange={(event) => onChange({ ...slot, date: event.target.value })} />
        <TextField id={`${id}-time`} label={t('schedule.time')} type="time" required error={errorAt(`${path}.time`)} value={slot.time} onChange={(event) => onChange({ ...slot, time: event.target.value })} />
      </div>
      {!startsOnly && (
      <div className="row-fields">
        <TextField id={`${id}-duration`} label={t('schedule.duration')} type="number" min={5} max={1440} error={errorAt(`${path}.durationMinutes`)} value={slot.durationMinutes} onChange={(event) => onChange({ ...slot, durationMinutes: event.target.valueAsNumber || 0 })} />
        <TextField id={`${id}-capacity`} label={t('schedule.capacity')} type="number" min={1} max={100000} error={errorAt(`${path}.capacity`)} value={slot.capacity} onChange={(event) => onChange({ ...slot, capacity: event.target.valueAsNumber || 0 })} />
      </div>
      )}
      <p>
        <Button variant="secondary" small onClick={onRemove}>
          {t('schedule.removeExtraSlot')}
        </Button>
      </p>
    </fieldset>
  );
};

/** The event's calendar: how far ahead it is bookable, its seasons, closed days and special hours, and extra slots. */
export const ScheduleFields = ({ schedule, onChange, errorAt, startsOnly = false }: Props) => {
  const { t } = useI18n();
  const lastSeason = schedule.seasons.at(-1);
  const seasonAfter = (): OfficeSchedule['seasons'][number] => {
    const start = lastSeason === undefined ? new Date() : new Date(`${lastSeason.lastDate}T12:00:00`);
    if (lastSeason !== undefined) start.setDate(start.getDate() + 1);
    const season = newSeason(start);
    return startsOnly && lastSeason !== undefined ? { ...season, slots: lastSeason.slots, capacity: lastSeason.capacity } : season;
  };
  return (
    <>
      <TextField
        id="schedule-horizon"
        label={t('schedule.horizon')}
        hint={t('schedule.horizonHint')}
        type="number"
        min={1}
        max={730}
        error={errorAt('schedule.horizonDays')}
        value={schedule.horizonDays}
        onChange={(event) => onChange({ ...schedule, horizonDays: event.target.valueAsNumber || 0 })}
      />
      <section className="editor-subsection" aria-labelledby="seasons-heading">
        <h3 id="seasons-heading">{t('schedule.seasons')}</h3>
        {errorAt('schedule') && <p className="field-error">{errorAt('schedule')}</p>}
        {schedule.seasons.map((season, index) => (
          <SeasonFields
            key={index}
            index={index}
            season={season}
            errorAt={errorAt}
            startsOnly={startsOnly}
            onChange={(next) => onChange({ ...schedule, seasons: replaced(schedule.seasons, index, next) })}
            onRemove={() => onChange({ ...schedule, seasons: schedule.seasons.filter((_, i) => i !== index) })}
          />
        ))}
        <p>
          <Button variant="secondary" small onClick={() => onChange({ ...schedule, seasons: [...schedule.seasons, seasonAfter()] })}>
            {t('schedule.addSeason')}
          </Button>
        </p>
      </section>
      <section className="editor-subsection" aria-labelledby="exceptions-heading">
        <h3 id="exceptions-heading">{t('schedule.exceptions')}</h3>
        <p className="field-hint">{t('schedule.exceptionsHint')}</p>
        {schedule.exceptions.map((exception, index) => (
          <ExceptionFields
            key={index}
            index={index}
            exception={exception}
            errorAt={errorAt}
            onChange={(next) => onChange({ ...schedule, exceptions: replaced(schedule.exceptions, index, next) })}
            onRemove={() => onChange({ ...schedule, exceptions: schedule.exceptions.filter((_, i) => i !== index) })}
          />
        ))}
        <p>
          <Button variant="secondary" small onClick={() => onChange({ ...schedule, exceptions: [...schedule.exceptions, { date: '', hours: [] }] })}>
            {t('schedule.addException')}
          </Button>
        </p>
      </section>
      <section className="editor-subsection" aria-labelledby="extra-heading">
        <h3 id="extra-heading">{t('schedule.extraSlots')}</h3>
        <p className="field-hint">{t('schedule.extraSlotsHint')}</p>
        {schedule.extraSlots.map((slot, index) => (
          <ExtraSlotFields
            key={index}
            index={index}
            slot={slot}
            errorAt={errorAt}
            startsOnly={startsOnly}
            onChange={(next) => onChange({ ...schedule, extraSlots: replaced(schedule.extraSlots, index, next) })}
            onRemove={() => onChange({ ...schedule, extraSlots: schedule.extraSlots.filter((_, i) => i !== index) })}
          />
        ))}
        <p>
          <Button variant="secondary" small onClick={() => onChange({ ...schedule, extraSlots: [...schedule.extraSlots, { date: '', time: '18:00', durationMinutes: 60, capacity: 20 }] })}>
            {t('schedule.addExtraSlot')}
          </Button>
        </p>
      </section>
    </>
  );
};
