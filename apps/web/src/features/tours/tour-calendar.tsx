import { useTranslation } from '../../lib/i18n/use-translation';
import { BookingCalendar } from '../../components/ui/booking-calendar';
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
export const TourCalendar = ({ locale, days, today, last, value, focused, onChange, onFocusChange }: TourCalendarProps) => {
  const { t } = useTranslation('tours');
  return (
    <BookingCalendar
      locale={locale}
      label={t('detail.calendarLabel')}
      legend={{ available: t('detail.legend.available'), soldOut: t('detail.legend.soldOut') }}
      navigation={{ previous: t('detail.calendarPrevious'), next: t('detail.calendarNext') }}
      soldOutId="tour-calendar-sold-out"
      value={value}
      focused={focused}
      min={today}
      max={last === null || last < today ? undefined : last}
      // Until the month has loaded nothing is known about its days.
      dayState={(date) => (days === undefined ? 'none' : tourDayState(days, date, today))}
      onChange={onChange}
      onFocusChange={onFocusChange}
    />
  );
};
