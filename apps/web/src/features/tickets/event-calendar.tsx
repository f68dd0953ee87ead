import { useState } from 'react';
import { KindCalendar } from '../../components/ui/kind-calendar';
import { monthOf } from '../../components/ui/calendar-dates';
import { dayAvailability, type CalendarWindow, type DateCounts } from './calendar-state';

export interface EventCalendarProps {
  locale: string;
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

/** The event calendar of SPEC §4: free dates selectable, sold-out dates marked and not selectable. */
export const EventCalendar = ({ locale, counts, today, range, value, initialFocus, onChange, onMonthChange }: EventCalendarProps) => {
  const [focused, setFocused] = useState(() => value ?? initialFocus);
  const changeFocus = (date: string) => {
    if (monthOf(date) !== monthOf(focused)) onMonthChange(monthOf(date));
    setFocused(date);
  };
  return (
    <KindCalendar
      namespace="tickets"
      soldOutId="event-calendar-sold-out"
      locale={locale}
      value={value}
      focused={focused}
      min={range.start < today ? today : range.start}
      max={range.end}
      dayState={(date) => dayAvailability(counts, date, today)}
      onChange={onChange}
      onFocusChange={changeFocus}
    />
  );
};
