import { describe, expect, it } from 'vitest';
import { shippingCost, shippingWeightGrams, type ShippingRate } from './shipping-cost.js';

const EUROPE = ['CH', 'DE', 'AT', 'FR'];
/** Deliberately not sorted by weight: the lightest band that fits wins, wherever it stands. */
const table: ShippingRate[] = [
  { countries: ['CH'], maxWeightGrams: 2000, cents: 900 },
  { countries: EUROPE, maxWeightGrams: 10_000, cents: 2500 },
  { countries: ['CH'], maxWeightGrams: 1000, cents: 700 },
  { countries: EUROPE, maxWeightGrams: 2000, cents: 1500 },
  { countries: ['CH'], maxWeightGrams: 5000, cents: 1200 },
];

describe('shippingCost (DESIGN.md "Shipping": cost by country or zone and weight band)', () => {
  it.each([
    { name: 'nothing to ship costs 0, even where no rate exists', country: 'US', grams: 0, quote: { kind: 'rate', cents: 0 } },
    { name: 'inside the first band', country: 'CH', grams: 500, quote: { kind: 'rate', cents: 700 } },
    { name: "exactly at a band's max stays in that band", country: 'CH', grams: 1000, quote: { kind: 'rate', cents: 700 } },
    { name: "just above a band's max takes the next band", country: 'CH', grams: 1001, quote: { kind: 'rate', cents: 900 } },
    { name: 'exactly at the last band', country: 'CH', grams: 5000, quote: { kind: 'rate', cents: 1200 } },
    { name: "above the country's last band: its own rows win, the zone's heavier band does not apply", country: 'CH', grams: 5001, quote: { kind: 'no-rate', reason: 'weight' } },
    { name: 'a zone row prices a country without rows of its own', country: 'DE', grams: 1, quote: { kind: 'rate', cents: 1500 } },
    { name: 'zone band edge', country: 'AT', grams: 2000, quote: { kind: 'rate', cents: 1500 } },
    { name: 'zone, just above the band edge', country: 'FR', grams: 2001, quote: { kind: 'rate', cents: 2500 } },
    { name: "above the zone's last band", country: 'DE', grams: 10_001, quote: { kind: 'no-rate', reason: 'weight' } },
    { name: 'no rate for the country (SPEC §8 "no shipping costs stored")', country: 'US', grams: 500, quote: { kind: 'no-rate', reason: 'country' } },
    { name: 'an empty table has no rate', country: 'CH', grams: 500, quote: { kind: 'no-rate', reason: 'country' }, rows: [] },
  ])('$name', ({ country, grams, quote, rows }) => expect(shippingCost(rows ?? table, country, grams)).toEqual(quote));

  it.each([
    { name: 'fractional weight', rows: table, grams: 1.5 },
    { name: 'negative weight', rows: table, grams: -1 },
    { name: 'fractional cents in the table', rows: [{ countries: ['CH'], maxWeightGrams: 1000, cents: 7.5 }], grams: 500 },
    { name: 'negative band in the table', rows: [{ countries: ['CH'], maxWeightGrams: -1, cents: 700 }], grams: 500 },
  ])('$name is a programming error', ({ rows, grams }) => expect(() => shippingCost(rows, 'CH', grams)).toThrow(RangeError));
});

describe('shippingWeightGrams (all goods in one parcel)', () => {
  it.each([
    { weights: [], grams: 0 },
    { weights: [0, 0], grams: 0 },
    { weights: [250, 0, 1200], grams: 1450 },
  ])('$weights -> $grams g', ({ weights, grams }) => expect(shippingWeightGrams(weights.map((shippingWeightGrams) => ({ shippingWeightGrams })))).toBe(grams));

  it('refuses a fractional weight', () => expect(() => shippingWeightGrams([{ shippingWeightGrams: 0.5 }])).toThrow(RangeError));
});
