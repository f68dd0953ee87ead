import type { CSSProperties } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { Timeslot } from '@foyer/contract';
import { TICKET_MODES } from '@foyer/domain';
import { useFormats } from '../../lib/formats';

export interface TimeslotPickerProps {
  slots: readonly Timeslot[];
  mode: number;
  value: number | null;
  onChange: (slotId: number) => void;
}

/** Few places left: worth saying out loud. */
const LOW_STOCK = 5;

/** SPEC §3/§5 timeslot choice: a radio group; sold-out slots stay visible but cannot be chosen. */
export const TimeslotPicker = ({ slots, mode, value, onChange }: TimeslotPickerProps) => {
  const { t } = useTranslation('tickets');
  const { time, timeRange } = useFormats();
  const label = (slot: Timeslot) => (mode === TICKET_MODES.performance ? time(slot.datetime) : timeRange(slot.datetime, slot.datetime_end));
  // A time never wraps alone onto a second line: the columns widen to the longest one instead.
  const columns = { '--slot-label-chars': Math.max(0, ...slots.map((slot) => label(slot).length)) } as CSSProperties;
  return (
    <fieldset className="slot-picker">
      <legend className="visually-hidden">{t(mode === TICKET_MODES.performance ? 'detail.performanceLegend' : 'detail.timeLegend')}</legend>
      <ul className="slot-grid" role="list" style={columns}>
        {slots.map((slot) => {
          const soldOut = slot.max_tickets === 0;
          return (
            <li key={slot.timeslot_id}>
              <label className={`slot${soldOut ? ' is-soldOut' : ''}`}>
                <input
                  type="radio"
                  name="timeslot"
                  value={slot.timeslot_id}
                  checked={value === slot.timeslot_id}
                  disabled={soldOut}
                  onChange={() => onChange(slot.timeslot_id)}
                />
                <span className="slot-time">{label(slot)}</span>
                <span className={`slot-places${!soldOut && slot.max_tickets <= LOW_STOCK ? ' is-low' : ''}`}>
                  {soldOut ? t('detail.slotSoldOut') : t('detail.placesLeft', { count: slot.max_tickets })}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
};
