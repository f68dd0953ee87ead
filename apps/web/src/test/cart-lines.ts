import type { CartLine } from '../lib/storage/cart-store';

const at = '2026-11-22T11:00:00+01:00';

/** Two adults at 22.00 in the 11:00 slot (8.1 % VAT). */
export const adultsLine: CartLine = {
  type: 'ticket', id: 10021, name: 'Adults', totalPrice: 4400, vatCents: 330,
  item: { type: 'ticket', count: 2, id: 10021, datetime: at, subtickets: [], totalPrice: 4400 },
  display: { heading: 'Light over the Lake', label: 'Light over the Lake – Adults', when: { datetime: at }, parts: [{ count: 2, name: 'Adults', unitPrice: 2200 }] },
  analytics: { id: 10021, name: 'Light over the Lake – Adults', category: 'Ticket', unitPriceCents: 2200, quantity: 2, taxCents: 330, variant: at },
};

/** A family ticket at 52.00 admitting two adults and three children. */
export const familyLine: CartLine = {
  type: 'ticket', id: 10024, name: 'Family ticket', totalPrice: 5200, vatCents: 390,
  item: { type: 'ticket', count: 1, id: 10024, datetime: at, subtickets: [{ id: 100241, count: 2 }, { id: 100242, count: 3 }], totalPrice: 5200 },
  display: {
    heading: 'Light over the Lake', label: 'Light over the Lake – Family ticket', when: { datetime: at },
    parts: [{ count: 1, name: 'Family ticket', unitPrice: 5200 }, { count: 2, name: 'Adults', unitPrice: null, sub: true }, { count: 3, name: 'Children', unitPrice: null, sub: true }],
  },
  analytics: { id: 10024, name: 'Light over the Lake – Family ticket', category: 'Ticket', unitPriceCents: 5200, quantity: 1, taxCents: 390, variant: at },
};

/** A day ticket at 2.5 % VAT. */
export const dayLine: CartLine = {
  type: 'dayTicket', id: 30011, name: 'Day pass', totalPrice: 1000, vatCents: 24,
  item: { type: 'dayTicket', count: 1, id: 30011, datetime: '2026-11-23T00:00:00+01:00', subtickets: [], totalPrice: 1000 },
  display: { heading: 'Garden', label: 'Garden – Day pass', when: { datetime: '2026-11-23T00:00:00+01:00', dateOnly: true }, parts: [{ count: 1, name: 'Day pass', unitPrice: 1000 }] },
  analytics: { id: 30011, name: 'Garden – Day pass', category: 'Ticket', unitPriceCents: 1000, quantity: 1, taxCents: 24, variant: '2026-11-23T00:00:00+01:00' },
};

/** Two places on a public tour at 14:00, with one adult admission with audio guide, one child admission, and an answer. */
export const tourLine: CartLine = {
  type: 'guidedTour', id: 2001, name: 'Highlights of the Collection', totalPrice: 2700, vatCents: 202,
  item: {
    type: 'guidedTour', tourId: 2001, datetime: '2026-11-24T14:00:00+01:00',
    prices: [{ id: 20011, count: 1 }, { id: 20012, count: 1 }],
    tickets: [{ id: 20015, count: 1, subtickets: [{ id: 200151, count: 1 }] }, { id: 20017, count: 1, subtickets: [] }],
    answers: [{ qId: 7, type: 'checkbox', value: [1, 3] }],
    totalPrice: 2700,
  },
  display: {
    heading: 'Highlights of the Collection', label: 'Highlights of the Collection', when: { datetime: '2026-11-24T14:00:00+01:00' }, participants: 2,
    parts: [
      { count: 1, name: 'Tour supplement', unitPrice: 500 },
      { count: 1, name: 'Tour supplement, children (free)', unitPrice: null },
      { count: 1, name: 'Admission, adults', unitPrice: 1800 },
      { count: 1, name: 'Audio guide', unitPrice: 400, sub: true },
      { count: 1, name: 'Admission, children up to 16', unitPrice: null },
    ],
    answers: [{ question: 'What should we prepare?', answer: 'Hearing loop, Picnic room' }],
  },
  analytics: { id: 2001, name: 'Highlights of the Collection', category: 'GuidedTour', unitPriceCents: 1350, quantity: 2, taxCents: 202, variant: '2026-11-24T14:00:00+01:00' },
};

/**
 * Two visitors with a disability at 12.00, each with their carer (free, a fixed companion), and one audio
 * guide at 4.00 (up to one per ticket); the slot had six tickets free for them when they were added.
 */
export const accessLine: CartLine = {
  type: 'ticket', id: 10023, name: 'Visitor with disability', totalPrice: 2800, vatCents: 210,
  item: { type: 'ticket', count: 2, id: 10023, datetime: at, subtickets: [{ id: 100231, count: 2 }, { id: 100232, count: 1 }], totalPrice: 2800 },
  display: {
    heading: 'Light over the Lake', label: 'Light over the Lake – Visitor with disability', when: { datetime: at },
    parts: [{ count: 2, name: 'Visitor with disability', unitPrice: 1200 }, { count: 2, name: 'Carer', unitPrice: null, sub: true }, { count: 1, name: 'Audio guide', unitPrice: 400, sub: true }],
  },
  analytics: { id: 10023, name: 'Light over the Lake – Visitor with disability', category: 'Ticket', unitPriceCents: 1400, quantity: 2, taxCents: 210, variant: at },
  quantity: {
    count: 2, max: 6, limit: 'places', unitPrice: 1200, vatBp: 810,
    followers: [
      { id: 100231, count: 2, minPerUnit: 1, maxPerUnit: 1, unitPrice: 0, vatBp: 810 },
      { id: 100232, count: 1, minPerUnit: 0, maxPerUnit: 1, unitPrice: 400, vatBp: 810 },
    ],
  },
};
