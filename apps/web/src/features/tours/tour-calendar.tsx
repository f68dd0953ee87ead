import { KindCalendar } from '../../components/ui/kind-calendar';
import { tourDayState, type TourCalendarDays } from './tour-calendar-state';

export interface TourCalendarProps {
  locale: string;
  days: TourCalendarDays | undefined;
  today: string;
  /** Last date with a slot (tour/lifetime): the calendar does not page beyond its month. */
  last: string | null;
  value: string | null;
  /** The focused date; its month is the month shown and loaded (SPEC §9: one month). */
  focused: string;
  onChange: (date: string) => void;
  onFocusChange: (date: string) => void;
}

/** The tour calendar: dates with a bookable time can be chosen, fully booked ones are marked. */
export const TourCalendar = ({ days, today, last, ...calendar }: TourCalendarProps) => (
  <KindCalendar
    namespace="tours"
    soldOutId="tour-calendar-sold-out"
    min={today}
    max={last === null || last < today ? undefined : last}
    // Until the month has loaded nothing is known about its days.
    dayState={(date) => (days === undefined ? 'none' : tourDayState(days, date, today))}
    {...calendar}
  />
);
