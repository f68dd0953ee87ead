import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { TICKET_MODES } from '@foyer/domain';
import { trackEcommerce } from '../../lib/analytics/ecommerce';
import { useCartStore } from '../../lib/storage/cart-store';
import { Notice } from '../../components/ui/notice';
import { toCartLines } from './cart-lines';
import { DayTickets } from './day-tickets';
import { OrderSummary } from './order-summary';
import { useFormats } from '../../lib/formats';
import { maxParentCount, selectionSummary, type Choices } from './ticket-selection';
import type { EventBooking } from './use-event-booking';

/** The calendar widget is the heaviest part of the screen: it loads beside the route, not inside it. */
const EventCalendar = lazy(() => import('./event-calendar').then((m) => ({ default: m.EventCalendar })));

/** Date, then time and tickets, then the basket (SPEC §4/§5). */
export const BookingForm = ({ booking }: { booking: EventBooking }) => {
  const { t } = useTranslation('tickets');
  const { lang, config, today, range, calendar, date, slot, tickets, choices, mode, event } = booking;
  const { locale, day } = useFormats();
  const addLines = useCartStore((s) => s.add);
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const summary = selectionSummary(tickets, choices);
  const dayTicket = mode === TICKET_MODES.day;

  const changeChoices = (next: Choices) => {
    booking.setChoices(next);
    setProblem(null);
    setAdded(false);
  };

  const add = () => {
    if (date === null || slot === null) return setProblem(t(dayTicket ? 'detail.chooseDate' : 'detail.chooseDateAndTime'));
    if (summary.lines.length === 0) return setProblem(t('detail.chooseTickets'));
    const wrong = summary.lines.find((l) => l.problem !== null);
    if (wrong) {
      // The rule itself is spelled out beside the ticket; take the visitor to the first number still missing.
      const missing = wrong.subtickets.find((s) => s.count === 0) ?? wrong.subtickets[0];
      if (missing) document.getElementById(`ticket-${wrong.ticket.id}-sub-${missing.sub.id}`)?.focus();
      return setProblem(t(wrong.problem === 'familyIncomplete' ? 'detail.completeFamily' : 'detail.subticketCount'));
    }
    const lines = toCartLines(summary, event ?? { name: t('detail.fallbackTitle') }, slot, (ticket) => maxParentCount(ticket, tickets, choices, slot));
    for (const line of lines) addLines(line);
    trackEcommerce('add_to_cart', config.currency, lines.map((line) => line.analytics));
    booking.setChoices({});
    setProblem(null);
    setAdded(true);
  };

  return (
    <div className="booking">
      <section className="booking-step booking-date" aria-labelledby="step-date">
        <h2 id="step-date" className="step-heading">
          <span className="step-no" aria-hidden="true">1</span> {t('detail.dateHeading')}
        </h2>
        {calendar.isError ? (
          <Notice tone="error" text={t('detail.calendarError')} />
        ) : (
          <Suspense fallback={<div className="calendar-placeholder" aria-hidden="true" />}>
            {calendar.data ? (
              <EventCalendar
                locale={locale}
                counts={calendar.data}
                today={today}
                range={range}
                value={date}
                initialFocus={date ?? (range.start < today ? today : range.start)}
                onChange={(next) => {
                  booking.chooseDate(next);
                  setAdded(false);
                  setProblem(null);
                }}
                onMonthChange={booking.changeMonth}
              />
            ) : (
              <div className="calendar-placeholder" aria-hidden="true" />
            )}
          </Suspense>
        )}
        <p className="chosen-date" aria-live="polite">
          {date ? t('detail.chosenDate', { date: day(date) }) : t('detail.noDate')}
        </p>
      </section>
      <DayTickets booking={booking} onChoices={changeChoices}>
        <OrderSummary summary={summary} lang={lang} problem={problem} added={added} onAdd={add} />
      </DayTickets>
    </div>
  );
};
