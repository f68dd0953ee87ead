import type { CartLine } from '../lib/storage/cart-store';

const event = { eventId: 1002, eventName: 'Light over the Lake', vat_value: 8.1 };

/** Two adults at 22.00 in the 11:00 slot. */
export const adultsLine: CartLine = {
  type: 'ticket', id: 10021, name: 'Adults', totalPrice: 4400, count: 2, datetime: '2026-11-22T11:00:00+01:00',
  ticket: { ...event, price: 2200, totalCount: 2, subtickets: [] },
};

/** A family ticket at 52.00 admitting two adults and three children. */
export const familyLine: CartLine = {
  type: 'ticket', id: 10024, name: 'Family ticket', totalPrice: 5200, count: 1, datetime: '2026-11-22T11:00:00+01:00',
  ticket: { ...event, price: 5200, totalCount: 5, subtickets: [{ id: 100241, name: 'Adults', count: 2, price: 0 }, { id: 100242, name: 'Children', count: 3, price: 0 }] },
};

/** A day ticket at 2.5 % VAT. */
export const dayLine: CartLine = {
  type: 'dayTicket', id: 30011, name: 'Day pass', totalPrice: 1000, count: 1, datetime: '2026-11-23T00:00:00+01:00',
  ticket: { eventId: 3001, eventName: 'Garden', vat_value: 2.5, price: 1000, totalCount: 1, subtickets: [] },
};

/** Two places on a public tour at 14:00, with one adult admission with audio guide, one child admission, and an answer. */
export const tourLine: CartLine = {
  type: 'guidedTour', id: 2001, name: 'Highlights of the Collection', totalPrice: 2700, count: 2, datetime: '2026-11-24T14:00:00+01:00',
  tour: {
    tourId: 2001, date: '2026-11-24', time: '14:00', single_ticketing: 1, participants: 2, vatCents: 202,
    prices: [{ id: 20011, name: 'Tour supplement', count: 1, price: 500 }, { id: 20012, name: 'Tour supplement, children (free)', count: 1, price: 0 }],
    tickets: [
      { id: 20015, name: 'Admission, adults', count: 1, price: 1800, subtickets: [{ id: 200151, name: 'Audio guide', count: 1, price: 400 }] },
      { id: 20017, name: 'Admission, children up to 16', count: 1, price: 0, subtickets: [] },
    ],
    answers: [{ qId: 7, type: 'checkbox', value: [1, 3], question: 'What should we prepare?', answer: 'Hearing loop, Picnic room' }],
  },
};
