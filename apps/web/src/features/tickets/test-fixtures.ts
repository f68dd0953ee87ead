import type { EventSummary, EventTicket, Subticket, Timeslot } from '@foyer/contract';

/** Catalog data in the wire format of packages/contract, for the ticket screens' tests. */
export const event = (overrides: Partial<EventSummary> = {}): EventSummary => ({
  id: 7,
  name: 'Light over the Lake',
  description: 'Landscape painting.',
  venue: 'Skylight gallery',
  image: null,
  custom_groups: [],
  sequence_no: 1,
  sorting_datetime: '2026-11-21T10:00:00+01:00',
  end: '2027-01-20T18:00:00+01:00',
  mode: 1,
  price_from: 1200,
  ...overrides,
});

export const slot = (date: string, hour: number, remaining: number, id: number): Timeslot => {
  const hh = String(hour).padStart(2, '0');
  const end = String(hour + 1).padStart(2, '0');
  return { datetime: `${date}T${hh}:00:00+01:00`, datetime_end: `${date}T${end}:00:00+01:00`, max_tickets: remaining, timeslot_id: id };
};

export const sub = (overrides: Partial<Subticket> & Pick<Subticket, 'id' | 'name'>): Subticket => ({
  price: 0,
  vat_value: 8.1,
  min_quantity: 0,
  max_quantity: 0,
  ...overrides,
});

export const ticket = (overrides: Partial<EventTicket> & Pick<EventTicket, 'id' | 'name'>): EventTicket => ({
  eventId: 7,
  price: 2000,
  vat_value: 8.1,
  mode: 1,
  sequence_no: overrides.id,
  schedule: [],
  group_id: null,
  group_name: null,
  family: false,
  subtickets: [],
  print_separately: false,
  unique_barcode: true,
  scan_separately: false,
  book_with_cost: false,
  book_with_cost_warn: false,
  ...overrides,
});
