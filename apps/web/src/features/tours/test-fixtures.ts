import type { TourDetail, TourListItem, TourOverviewEntry, TourScheduleEntry } from '@foyer/contract';

/** Tour data in the wire format of packages/contract, for the tour screens' tests. */
export const listItem = (overrides: Partial<TourListItem> & Pick<TourListItem, 'id' | 'name'>): TourListItem => ({
  langIdentifier: 'de',
  langName: 'German',
  museumId: 1,
  venue: 'Main building',
  custom_groups: [],
  description: '',
  image: null,
  duration: 60,
  price_from: 500,
  single_ticketing: 1,
  max_participants: 20,
  min_participants: 0,
  next_date: '2026-11-21',
  sequence_no: overrides.id,
  ...overrides,
});

export const overviewEntry = (tour: TourListItem, date: string, times: string[]): TourOverviewEntry => ({
  id: tour.id,
  name: tour.name,
  langIdentifier: tour.langIdentifier,
  langName: tour.langName,
  venue: tour.venue,
  image: null,
  duration: tour.duration,
  custom_groups: tour.custom_groups,
  times: times.map((time, i) => ({ time, datetime: `${date}T${time}:00+01:00`, timeslotId: tour.id * 100 + i, soldout: false })),
});

export const slotAt = (date: string, time: string, tickets: number, overrides: Partial<TourScheduleEntry> = {}): TourScheduleEntry => ({
  tours: tickets > 0 ? 1 : 0,
  tickets,
  timeslotId: Number(`${date.replaceAll('-', '').slice(4)}${time.replace(':', '')}`),
  datetime: `${date}T${time}:00+01:00`,
  soldout: tickets === 0,
  priceList: [],
  ...overrides,
});

/** A public tour with single ticketing and admission tickets required (demo tour 2001). */
export const publicTour = (date: string | null, schedule: Record<string, TourScheduleEntry>, overrides: Partial<TourDetail> = {}): TourDetail => ({
  id: 2001,
  name: 'Highlights of the Collection',
  eventName: 'The Seeburg Collection',
  description: 'An hour with our curators’ favourite pieces.',
  venue: 'Main building',
  museumId: 1,
  image: null,
  langIdentifier: 'de',
  langName: 'German',
  duration: 60,
  date,
  nextDate: null,
  priceList: {
    '20011': { id: 20011, price: 500, vat_value: 8.1, sequence_no: 1, name: 'Tour supplement' },
    '20012': { id: 20012, price: 0, vat_value: 8.1, sequence_no: 2, name: 'Children' },
  },
  tickets: [
    { id: 20015, name: 'Admission, adults', price: 1800, vat_value: 8.1, sequence_no: 1, subtickets: [{ id: 200151, name: 'Audio guide', price: 400, vat_value: 8.1 }] },
    { id: 20017, name: 'Admission, children', price: 0, vat_value: 8.1, sequence_no: 2, subtickets: [] },
  ],
  schedule,
  max_participants: 20,
  min_participants: 0,
  single_ticketing: 1,
  book_complete_tour: 0,
  booking_without_tickets: 0,
  questions: [],
  ...overrides,
});
