import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { TICKET_MODES } from '@foyer/domain';
import { ApiError } from '../../lib/api/api-error';
import { Notice } from '../../components/ui/notice';
import { useFormats } from '../../lib/formats';
import { TicketTypeList } from './ticket-type-list';
import { TimeslotPicker } from './timeslot-picker';
import type { Choices } from './ticket-selection';
import type { EventBooking } from './use-event-booking';

/** Which SPEC §4 availability state the chosen day is in, if it cannot be booked. */
const dayProblem = (booking: EventBooking): 'expired' | 'unavailable' | 'soldOut' | 'notBookable' | null => {
  const { day, slots, tickets } = booking;
  if (day.error instanceof ApiError && day.error.code === 'EVENT_EXPIRED') return 'expired';
  if (!day.isSuccess) return null;
  if (slots.length === 0) return 'unavailable';
  if (slots.every((s) => s.max_tickets === 0)) return 'soldOut';
  return tickets.length === 0 ? 'notBookable' : null;
};

/** Steps 2 and 3: the time (for timeslots and performances) and the ticket quantities of the chosen day. */
export const DayTickets = ({ booking, onChoices, children }: { booking: EventBooking; onChoices: (next: Choices) => void; children: ReactNode }) => {
  const { t } = useTranslation('tickets');
  const { day, date, slots, slot, mode, tickets, choices } = booking;
  const { timeRange } = useFormats();
  const dayTicket = mode === TICKET_MODES.day;
  const problem = dayProblem(booking);
  if (date === null) {
    return (
      <section className="booking-step" aria-label={t('detail.ticketsHeading')}>
        <p className="step-hint">{t('detail.chooseDateFirst')}</p>
      </section>
    );
  }
  if (day.isPending) return <div className="booking-step step-skeleton" aria-hidden="true" />;
  if (problem) return <Notice tone="info" heading={t(`state.${problem}Heading`)} text={t(`state.${problem}Day`)} />;
  if (day.isError) return <Notice tone="error" text={t('detail.loadError')} action={{ label: t('retry'), onPress: () => void day.refetch() }} />;
  const daySlot = slots[0];

  return (
    <>
      {!dayTicket && (
        <section className="booking-step" aria-labelledby="step-time">
          <h2 id="step-time" className="step-heading">
            <span className="step-no" aria-hidden="true">2</span> {t(mode === TICKET_MODES.performance ? 'detail.performanceHeading' : 'detail.timeHeading')}
          </h2>
          <TimeslotPicker slots={slots} mode={mode} value={slot?.timeslot_id ?? null} onChange={booking.chooseSlot} />
        </section>
      )}
      <section className="booking-step booking-tickets" aria-labelledby="step-tickets">
        <h2 id="step-tickets" className="step-heading">
          <span className="step-no" aria-hidden="true">{dayTicket ? 2 : 3}</span> {t('detail.ticketsHeading')}
        </h2>
        {dayTicket && daySlot && (
          <p className="day-validity">
            {t('detail.dayValidity', { hours: timeRange(daySlot.datetime, daySlot.datetime_end) })}{' '}
            <span className="slot-places">{t('detail.placesLeft', { count: daySlot.max_tickets })}</span>
          </p>
        )}
        {slot === null && !dayTicket && <p className="step-hint">{t('detail.chooseTimeFirst')}</p>}
        <TicketTypeList tickets={tickets} choices={choices} slot={slot} onChange={onChoices} />
        {children}
      </section>
    </>
  );
};
