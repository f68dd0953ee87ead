import { useTranslation } from '../../lib/i18n/use-translation';
import { maxTicketCount, ticketsMustEqualParticipants, tourCountCap } from '@foyer/domain';
import { quantitiesOf } from './tour-selection';
import { TourQuantityRow } from './tour-quantity-row';
import type { TourBooking } from './use-tour-booking';

export interface TourQuantitiesProps {
  booking: TourBooking;
  /** Why a count was just lowered, or what the choice still lacks: announced beside the steppers. */
  notice: string | null;
  onPrice: (priceId: number, value: unknown) => void;
  onTicket: (ticketId: number, value: unknown) => void;
  onSubticket: (ticketId: number, subId: number, value: unknown) => void;
}

/** SPEC §5 quantities: tour prices (places, or whole tours for groups), then admission tickets and their add-ons. */
export const TourQuantities = ({ booking, notice, onPrice, onTicket, onSubticket }: TourQuantitiesProps) => {
  const { t } = useTranslation('tours');
  const { mode, slot, prices, tickets, choices } = booking;
  if (mode === null || slot === null) return null;
  const { tourCount, ticketCount } = quantitiesOf(choices, prices);
  const tourCap = tourCountCap(mode, slot.tickets);
  const ticketCap = maxTicketCount(mode, tourCount);
  let ticketHint = 'detail.ticketsPerTour';
  if (ticketsMustEqualParticipants(mode)) ticketHint = 'detail.ticketsPerParticipant';
  else if (mode.booking_without_tickets) ticketHint = 'detail.ticketsOptional';

  return (
    <>
      <h3 className="tour-group-heading">{t(mode.single_ticketing ? 'detail.placesHeading' : 'detail.toursHeading')}</h3>
      <p className="tour-group-hint">
        {mode.single_ticketing ? t('detail.placesHint', { count: tourCap }) : t('detail.toursHint', { count: mode.max_participants })}
      </p>
      <ul className="tour-rows" role="list">
        {prices.map((price) => {
          const count = choices.prices[price.id] ?? 0;
          return (
            <TourQuantityRow key={price.id} id={`tour-price-${price.id}`} name={price.name} price={price.price} count={count} max={count + Math.max(0, tourCap - tourCount)} onChange={(value) => onPrice(price.id, value)} />
          );
        })}
      </ul>
      {tickets.length > 0 && (
        <>
          <h3 className="tour-group-heading">{t('detail.ticketsHeading')}</h3>
          <p className="tour-group-hint">{t(ticketHint, { count: mode.max_participants })}</p>
          <ul className="tour-rows" role="list">
            {tickets.map((ticket) => {
              const count = choices.tickets[ticket.id] ?? 0;
              return [
                <TourQuantityRow key={ticket.id} id={`tour-ticket-${ticket.id}`} name={ticket.name} price={ticket.price} count={count} max={count + Math.max(0, ticketCap - ticketCount)} onChange={(value) => onTicket(ticket.id, value)} />,
                ...(count > 0
                  ? ticket.subtickets.map((sub) => (
                      <TourQuantityRow key={`${ticket.id}-${sub.id}`} id={`tour-sub-${ticket.id}-${sub.id}`} name={sub.name} price={sub.price} count={choices.subtickets[ticket.id]?.[sub.id] ?? 0} max={count} addOn onChange={(value) => onSubticket(ticket.id, sub.id, value)} />
                    ))
                  : []),
              ];
            })}
          </ul>
        </>
      )}
      <p id="tour-quantity-notice" className="tour-quantity-notice" role="status">
        {notice}
      </p>
    </>
  );
};
