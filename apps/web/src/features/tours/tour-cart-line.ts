import type { TourDetail, TourScheduleEntry } from '@foyer/contract';
import { participantCount, tourLineCount, type TourMode } from '@foyer/domain';
import type { EcommerceItem } from '../../lib/analytics/ecommerce';
import type { CartLine, TourLineAnswer } from '../../lib/storage/cart-store';
import type { SummaryPart, TourSummary } from './tour-selection';

export interface ChosenSlot {
  date: string;
  time: string;
  entry: Pick<TourScheduleEntry, 'datetime'>;
}

const wirePart = ({ id, name, count, price }: SummaryPart) => ({ id, name, count, price });

/**
 * SPEC §3 basket line of type guidedTour: id is the tour, count 1 unless single ticketing (then its
 * participants, SPEC §5), the slot's start as datetime, and the tour detail checkout sends (SPEC §7).
 */
export const toTourCartLine = (tour: Pick<TourDetail, 'id' | 'name' | 'single_ticketing'>, mode: TourMode, slot: ChosenSlot, summary: TourSummary, answers: TourLineAnswer[]): CartLine => ({
  type: 'guidedTour',
  id: tour.id,
  name: tour.name,
  totalPrice: summary.totalCents,
  count: tourLineCount(mode, summary.quantities),
  datetime: slot.entry.datetime,
  tour: {
    tourId: tour.id,
    date: slot.date,
    time: slot.time,
    single_ticketing: tour.single_ticketing,
    participants: participantCount(mode, summary.quantities),
    vatCents: summary.vatCents,
    prices: summary.prices.map(wirePart),
    tickets: summary.tickets.map((ticket) => ({ ...wirePart(ticket), subtickets: ticket.subtickets.map(wirePart) })),
    answers,
  },
});

/** SPEC §9 analytics item of the line: category GuidedTour, the slot as variant, its VAT portion as tax. */
export const toTourEcommerceItem = (line: CartLine): EcommerceItem => {
  const quantity = line.count ?? 1;
  return {
    id: line.id,
    name: line.name,
    category: 'GuidedTour',
    unitPriceCents: quantity > 0 ? line.totalPrice / quantity : line.totalPrice,
    quantity,
    taxCents: line.tour?.vatCents ?? 0,
    ...(line.datetime === undefined ? {} : { variant: line.datetime }),
  };
};
