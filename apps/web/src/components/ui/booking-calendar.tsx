import { Button, Calendar, CalendarCell, CalendarGrid, CalendarGridBody, CalendarGridHeader, CalendarHeaderCell, Heading, I18nProvider } from 'react-aria-components';
import { GregorianCalendar, parseDate } from '@internationalized/date';
import './booking-calendar.css';

/** What a day offers: bookable, fully booked, gone by, or nothing on it. */
export type BookingDayState = 'available' | 'soldOut' | 'past' | 'none';

export interface BookingCalendarProps {
  /** Month and weekday names and the first day of the week: the shop's locale (de-CH), not the bare language. */
  locale: string;
  /** The calendar's accessible name. */
  label: string;
  /** Legend texts; the sold-out one also describes each sold-out day to screen readers. */
  legend: { available: string; soldOut: string };
  /** Id of the sold-out legend entry, unique on the page. */
  soldOutId: string;
  /** Chosen date, YYYY-MM-DD. */
  value: string | null;
  /** Focused date; its month is the month shown. */
  focused: string;
  /** First and last selectable dates (YYYY-MM-DD); the calendar does not page beyond their months. */
  min: string;
  max?: string;
  dayState: (date: string) => BookingDayState;
  onChange: (date: string) => void;
  onFocusChange: (date: string) => void;
}

/** Every shop language uses the Gregorian calendar; naming it keeps the other calendar systems out of the bundle. */
const gregorian = () => new GregorianCalendar();

/** CalendarCell does not pass aria-describedby on to its day button, so the legend is linked on the button itself. */
const describeSoldOut = (cell: HTMLTableCellElement | null, soldOut: boolean, soldOutId: string) => {
  const day = cell?.firstElementChild;
  if (!day) return;
  if (soldOut) day.setAttribute('aria-describedby', soldOutId);
  else day.removeAttribute('aria-describedby');
};

/** A month calendar for booking: available days can be chosen, sold-out days are marked and explained by the legend. */
export const BookingCalendar = ({ locale, label, legend, soldOutId, value, focused, min, max, dayState, onChange, onFocusChange }: BookingCalendarProps) => (
  <I18nProvider locale={locale}>
    <Calendar
      className="booking-calendar"
      aria-label={label}
      createCalendar={gregorian}
      value={value === null ? null : parseDate(value)}
      onChange={(date) => onChange(date.toString())}
      focusedValue={parseDate(focused)}
      onFocusChange={(date) => onFocusChange(date.toString())}
      minValue={parseDate(min)}
      maxValue={max === undefined ? undefined : parseDate(max)}
      isDateUnavailable={(date) => dayState(date.toString()) !== 'available'}
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
            const state = dayState(date.toString());
            return <CalendarCell date={date} className={`calendar-day is-${state}`} ref={(cell) => describeSoldOut(cell, state === 'soldOut', soldOutId)} />;
          }}
        </CalendarGridBody>
      </CalendarGrid>
    </Calendar>
    <ul className="calendar-legend" role="list">
      <li className="legend-available">{legend.available}</li>
      <li className="legend-soldOut" id={soldOutId}>
        {legend.soldOut}
      </li>
    </ul>
  </I18nProvider>
);
