import type { CSSProperties } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { TourScheduleEntry } from '@foyer/contract';
import { useFormats } from '../../lib/formats';

export interface TourTimePickerProps {
  times: readonly string[];
  schedule: Readonly<Record<string, TourScheduleEntry>>;
  value: string | null;
  singleTicketing: boolean;
  onChange: (time: string) => void;
}

/** Few places left: worth saying out loud. */
const LOW_STOCK = 5;

/** The start times of the chosen date as a radio group; sold-out times stay visible but cannot be chosen. */
export const TourTimePicker = ({ times, schedule, value, singleTicketing, onChange }: TourTimePickerProps) => {
  const formats = useFormats();
  const { t } = useTranslation('tours');
  const label = (time: string) => {
    const entry = schedule[time];
    return entry ? formats.time(entry.datetime) : '';
  };
  // A time never wraps ("AM", "Uhr" alone on a line): the columns widen to the longest one instead.
  const columns = { '--slot-label-chars': Math.max(0, ...times.map((time) => label(time).length)) } as CSSProperties;
  return (
    <fieldset className="tour-slots">
      <legend className="visually-hidden">{t('detail.timeLegend')}</legend>
      <ul className="tour-slot-grid" role="list" style={columns}>
        {times.map((time) => {
          const entry = schedule[time];
          if (!entry) return null;
          const left = singleTicketing ? t('detail.placesLeft', { count: entry.tickets }) : t('detail.toursLeft', { count: entry.tours });
          const low = singleTicketing ? entry.tickets <= LOW_STOCK : entry.tours <= 1;
          return (
            <li key={time}>
              <label className={`tour-slot${entry.soldout ? ' is-soldOut' : ''}`}>
                <input type="radio" name="tour-time" value={time} checked={value === time} disabled={entry.soldout} onChange={() => onChange(time)} />
                <span className="tour-slot-time">{label(time)}</span>
                <span className={`tour-slot-places${!entry.soldout && low ? ' is-low' : ''}`}>{entry.soldout ? t('detail.slotSoldOut') : left}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
};
