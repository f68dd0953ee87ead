import { assertWholeAmount } from './whole-amount.js';

/**
 * One row of the catalog's shipping table (DESIGN.md "Shipping": cost by country or zone and
 * weight band). A zone is simply a row that lists several countries.
 */
export interface ShippingRate {
  /** ISO 3166-1 alpha-2 codes, upper case: one country, or the countries of a zone. */
  countries: readonly string[];
  /** The band covers parcels up to and including this weight. */
  maxWeightGrams: number;
  cents: number;
}

/** `no-rate` is SPEC §8's "no shipping costs stored for this country": no row for the country, or the parcel is heavier than its last band. */
export type ShippingQuote = { kind: 'rate'; cents: number } | { kind: 'no-rate'; reason: 'country' | 'weight' };

/**
 * DESIGN.md "Shipping": the cost of a parcel is the lightest band of the country's rows that still
 * holds its weight. Rows naming the country alone win over zones, so a shop can price its home
 * country apart from the zone that contains it. Nothing to ship (0 g) costs 0 wherever it goes.
 */
export const shippingCost = (table: readonly ShippingRate[], country: string, weightGrams: number): ShippingQuote => {
  assertWholeAmount(weightGrams, 'weightGrams');
  for (const rate of table) {
    assertWholeAmount(rate.maxWeightGrams, 'maxWeightGrams');
    assertWholeAmount(rate.cents, 'cents');
  }
  if (weightGrams === 0) return { kind: 'rate', cents: 0 };
  const zoneRows = table.filter((rate) => rate.countries.includes(country));
  const ownRows = zoneRows.filter((rate) => rate.countries.length === 1);
  const rows = ownRows.length > 0 ? ownRows : zoneRows;
  if (rows.length === 0) return { kind: 'no-rate', reason: 'country' };
  const band = rows
    .filter((rate) => weightGrams <= rate.maxWeightGrams)
    .reduce<ShippingRate | null>((lightest, rate) => (lightest === null || rate.maxWeightGrams < lightest.maxWeightGrams ? rate : lightest), null);
  return band === null ? { kind: 'no-rate', reason: 'weight' } : { kind: 'rate', cents: band.cents };
};

/** The weight `shippingCost` prices: all goods of the cart in one parcel. */
export const shippingWeightGrams = (lines: readonly { shippingWeightGrams: number }[]): number =>
  lines.reduce((sum, line) => {
    assertWholeAmount(line.shippingWeightGrams, 'shippingWeightGrams');
    return sum + line.shippingWeightGrams;
  }, 0);
