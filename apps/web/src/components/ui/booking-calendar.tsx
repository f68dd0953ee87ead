import { useEffect, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { addDays, addMonths, clampDate, dateAfterKey, firstDayOfWeek, monthStart, monthWeeks } from './calendar-dates';
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
  /** Names of the buttons that page to the previous and the next month. */
  navigation: { previous: string; next: string };
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

const dateFormats = new Map<string, { day: Intl.DateTimeFormat; month: Intl.DateTimeFormat; weekday: Intl.DateTimeFormat; weekdayLong: Intl.DateTimeFormat }>();
const formatsFor = (locale: string) => {
  let formats = dateFormats.get(locale);
  if (formats === undefined) {
    const utc = { timeZone: 'UTC' } as const;
    formats = {
      day: new Intl.DateTimeFormat(locale, { ...utc, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
      month: new Intl.DateTimeFormat(locale, { ...utc, month: 'long', year: 'numeric' }),
      weekday: new Intl.DateTimeFormat(locale, { ...utc, weekday: 'short' }),
      weekdayLong: new Intl.DateTimeFormat(locale, { ...utc, weekday: 'long' }),
    };
    dateFormats.set(locale, formats);
  }
  return formats;
};
const utc = (date: string): Date => new Date(`${date}T00:00:00Z`);

const localToday = (): string => {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())).toISOString().slice(0, 10);
};

/**
 * A month calendar for booking (the grid pattern of the WAI-ARIA practices): available days can be
 * chosen, sold-out days are marked and explained by the legend. One day is in the tab order; arrow
 * keys move by day and week, Page Up/Down by month, Home/End to the week's ends; Enter or Space chooses.
 */
export const BookingCalendar = ({ locale, label, legend, navigation, soldOutId, value, focused, min, max, dayState, onChange, onFocusChange }: BookingCalendarProps) => {
  const headingId = useId();
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const formats = formatsFor(locale);
  const firstDay = firstDayOfWeek(locale);
  const weeks = useMemo(() => monthWeeks(focused, firstDay), [focused, firstDay]);
  const today = localToday();
  const month = monthStart(focused);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const focusDate = (date: string, byKeyboard: boolean) => {
    const next = clampDate(date, min, max);
    moved.current = byKeyboard;
    if (next !== focused) onFocusChange(next);
  };
  /** Choosing the chosen day again changes nothing, as with any other control. */
  const choose = (date: string) => {
    if (date !== value && dayState(date) === 'available') onChange(date);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, date: string) => {
    const next = dateAfterKey(date, event.key, firstDay);
    if (next === null) return;
    event.preventDefault();
    focusDate(next, true);
  };
  const page = (months: number) => focusDate(addMonths(focused, months), false);
  const canGoBack = monthStart(min) < month;
  const canGoOn = max === undefined || monthStart(max) > month;
  // 1 January 2023 was a Sunday.
  const weekdays = Array.from({ length: 7 }, (_, index) => addDays('2023-01-01', (firstDay + index) % 7));

  return (
    <div className="booking-calendar" role="application" aria-label={label}>
      <header className="calendar-header">
        <button type="button" className="calendar-nav" aria-label={navigation.previous} disabled={!canGoBack} onClick={() => page(-1)}>
          <span aria-hidden="true">‹</span>
        </button>
        <h2 className="calendar-heading" id={headingId} aria-live="polite">
          {formats.month.format(utc(month))}
        </h2>
        <button type="button" className="calendar-nav" aria-label={navigation.next} disabled={!canGoOn} onClick={() => page(1)}>
          <span aria-hidden="true">›</span>
        </button>
      </header>
      <table className="calendar-grid" role="grid" aria-labelledby={headingId} ref={grid}>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day} scope="col" className="calendar-weekday" abbr={formats.weekdayLong.format(utc(day))}>
                {formats.weekday.format(utc(day))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            <tr key={week.find((day) => day !== null) ?? row}>
              {week.map((date, column) => {
                if (date === null) return <td key={`empty-${column}`} role="gridcell" />;
                const state = dayState(date);
                const selected = date === value;
                return (
                  <td key={date} role="gridcell" aria-selected={selected}>
                    <button
                      type="button"
                      className={`calendar-day is-${state}`}
                      data-date={date}
                      data-selected={selected || undefined}
                      data-today={date === today || undefined}
                      tabIndex={date === focused ? 0 : -1}
                      aria-label={formats.day.format(utc(date))}
                      aria-disabled={state === 'available' ? undefined : true}
                      aria-describedby={state === 'soldOut' ? soldOutId : undefined}
                      onClick={() => {
                        focusDate(date, false);
                        choose(date);
                      }}
                      onKeyDown={(event) => onKeyDown(event, date)}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="calendar-legend" role="list">
        <li className="legend-available">{legend.available}</li>
        <li className="legend-soldOut" id={soldOutId}>
          {legend.soldOut}
        </li>
      </ul>
    </div>
  );
};
