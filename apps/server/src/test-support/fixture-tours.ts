import type { CatalogInput } from '../kinds.js';
import { fixtureCatalog } from './fixture-catalog.js';

type ToursInput = NonNullable<CatalogInput['tours']>;

const VAT = 8.1;
const option = (id: number, en: string, de: string) => ({ id, label: { en, de } });

/**
 * Tours for server tests, every rule relative to today: a public single-ticketing tour with
 * questions of every type (10 places at 14:00), a group tour booked by whole tours with a minimum
 * group (2 × 20 places at 10:00), a public tour a group may book completely without admission
 * tickets (2 × 6 places), and a group tour booked without tickets.
 */
export const fixtureTours = (): ToursInput => [
  {
    id: 601,
    name: { de: 'Höhepunkte der Sammlung', en: 'Collection highlights' },
    description: { en: 'An hour with our favourite pieces.' },
    event_name: { de: 'Ständige Sammlung', en: 'Permanent collection' },
    venue: { de: 'Hauptgebäude', en: 'Main building' },
    museum_id: 1,
    image: 'tours/highlights.webp',
    language: 'en',
    categories: [1],
    sequence_no: 1,
    duration: 60,
    max_participants: 10,
    single_ticketing: true,
    schedule: { from_day: -2, to_day: 20, times: ['14:00'] },
    prices: [
      { id: 6011, name: { de: 'Führung', en: 'Tour' }, price: 500, vat_value: VAT, sequence_no: 1 },
      { id: 6012, name: { de: 'Führung Kinder', en: 'Tour, children' }, price: 0, vat_value: VAT, sequence_no: 2 },
    ],
    tickets: [
      {
        id: 6013,
        name: { de: 'Eintritt Erwachsene', en: 'Admission, adults' },
        price: 1800,
        vat_value: VAT,
        sequence_no: 1,
        subtickets: [{ id: 60131, name: { de: 'Audioguide', en: 'Audio guide' }, price: 300, vat_value: VAT }],
      },
      { id: 6014, name: { de: 'Eintritt Kinder', en: 'Admission, children' }, price: 800, vat_value: VAT, sequence_no: 2 },
    ],
    questions: [
      { id: 1, type: 'radio', label: { de: 'Rollstuhl?', en: 'Wheelchair?' }, required: true, options: [option(1, 'Yes', 'Ja'), option(2, 'No', 'Nein')] },
      { id: 2, type: 'select', label: { en: 'How did you hear of us?' }, options: [option(1, 'Friends', 'Freunde'), option(2, 'Poster', 'Plakat')] },
      { id: 3, type: 'checkbox', label: { en: 'Interests' }, options: [option(1, 'Painting', 'Malerei'), option(2, 'Fossils', 'Fossilien')] },
      { id: 4, type: 'text', label: { de: 'Name der Gruppe', en: 'Group name' }, required: true },
      { id: 5, type: 'textarea', label: { en: 'Anything else?' } },
      { id: 6, type: 'number', label: { en: 'Age of the youngest' }, min: 0, max: 120 },
    ],
  },
  {
    id: 602,
    name: { de: 'Gruppenführung', en: 'Group tour' },
    event_name: { de: 'Ständige Sammlung' },
    venue: { de: 'Hauptgebäude', en: 'Main building' },
    museum_id: 1,
    language: 'de',
    categories: [1, 2],
    sequence_no: 2,
    duration: 90,
    max_participants: 20,
    min_participants: 8,
    book_complete_tour: true,
    schedule: { from_day: 0, to_day: 20, times: ['10:00'], tours: 2 },
    prices: [{ id: 6021, name: { de: 'Führung (pro Gruppe)', en: 'Tour (per group)' }, price: 18000, vat_value: VAT }],
    tickets: [
      { id: 6022, name: { de: 'Eintritt Erwachsene', en: 'Admission, adults' }, price: 1800, vat_value: VAT, sequence_no: 1 },
      { id: 6023, name: { de: 'Eintritt Studierende', en: 'Admission, students' }, price: 1000, vat_value: VAT, sequence_no: 2 },
    ],
  },
  {
    id: 603,
    name: { de: 'Gartenrundgang', en: 'Garden walk', fr: 'Promenade au jardin' },
    venue: { de: 'Park' },
    museum_id: 2,
    language: 'fr',
    categories: [2],
    sequence_no: 3,
    duration: 45,
    max_participants: 6,
    single_ticketing: true,
    book_complete_tour: true,
    booking_without_tickets: true,
    schedule: { to_day: 20, times: ['11:00'], tours: 2 },
    prices: [{ id: 6031, name: { de: 'Rundgang', en: 'Walk' }, price: 1500, vat_value: VAT }],
  },
  {
    id: 604,
    name: { de: 'Private Parkführung', en: 'Private park tour' },
    venue: { de: 'Park' },
    museum_id: 2,
    language: 'it',
    duration: 60,
    max_participants: 15,
    booking_without_tickets: true,
    schedule: { to_day: 20, times: ['16:00'] },
    prices: [{ id: 6041, name: { de: 'Führung', en: 'Tour' }, price: 12000, vat_value: VAT }],
  },
];

export const fixtureTourCategories = (): NonNullable<CatalogInput['tour_categories']> => [
  { id: 1, name: { de: 'Kunst', en: 'Art' }, sequence_no: 1 },
  { id: 2, name: { de: 'Natur', en: 'Nature' }, sequence_no: 2 },
];

export const fixtureCatalogWithTours = (): CatalogInput => ({ ...fixtureCatalog(), tour_categories: fixtureTourCategories(), tours: fixtureTours() });
