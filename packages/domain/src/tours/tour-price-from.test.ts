import { describe, expect, it } from 'vitest';
import { tourPriceFrom } from './tour-price-from.js';

const publicTour = { single_ticketing: true, booking_without_tickets: false };
const admissionIncluded = { single_ticketing: true, booking_without_tickets: true };
const wholeTour = { single_ticketing: false, booking_without_tickets: false };

describe('tourPriceFrom (the "from" price of a tour)', () => {
  it.each([
    // Demo tour 2001: supplement 5.00 (children free) plus the cheapest paid admission 12.00 (children free): never "free".
    ['a public tour with admission required', publicTour, [500, 0], [1800, 1200, 0], 1700],
    ['a public tour whose supplement is free for everyone but admission is not', publicTour, [0], [1800], 1800],
    ['a public tour without admission tickets to sell', publicTour, [800, 0], [], 800],
    ['admission included in the tour price', admissionIncluded, [2500, 1800], [1800], 1800],
    ['a group tour, priced per tour', wholeTour, [19000], [1800, 1200, 0], 19000],
    ['a tour where everything is free', publicTour, [0, 0], [0], 0],
    ['a free walk with free admission only', admissionIncluded, [0], [], 0],
  ])('%s', (_name, mode, prices, tickets, expected) => expect(tourPriceFrom(mode, prices, tickets)).toBe(expected));

  it('is null for a tour without prices', () => expect(tourPriceFrom(publicTour, [], [1800])).toBeNull());
});
