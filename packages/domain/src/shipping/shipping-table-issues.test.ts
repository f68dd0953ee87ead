import { describe, expect, it } from 'vitest';
import { shippingBandIssues, shippingTableIssues, type ShippingZoneRule } from './shipping-table-issues.js';

const HOME: ShippingZoneRule = { countries: ['CH', 'LI'], bands: [{ maxWeight: 500, price: 700 }, { maxWeight: 2000, price: 1050 }] };
const EUROPE: ShippingZoneRule = { countries: ['DE', 'AT', 'FR'], bands: [{ maxWeight: 2000, price: 2900 }] };
const GERMANY: ShippingZoneRule = { countries: ['DE'], bands: [{ maxWeight: 2000, price: 2400 }] };

describe('shippingBandIssues', () => {
  it.each([
    { name: 'bands in order', bands: HOME.bands },
    { name: 'bands in any order', bands: [{ maxWeight: 2000, price: 1050 }, { maxWeight: 500, price: 700 }] },
    { name: 'a free band', bands: [{ maxWeight: 1000, price: 0 }] },
  ])('accepts $name', ({ bands }) => expect(shippingBandIssues(bands)).toEqual([]));

  it.each([
    { name: 'a negative cost', bands: [{ maxWeight: 500, price: -1 }], issues: [{ path: ['bands', 0, 'price'], code: 'negative_amount' }] },
    { name: 'two bands ending at the same weight', bands: [{ maxWeight: 500, price: 700 }, { maxWeight: 500, price: 900 }], issues: [{ path: ['bands', 1, 'maxWeight'], code: 'bands_overlap' }] },
    {
      name: 'both at once',
      bands: [{ maxWeight: 500, price: 700 }, { maxWeight: 500, price: -5 }],
      issues: [
        { path: ['bands', 1, 'price'], code: 'negative_amount' },
        { path: ['bands', 1, 'maxWeight'], code: 'bands_overlap' },
      ],
    },
  ])('refuses $name', ({ bands, issues }) => expect(shippingBandIssues(bands)).toEqual(issues));
});

describe('shippingTableIssues', () => {
  it.each([
    { name: 'separate zones', zones: [HOME, EUROPE] },
    { name: 'a country alone in its own zone and in a larger one', zones: [HOME, EUROPE, GERMANY] },
    { name: 'no zones at all', zones: [] },
  ])('accepts $name', ({ zones }) => expect(shippingTableIssues(zones)).toEqual([]));

  it.each([
    { name: 'a country twice in one zone', zones: [{ ...HOME, countries: ['CH', 'LI', 'CH'] }], issues: [{ path: [0, 'countries', 2], code: 'listed_twice' }] },
    { name: 'a country in two larger zones', zones: [HOME, EUROPE, { ...EUROPE, countries: ['IT', 'FR'] }], issues: [{ path: [2, 'countries', 1], code: 'country_in_two_zones' }] },
    { name: 'a country alone in two zones', zones: [GERMANY, GERMANY], issues: [{ path: [1, 'countries', 0], code: 'country_in_two_zones' }] },
    { name: 'a zone’s overlapping bands, at the zone', zones: [HOME, { ...EUROPE, bands: [{ maxWeight: 2000, price: 1 }, { maxWeight: 2000, price: 2 }] }], issues: [{ path: [1, 'bands', 1, 'maxWeight'], code: 'bands_overlap' }] },
  ])('refuses $name', ({ zones, issues }) => expect(shippingTableIssues(zones)).toEqual(issues));
});
