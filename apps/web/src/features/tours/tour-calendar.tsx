import { Button, Calendar, CalendarCell, CalendarGrid, CalendarGridBody, CalendarGridHeader, CalendarHeaderCell, Heading, I18nProvider } from 'react-aria-components';
import { GregorianCalendar, parseDate } from '@internationalized/date';
import { useTranslation } from 'react-i18next';
import { tourDayState, type TourCalendarDays } from './tour-calendar-state';
import '../../components/ui/booking-calendar.css';

export interface TourCalendarProps {
  lang: string;
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

/** Every shop language uses the Gregorian calendar; naming it keeps the other calendar systems out of the bundle. */
const gregorian = () => new GregorianCalendar();

const SOLD_OUT_ID = 'tour-calendar-sold-out';

/** CalendarCell does not pass aria-describedby on to its day button, so the legend is linked on the button itself. */
const describeSoldOut = (cell: HTMLTableCellElement | null, soldOut: boolean) => {
  const day = cell?.firstElementChild;
  if (!day) return;
  if (soldOut) day.setAttribute('aria-describedby', SOLD_OUT_ID);
  else day.removeAttribute('aria-describedby');
};

/** The tour calendar: dates with a bookable time can be chosen, fully booked ones are marked. */
export const TourCalendar = ({ lang, days, today, last, value, focused, onChange, onFocusChange }: TourCalendarProps) => {
  const { t } = useTranslation('tours');
  return (
    <I18nProvider locale={lang}>
      <Calendar
        className="booking-calendar"
        aria-label={t('detail.calendarLabel')}
        createCalendar={gregorian}
        value={value === null ? null : parseDate(value)}
        onChange={(date) => onChange(date.toString())}
        focusedValue={parseDate(focused)}
        onFocusChange={(date) => onFocusChange(date.toString())}
        minValue={parseDate(today)}
        maxValue={last === null || last < today ? undefined : parseDate(last)}
        isDateUnavailable={(date) => tourDayState(days, date.toString(), today) !== 'available'}
      >
        <header className="calendar-header">
          <Button slot="previous" className="calendar-nav">
            <span aria-hidden="true">‹</span>
          </Button>
          <Heading className="calendar-heading" />
          <Button slot="next" className="calendar-nav">
            <span aria-hidden="true">›</span>
          </Button>
        </header>
        <CalendarGrid className="calendar-grid" weekdayStyle="short">
          <CalendarGridHeader>{(day) => <CalendarHeaderCell className="calendar-weekday">{day}</CalendarHeaderCell>}</CalendarGridHeader>
          <CalendarGridBody>
            {(date) => {
              const state = days === undefined ? 'none' : tourDayState(days, date.toString(), today);
              return <CalendarCell date={date} className={`calendar-day is-${state}`} ref={(cell) => describeSoldOut(cell, state === 'soldOut')} />;
            }}
          </CalendarGridBody>
        </CalendarGrid>
      </Calendar>
      <ul className="calendar-legend" role="list">
        <li className="legend-available">{t('detail.legend.available')}</li>
        <li className="legend-soldOut" id={SOLD_OUT_ID}>
          {t('detail.legend.soldOut')}
        </li>
      </ul>
    </I18nProvider>
  );
};
