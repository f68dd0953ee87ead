import type { CustomerOrder, OrderCustomer, OrderReview } from '@foyer/contract';

export const ORDER_TOKEN = 'Qx7-abc_DEF123ghiJKL456mnoPQR789stuVWX012yz';

/** A reserved order of tickets and a tour, partly paid with a voucher code. */
export const reservedOrder = (overrides: Partial<OrderReview> = {}): OrderReview => ({
  number: 1042,
  status: 'awaiting_payment',
  created_at: '2026-03-02T09:15:00Z',
  booked_at: null,
  lines: [
    { name: 'Adult', title: 'Special exhibition', count: 2, datetime: '2026-03-14T13:30:00Z', total_cents: 4400, facts: [] },
    {
      name: 'Highlights tour',
      title: 'Guided tours',
      count: 1,
      datetime: '2026-03-15T09:00:00Z',
      total_cents: 12000,
      facts: [
        { title: null, entries: [{ label: 'Participants', value: '8' }] },
        { title: 'Your answers', entries: [{ label: 'Group', value: 'School class 4b' }] },
      ],
    },
  ],
  subtotal_cents: 16400,
  shipping_cents: 0,
  shipping_address: null,
  total_cents: 16400,
  currency: 'CHF',
  payments: [{ kind: 'voucherCode', label: 'K7QZ', amount_cents: 5000, at: '2026-03-02T09:15:00Z' }],
  paid_cents: 5000,
  due_cents: 11400,
  pay_until: '2026-03-16T22:59:59Z',
  payable: true,
  documents_url: null,
  tickets_only: true,
  external_document_number: null,
  ...overrides,
});

/** The same order once paid and booked, its tickets ready. */
export const bookedOrder = (): OrderReview =>
  reservedOrder({
    status: 'booked',
    booked_at: '2026-03-03T10:00:00Z',
    payments: [
      { kind: 'voucherCode', label: 'K7QZ', amount_cents: 5000, at: '2026-03-02T09:15:00Z' },
      { kind: 'provider', label: 'Card or TWINT', amount_cents: 11400, at: '2026-03-03T10:00:00Z' },
    ],
    paid_cents: 16400,
    due_cents: 0,
    pay_until: null,
    payable: false,
    documents_url: '/api/en/order/1042/tickets.pdf?key=k',
  });

export const orderCustomer = (): OrderCustomer => ({
  email: 'ada@example.org',
  salutation: null,
  fname: 'Ada',
  lname: 'Lovelace',
  company: 'Primary School Seeburg',
  street: 'Seeweg 7',
  zip: '8712',
  city: 'Seeburg',
  country: 'CH',
});

export const customerOrder = (overrides: Partial<CustomerOrder>): CustomerOrder => ({
  id: 'token',
  number: 1,
  status: 'booked',
  created_at: '2026-01-01T10:00:00Z',
  first_datetime: null,
  names: ['Special exhibition'],
  total_cents: 4400,
  due_cents: 0,
  currency: 'CHF',
  documents_url: null,
  ...overrides,
});
