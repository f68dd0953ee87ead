import type { CatalogInput } from '../kinds.js';
import { fixtureCatalog } from './fixture-catalog.js';

type EventsInput = NonNullable<CatalogInput['events']>;

const VAT = 8.1;

/**
 * Events for server tests, with rules relative to today: a collection with two one-hour slots a
 * day (10 places each), a day ticket and an evening performance on Thursdays and Fridays.
 */
export const fixtureEvents = (): EventsInput => [
  {
    id: 501,
    name: { de: 'Sammlung', en: 'Collection' },
    description: { de: 'Die ständige Sammlung.' },
    venue: { de: 'Hauptgebäude', en: 'Main building' },
    custom_groups: [{ id: 1, name: { de: 'Ausstellungen', en: 'Exhibitions' } }],
    sequence_no: 1,
    image: 'events/collection.webp',
    schedule: { kind: 'timeslots', from_day: -2, to_day: 20, opens: '10:00', closes: '12:00', slot_minutes: 60, capacity: 10 },
    tickets: [
      { id: 5011, name: { de: 'Erwachsene', en: 'Adults' }, price: 1800, vat_value: VAT, sequence_no: 1, group_id: 7, group_name: { de: 'Einzeln', en: 'Single' } },
      { id: 5012, name: { de: 'Kinder', en: 'Children' }, price: 800, vat_value: VAT, sequence_no: 2, print_separately: true },
      {
        id: 5013,
        name: { de: 'Besuchende mit Behinderung', en: 'Visitor with disability' },
        price: 1200,
        vat_value: VAT,
        sequence_no: 3,
        subtickets: [{ id: 50131, name: { de: 'Begleitperson (gratis)', en: 'Carer (free)' }, price: 0, vat_value: VAT, min_quantity: 1, max_quantity: 1 }],
      },
      {
        id: 5014,
        name: { de: 'Familie', en: 'Family' },
        price: 4500,
        vat_value: VAT,
        sequence_no: 4,
        family: true,
        subtickets: [
          { id: 50141, name: { de: 'Erwachsene', en: 'Adults' }, price: 0, vat_value: VAT, min_quantity: 1, max_quantity: 2, sequence_no: 1 },
          { id: 50142, name: { de: 'Kinder', en: 'Children' }, price: 0, vat_value: VAT, min_quantity: 1, max_quantity: 3, sequence_no: 2 },
        ],
      },
    ],
  },
  {
    id: 502,
    name: { de: 'Tageskarte', en: 'Day pass' },
    venue: { de: 'Park' },
    sequence_no: 2,
    schedule: { kind: 'days', from_day: -3, to_day: 10, opens: '09:00', closes: '18:00', capacity: 100 },
    tickets: [{ id: 5021, name: { de: 'Tageskarte', en: 'Day pass' }, price: 1500, vat_value: VAT }],
  },
  {
    id: 503,
    name: { de: 'Abendkonzert', en: 'Evening concert' },
    venue: { de: 'Saal', en: 'Hall' },
    sequence_no: 2,
    sorting_datetime: '2020-01-01T00:00:00+01:00',
    schedule: { kind: 'performances', to_day: 14, weekdays: [4, 5], times: ['19:30'], duration_minutes: 90, capacity: 30 },
    tickets: [{ id: 5031, name: { de: 'Konzert', en: 'Concert' }, price: 3500, vat_value: VAT, book_with_cost: true }],
  },
];

export const fixtureCatalogWithEvents = (): CatalogInput => ({ ...fixtureCatalog(), events: fixtureEvents() });
