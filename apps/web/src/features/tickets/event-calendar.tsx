import { useState } from 'react';
import { Button, Calendar, CalendarCell, CalendarGrid, CalendarGridBody, CalendarGridHeader, CalendarHeaderCell, Heading, I18nProvider } from 'react-aria-components';
import { GregorianCalendar, parseDate, type CalendarDate } from '@internationalized/date';
import { useTranslation } from 'react-i18next';
import { dayAvailability, monthOf, type CalendarWindow, type DateCounts } from './calendar-state';
import '../../components/ui/booking-calendar.css';

export interface EventCalendarProps {
  lang: string;
  counts: DateCounts;
  today: string;
  range: CalendarWindow;
  value: string | null;
  /** The month the calendar opens on when nothing is chosen (YYYY-MM-DD of any day in it). */
  initialFocus: string;
  onChange: (date: string) => void;
  /** SPEC §4: called with YYYY-MM whenever the visible month changes. */
  onMonthChange: (month: string) => void;
}

/** Every shop language uses the Gregorian calendar; naming it keeps the other calendar systems out of the bundle. */
const gregorian = () => new GregorianCalendar();

const SOLD_OUT_ID = 'event-calendar-sold-out';

/**
 * Screen readers hear a sold-out day as unavailable and, through the legend, as sold out. CalendarCell
 * does not pass aria-describedby on to its day button, so it is set on the button directly.
 */
const describeSoldOut = (cell: HTMLTableCellElement | null, soldOut: boolean) => {
  const day = cell?.firstElementChild;
  if (!day) return;
  if (soldOut) day.setAttribute('aria-describedby', SOLD_OUT_ID);
  else day.removeAttribute('aria-describedby');
};

/** The event calendar of SPEC §4: free dates selectable, sold-out dates marked and not selectable. */
export const EventCalendar = ({ lang, counts, today, range, value, initialFocus, onChange, onMonthChange }: EventCalendarProps) => {
  const { t } = useTranslation('tickets');
  const [focused, setFocused] = useState<CalendarDate>(() => parseDate(value ?? initialFocus));
  const changeFocus = (date: CalendarDate) => {
    if (monthOf(date.toString()) !== monthOf(focused.toString())) onMonthChange(monthOf(date.toString()));
    setFocused(date);
  };
  return (
    <I18nProvider locale={lang}>
      <Calendar
        className="booking-calendar"
        aria-label={t('detail.calendarLabel')}
        createCalendar={gregorian}
        value={value === null ? null : parseDate(value)}
        onChange={(date) => onChange(date.toString())}
        focusedValue={focused}
        onFocusChange={changeFocus}
        minValue={parseDate(range.start < today ? today : range.start)}
        maxValue={parseDate(range.end)}
        isDateUnavailable={(date) => dayAvailability(counts, date.toString(), today) !== 'available'}
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
              const state = dayAvailability(counts, date.toString(), today);
              return (
                <CalendarCell date={date} className={`calendar-day is-${state}`} ref={(cell) => describeSoldOut(cell, state === 'soldOut')} />
              );
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
