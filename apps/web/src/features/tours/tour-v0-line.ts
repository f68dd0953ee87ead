import type { CartLine } from '../../lib/storage/cart-line';
import { includedPart, v0UnitPrice, type V0Line } from '../../lib/storage/cart-v0';

/** A tour line of a cart saved before line kinds, as that version's basket showed it and its checkout sent it. */
export const tourV0Line = (line: V0Line): CartLine | null => {
  const { tour } = line;
  if (tour === undefined) return null;
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
      parts: [...tour.prices.map((p) => includedPart(p, false)), ...tour.tickets.flatMap((t) => [includedPart(t, false), ...t.subtickets.map((sub) => includedPart(sub, true))])],
      answers: tour.answers.map(({ question, answer }) => ({ question, answer })),
    },
    analytics: { id: line.id, name: line.name, category: 'GuidedTour', unitPriceCents: v0UnitPrice(line, quantity), quantity, taxCents: tour.vatCents, ...(line.datetime === undefined ? {} : { variant: line.datetime }) },
  };
};
