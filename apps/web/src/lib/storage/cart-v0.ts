import { vatPortion } from '@foyer/domain';
import type { CartLine, LinePart } from './cart-line';

/*
 * The saved-cart format before line kinds (state version 0): a bag with optional `ticket` or `tour`
 * detail. Frozen here so that a visitor who had a basket across the deploy keeps it.
 */
interface V0Part {
  id: number;
  name: string;
  count: number;
  price: number;
}

interface V0Ticket {
  eventName: string;
  price: number;
  vat_value: number;
  subtickets: V0Part[];
}

interface V0Tour {
  tourId: number;
  participants: number;
  vatCents: number;
  prices: V0Part[];
  tickets: (V0Part & { subtickets: V0Part[] })[];
  answers: { qId: number; type?: 'radio' | 'select' | 'checkbox' | 'text' | 'textarea' | 'number'; value: number | string | number[]; question: string; answer: string }[];
}

export interface V0Line {
  type: string;
  id: number;
  name: string;
  totalPrice: number;
  count?: number;
  datetime?: string;
  ticket?: V0Ticket;
  tour?: V0Tour;
}

const included = (part: V0Part, sub: boolean): LinePart => ({ count: part.count, name: part.name, unitPrice: part.price > 0 ? part.price : null, ...(sub ? { sub } : {}) });

const unitPrice = (line: V0Line, quantity: number) => (quantity > 0 ? line.totalPrice / quantity : line.totalPrice);

const ticketLine = (line: V0Line, ticket: V0Ticket, datetime: string): CartLine | null => {
  if (line.type !== 'ticket' && line.type !== 'dayTicket') return null;
  const count = line.count ?? 0;
  const label = `${ticket.eventName} – ${line.name}`;
  const vatCents = vatPortion(Math.max(0, line.totalPrice), ticket.vat_value);
  return {
    type: line.type,
    id: line.id,
    name: line.name,
    totalPrice: line.totalPrice,
    vatCents,
    item: { type: line.type, count, id: line.id, datetime, subtickets: ticket.subtickets.map(({ id, count: n }) => ({ id, count: n })), totalPrice: line.totalPrice },
    display: {
      heading: ticket.eventName,
      label,
      when: { datetime, ...(line.type === 'dayTicket' ? { dateOnly: true } : {}) },
      parts: [{ count, name: line.name, unitPrice: ticket.price }, ...ticket.subtickets.filter((sub) => sub.count > 0).map((sub) => included(sub, true))],
    },
    analytics: { id: line.id, name: label, category: 'Ticket', unitPriceCents: unitPrice(line, count), quantity: count, taxCents: vatCents, variant: datetime },
  };
};

const tourLine = (line: V0Line, tour: V0Tour): CartLine => {
  const quantity = line.count ?? 1;
  return {
    type: 'guidedTour',
    id: line.id,
    name: line.name,
    totalPrice: line.totalPrice,
    vatCents: tour.vatCents,
    item: {
      type: 'guidedTour',
      tourId: tour.tourId,
      datetime: line.datetime,
      prices: tour.prices.map(({ id, count }) => ({ id, count })),
      tickets: tour.tickets.map(({ id, count, subtickets }) => ({ id, count, subtickets: subtickets.map((sub) => ({ id: sub.id, count: sub.count })) })),
      answers: tour.answers.map(({ qId, type, value }) => ({ qId, type, value })),
      totalPrice: line.totalPrice,
    },
    display: {
      heading: line.name,
      label: line.name,
      ...(line.datetime === undefined ? {} : { when: { datetime: line.datetime } }),
      participants: tour.participants,
      parts: [...tour.prices.map((p) => included(p, false)), ...tour.tickets.flatMap((t) => [included(t, false), ...t.subtickets.map((sub) => included(sub, true))])],
      answers: tour.answers.map(({ question, answer }) => ({ question, answer })),
    },
    analytics: { id: line.id, name: line.name, category: 'GuidedTour', unitPriceCents: unitPrice(line, quantity), quantity, taxCents: tour.vatCents, ...(line.datetime === undefined ? {} : { variant: line.datetime }) },
  };
};

/**
 * A version-0 line in today's shape, as the basket showed it and checkout sent it then. A line of
 * another kind could never be ordered in that version, so it is left out rather than guessed at.
 */
export const fromV0Line = (line: V0Line): CartLine | null => {
  if (line.tour) return tourLine(line, line.tour);
  if (line.ticket && line.datetime) return ticketLine(line, line.ticket, line.datetime);
  return null;
};
