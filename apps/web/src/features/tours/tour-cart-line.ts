import type { TourDetail, TourScheduleEntry } from '@foyer/contract';
import { participantCount, tourLineCount, type TourMode } from '@foyer/domain';
import { imageOf, type CartLine, type LinePart } from '../../lib/storage/cart-store';
import type { BookingAnswer } from './tour-answer-form';
import type { SummaryPart, TourSummary } from './tour-selection';

export interface ChosenSlot {
  date: string;
  time: string;
  entry: Pick<TourScheduleEntry, 'datetime'>;
}

const ids = ({ id, count }: SummaryPart) => ({ id, count });
const shown = ({ count, name, price }: SummaryPart, sub = false): LinePart => ({ count, name, unitPrice: price > 0 ? price : null, ...(sub ? { sub } : {}) });

/**
 * SPEC §3 basket line of type guidedTour: id is the tour, the slot's start as datetime, and the SPEC §7
 * item (tourId, datetime, prices, tickets with subtickets, answers). Analytics counts the line 1 unless
 * single ticketing, then its participants (SPEC §5); the server prices it again and refuses a changed total.
 */
export const toTourCartLine = (tour: Pick<TourDetail, 'id' | 'name'> & Partial<Pick<TourDetail, 'image'>>, mode: TourMode, slot: ChosenSlot, summary: TourSummary, answers: BookingAnswer[]): CartLine => {
  const quantity = tourLineCount(mode, summary.quantities);
  const datetime = slot.entry.datetime;
  return {
    type: 'guidedTour',
    id: tour.id,
    name: tour.name,
    totalPrice: summary.totalCents,
    vatCents: summary.vatCents,
    item: {
      type: 'guidedTour',
      tourId: tour.id,
      datetime,
      prices: summary.prices.map(ids),
      tickets: summary.tickets.map((ticket) => ({ ...ids(ticket), subtickets: ticket.subtickets.map(ids) })),
      answers: answers.map(({ qId, type, value }) => ({ qId, type, value })),
      totalPrice: summary.totalCents,
    },
    display: {
      heading: tour.name,
      label: tour.name,
      when: { datetime },
      participants: participantCount(mode, summary.quantities),
      parts: [...summary.prices.map((p) => shown(p)), ...summary.tickets.flatMap((ticket) => [shown(ticket), ...ticket.subtickets.map((sub) => shown(sub, true))])],
      answers: answers.map(({ question, answer }) => ({ question, answer })),
      ...imageOf(tour.image),
    },
    // SPEC §9 analytics: category GuidedTour, the slot as variant, its VAT portion as tax.
    analytics: {
      id: tour.id,
      name: tour.name,
      category: 'GuidedTour',
      unitPriceCents: quantity > 0 ? summary.totalCents / quantity : summary.totalCents,
      quantity,
      taxCents: summary.vatCents,
      variant: datetime,
    },
  };
};
