import type { CatalogInput } from '../kinds.js';
import { fixtureCatalog } from './fixture-catalog.js';
import { fixtureEvents } from './fixture-events.js';
import { fixtureTourCategories, fixtureTours } from './fixture-tours.js';
import { fixtureDonationOffer } from './fixture-donation.js';

/** Categories; "passes" holds only the annual pass, so merchandise lists never show it. */
export const fixtureProductGroups = () => [
  { id: 1, slug: 'books', name: { de: 'Bücher', en: 'Books' }, sequence_no: 1 },
  { id: 2, slug: 'posters', name: { de: 'Plakate', en: 'Posters' }, sequence_no: 2 },
  { id: 3, slug: 'gifts', name: { de: 'Geschenke', en: 'Gifts' }, sequence_no: 3 },
  { id: 4, slug: 'passes', name: { de: 'Museumspass', en: 'Museum pass' }, sequence_no: 4 },
];

/**
 * 701 a heavy book (plenty), 702 a poster with 3 left, 703 a sold-out gift, 704 an annual pass
 * (kind 13), 705 a gift with texts only in German (the shop's first language).
 */
export const fixtureProducts = () => [
  {
    id: 701,
    name: { de: 'Ausstellungskatalog', en: 'Exhibition catalogue' },
    teaser: { de: 'Alle Werke der Ausstellung.', en: 'Every work in the exhibition.' },
    description: { de: 'Erster Absatz.\n\nZweiter Absatz.', en: 'First paragraph.\n\nSecond paragraph.' },
    images: [
      { src: 'products/catalogue.svg', alt: { de: 'Umschlag des Katalogs', en: 'Cover of the catalogue' } },
      { src: 'products/catalogue-inside.svg', alt: { de: 'Doppelseite', en: 'A spread' } },
    ],
    price: 3900,
    vat_value: 2.6,
    stock: 20,
    weight: 1200,
    sequence_no: 2,
    custom_groups: [1],
  },
  {
    id: 702,
    name: { de: 'Plakat Seeufer', en: 'Lakeside poster' },
    teaser: { de: 'A2, matt.', en: 'A2, matte.' },
    description: { de: 'Gedruckt in Zürich.', en: 'Printed in Zurich.' },
    images: [{ src: 'https://cdn.example.org/poster.jpg', alt: { en: 'The poster' } }],
    price: 2500,
    vat_value: 8.1,
    stock: 3,
    weight: 300,
    sequence_no: 1,
    custom_groups: [2],
  },
  {
    id: 703,
    name: { de: 'Tasche', en: 'Tote bag' },
    teaser: { de: 'Baumwolle.', en: 'Cotton.' },
    description: { de: 'Ausverkauft.', en: 'Sold out.' },
    price: 1800,
    vat_value: 8.1,
    stock: 0,
    weight: 200,
    sequence_no: 3,
    custom_groups: [3],
  },
  {
    id: 704,
    name: { de: 'Jahreskarte', en: 'Annual pass' },
    teaser: { de: 'Ein Jahr freier Eintritt.', en: 'A year of free admission.' },
    description: { de: 'Persönlich.', en: 'Personal.' },
    price: 9000,
    vat_value: 8.1,
    stock: 100,
    weight: 20,
    sequence_no: 4,
    custom_groups: [4],
    product_kind_ref: '13',
  },
  {
    id: 705,
    name: { de: 'Postkarten' },
    teaser: { de: 'Zehn Karten.' },
    description: { de: 'Zehn Motive.' },
    price: 1200,
    vat_value: 8.1,
    stock: 50,
    weight: 80,
    sequence_no: 5,
    custom_groups: [3],
  },
];

/** CH and LI; Germany alone; a Europe zone that also lists Germany (its own zone wins); no US. */
export const fixtureShipping = () => [
  { name: { de: 'Schweiz und Liechtenstein', en: 'Switzerland and Liechtenstein' }, countries: ['CH', 'LI'], bands: [{ max_weight: 1000, price: 900 }, { max_weight: 2000, price: 1200 }, { max_weight: 5000, price: 1800 }] },
  { name: { de: 'Deutschland', en: 'Germany' }, countries: ['DE'], bands: [{ max_weight: 5000, price: 2800 }, { max_weight: 1000, price: 1500 }] },
  { name: { de: 'Europa', en: 'Europe' }, countries: ['DE', 'AT', 'FR'], bands: [{ max_weight: 2000, price: 2200 }, { max_weight: 10_000, price: 3500 }] },
];

/** Tickets of event 501 suggest the book and tour 601; goods suggest the tour, the event, the sold-out bag and the poster. */
export const fixtureSuggestions = () => [
  { when: { type: 'ticket' as const, id: 501 }, suggest: [{ type: 'merchandise' as const, id: 701 }, { type: 'guidedTour' as const, id: 601 }] },
  {
    when: { type: 'merchandise' as const },
    suggest: [
      { type: 'guidedTour' as const, id: 601 },
      { type: 'ticket' as const, id: 501 },
      { type: 'merchandise' as const, id: 703 },
      { type: 'merchandise' as const, id: 702 },
    ],
  },
  { when: { type: 'any' as const }, suggest: [{ type: 'merchandise' as const, id: 705 }] },
];

const isoDay = (offsetDays: number): string => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** VALID-50 has 30.00 of 50.00 left; the others are used up, not valid yet, expired; BIG-500 covers any order here. */
export const fixtureVoucherCodes = () => [
  { code: 'VALID-50', name: 'Gift voucher', amount: 5000, used: 2000, valid_from: isoDay(-30), valid_to: isoDay(300) },
  { code: 'USED-UP', name: 'Gift voucher', amount: 5000, used: 5000, valid_from: isoDay(-30), valid_to: isoDay(300) },
  { code: 'NOT-YET', name: 'Gift voucher', amount: 5000, valid_from: isoDay(10), valid_to: isoDay(300) },
  { code: 'EXPIRED', name: 'Gift voucher', amount: 5000, valid_from: isoDay(-400), valid_to: isoDay(-10) },
  { code: 'BIG-500', name: 'Gift voucher', amount: 50_000, valid_from: isoDay(-1), valid_to: isoDay(300) },
];

/** 801 a fixed 50.00 voucher; 802 a variable one (20.00 to 300.00, 40.00 suggested, valid 24 months); 803 unlisted later by tests. */
export const fixtureGiftVouchers = () => [
  { id: 801, name: { de: 'Gutschein 50', en: 'Voucher 50' }, teaser: { de: 'Für alles.', en: 'For everything.' }, description: { de: 'Drei Jahre gültig.', en: 'Valid for three years.' }, price: 5000, group: 1, sequence_no: 2 },
  {
    id: 802,
    name: { de: 'Wertgutschein', en: 'Voucher of your choice' },
    teaser: { de: 'Betrag frei wählbar.', en: 'Choose the amount.' },
    description: { de: 'Zwei Jahre gültig.', en: 'Valid for two years.' },
    images: [{ src: 'products/voucher.svg', alt: { de: 'Gutschein', en: 'Voucher' } }],
    price: 4000,
    variable_amount: true,
    min_amount: 2000,
    max_amount: 30_000,
    group: 2,
    sequence_no: 1,
    validity_months: 24,
  },
];

export const fixtureVoucherGroups = () => [
  { id: 1, name: { de: 'Für jeden Anlass', en: 'For every occasion' }, sequence_no: 2 },
  { id: 2, name: { de: 'Erlebnisse', en: 'Experiences' }, sequence_no: 1 },
  { id: 3, name: { de: 'Leer', en: 'Empty' }, sequence_no: 3 },
];

/** The fixture shop with events, tours and the museum shop, selling to the US too (where nothing ships). */
export const fixtureCatalogWithMerchandise = (): CatalogInput => {
  const base = fixtureCatalog();
  return {
    ...base,
    shop: { ...base.shop, sections: { ...base.shop.sections, merchandise: true, vouchers: true, memcard: true } },
    customer: { ...base.customer, countries: ['CH', 'LI', 'DE', 'AT', 'FR', 'US'] },
    events: fixtureEvents(),
    tour_categories: fixtureTourCategories(),
    tours: fixtureTours(),
    product_groups: fixtureProductGroups(),
    products: fixtureProducts(),
    shipping: fixtureShipping(),
    suggestions: fixtureSuggestions(),
    voucher_codes: fixtureVoucherCodes(),
    voucher_groups: fixtureVoucherGroups(),
    gift_vouchers: fixtureGiftVouchers(),
    donation: fixtureDonationOffer(),
  };
};
