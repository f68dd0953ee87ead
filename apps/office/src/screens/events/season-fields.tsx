import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { TextField } from '../../components/ui/text-field';
import { useI18n } from '../../lib/i18n/i18n-context';
import { timesOf, type Season } from './event-draft';
import { weekdayNames } from './weekday-names';

type Hours = Season['hours'][number];
type Weekday = Hours['weekdays'][number];

interface Props {
  index: number;
  season: Season;
  onChange: (season: Season) => void;
  onRemove: () => void;
  errorAt: (field: string) => string | undefined;
  /** A tour's season: start times only, each start as long and as large as the tour. */
  startsOnly?: boolean;
}

/** Performance start times as typed: the list changes only when every part is a time of day. */
const TimesField = ({ id, times, error, onChange }: { id: string; times: string[]; error?: string; onChange: (times: string[]) => void }) => {
  const { t } = useI18n();
  const [text, setText] = useState(times.join(', '));
  const valid = timesOf(text) !== undefined;
  return (
    <TextField
      id={id}
      label={t('schedule.times')}
      hint={t('schedule.timesHint')}
      error={valid ? error : t('schedule.timesInvalid')}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const parsed = timesOf(event.target.value);
        if (parsed !== undefined) onChange(parsed);
      }}
    />
  );
};

/** One season: its first and last day, opening hours per weekday, how admission is divided, and places per slot. */
export const SeasonFields = ({ index, season, onChange, onRemove, errorAt, startsOnly = false }: Props) => {
  const { t, lang } = useI18n();
  const id = `season-${index}`;
  const path = `schedule.seasons.${index}`;
  const weekdays = weekdayNames(lang);
  const changeHours = (at: number, hours: Hours) => onChange({ ...season, hours: season.hours.map((other, i) => (i === at ? hours : other)) });
  const toggle = (hours: Hours, weekday: Weekday, on: boolean): Weekday[] =>
    on ? [...hours.weekdays, weekday].sort((a, b) => a - b) : hours.weekdays.filter((day) => day !== weekday);
  return (
    <fieldset className="card-fields">
      <legend>{t('schedule.seasonHeading', { number: index + 1 })}</legend>
      <div className="row-fields">
        <TextField id={`${id}-first`} label={t('schedule.firstDate')} type="date" required error={errorAt(`${path}.firstDate`)} value={season.firstDate} onChange={(event) => onChange({ ...season, firstDate: event.target.value })} />
        <TextField id={`${id}-last`} label={t('schedule.lastDate')} type="date" required error={errorAt(`${path}.lastDate`)} value={season.lastDate} onChange={(event) => onChange({ ...season, lastDate: event.target.value })} />
      </div>
      <fieldset className="nested">
        <legend>{t('schedule.hours')}</legend>
        {season.hours.map((hours, at) => {
          const hoursId = `${id}-hours-${at}`;
          const hoursPath = `${path}.hours.${at}`;
          return (
            <div key={at} className="hours-row">
              <fieldset className="weekdays">
                <legend>{t('schedule.weekdays')}</legend>
                {errorAt(`${hoursPath}.weekdays`) && <p className="field-error">{errorAt(`${hoursPath}.weekdays`)}</p>}
                <div className="weekday-options">
                  {weekdays.map((day) => (
                    <label key={day.weekday} className="weekday" htmlFor={`${hoursId}-day-${day.weekday}`}>
                      <input
                        id={`${hoursId}-day-${day.weekday}`}
                        type="checkbox"
                        aria-label={day.long}
                        checked={hours.weekdays.includes(day.weekday as Weekday)}
                        onChange={(event) => changeHours(at, { ...hours, weekdays: toggle(hours, day.weekday as Weekday, event.target.checked) })}
                      />
                      <span aria-hidden="true">{day.short}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
              <div className="row-fields">
                <TextField id={`${hoursId}-opens`} label={t('schedule.opens')} type="time" required error={errorAt(`${hoursPath}.opens`)} value={hours.opens} onChange={(event) => changeHours(at, { ...hours, opens: event.target.value })} />
                <TextField id={`${hoursId}-closes`} label={t('schedule.closes')} type="time" required error={errorAt(`${hoursPath}.closes`)} value={hours.closes} onChange={(event) => changeHours(at, { ...hours, closes: event.target.value })} />
              </div>
              <p>
                <Button variant="secondary" small onClick={() => onChange({ ...season, hours: season.hours.filter((_, i) => i !== at) })}>
                  {t('schedule.removeHours')}
                </Button>
              </p>
            </div>
          );
        })}
        <p>
          <Button variant="secondary" small onClick={() => onChange({ ...season, hours: [...season.hours, { weekdays: [], opens: '10:00', closes: '17:00' }] })}>
            {t('schedule.addHours')}
          </Button>
        </p>
      </fieldset>
      {!startsOnly && (
      <ChoiceGroup
        name={`${id}-kind`}
        legend={t('schedule.slotsKind')}
        options={[
          { value: 'timeslots', label: t('schedule.timeslots') },
          { value: 'performances', label: t('schedule.performances') },
        ]}
        value={season.slots.kind}
        onChange={(kind) => onChange({ ...season, slots: kind === 'timeslots' ? { kind, slotMinutes: 60 } : { kind, times: ['14:00'], durationMinutes: 60 } })}
      />
      )}
      {season.slots.kind === 'timeslots' ? (
        <TextField
          id={`${id}-slot-minutes`}
          label={t('schedule.slotMinutes')}
          type="number"
          min={5}
          max={720}
          error={errorAt(`${path}.slots.slotMinutes`)}
          value={season.slots.slotMinutes}
          onChange={(event) => onChange({ ...season, slots: { kind: 'timeslots', slotMinutes: event.target.valueAsNumber || 0 } })}
        />
      ) : (
        <div className="row-fields">
          <TimesField id={`${id}-times`} times={season.slots.times} error={errorAt(`${path}.slots.times`)} onChange={(times) => season.slots.kind === 'performances' && onChange({ ...season, slots: { ...season.slots, times } })} />
          {!startsOnly && (
          <TextField
            id={`${id}-duration`}
            label={t('schedule.duration')}
            type="number"
            min={5}
            max={1440}
            error={errorAt(`${path}.slots.durationMinutes`)}
            value={season.slots.durationMinutes}
            onChange={(event) => season.slots.kind === 'performances' && onChange({ ...season, slots: { ...season.slots, durationMinutes: event.target.valueAsNumber || 0 } })}
          />
          )}
        </div>
      )}
      {!startsOnly && (
        <TextField id={`${id}-capacity`} label={t('schedule.capacity')} type="number" min={1} max={100000} error={errorAt(`${path}.capacity`)} value={season.capacity} onChange={(event) => onChange({ ...season, capacity: event.target.valueAsNumber || 0 })} />
      )}
      <p>
        <Button variant="secondary" small onClick={onRemove}>
          {t('schedule.removeSeason')}
        </Button>
      </p>
    </fieldset>
  );
};
