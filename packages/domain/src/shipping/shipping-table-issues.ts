/** The rules a shipping table can break, for a client to say in the reader's language. */
export const SHIPPING_TABLE_ISSUE_CODES = ['negative_amount', 'bands_overlap', 'country_in_two_zones'] as const;
export type ShippingTableIssueCode = (typeof SHIPPING_TABLE_ISSUE_CODES)[number];

/** A band covers parcels up to and including `maxWeight` grams at `price` cents. */
export interface ShippingBand {
  maxWeight: number;
  price: number;
}

export interface ShippingZoneRule {
  countries: readonly string[];
  bands: readonly ShippingBand[];
}

export interface ShippingTableIssue {
  path: (string | number)[];
  code: ShippingTableIssueCode | 'listed_twice';
}

/**
 * What is wrong with one zone's bands: a cost below zero, or two bands ending at the same weight
 * (a parcel of that weight would have two prices). Bands may be listed in any order: each covers
 * the weights above the next lighter one.
 */
export const shippingBandIssues = (bands: readonly ShippingBand[]): ShippingTableIssue[] => {
  const issues: ShippingTableIssue[] = [];
  const seen = new Set<number>();
  bands.forEach((band, index) => {
    if (band.price < 0) issues.push({ path: ['bands', index, 'price'], code: 'negative_amount' });
    if (seen.has(band.maxWeight)) issues.push({ path: ['bands', index, 'maxWeight'], code: 'bands_overlap' });
    seen.add(band.maxWeight);
  });
  return issues;
};

/** Whether a zone prices one country alone; such a zone wins over larger ones listing it too (docs/catalog-format.md). */
const isSingleCountry = (zone: ShippingZoneRule): boolean => new Set(zone.countries).size === 1;

/**
 * What is wrong with a shipping table: each zone's bands, a country twice in one zone, and a country
 * in two zones of the same kind (two single-country zones, or two larger ones), which would leave
 * its price to chance.
 */
export const shippingTableIssues = (zones: readonly ShippingZoneRule[]): ShippingTableIssue[] => {
  const issues: ShippingTableIssue[] = [];
  const zoneOf = new Map<string, true>();
  zones.forEach((zone, z) => {
    const inZone = new Set<string>();
    zone.countries.forEach((country, c) => {
      const kindKey = `${isSingleCountry(zone) ? 'alone' : 'shared'}:${country}`;
      if (inZone.has(country)) issues.push({ path: [z, 'countries', c], code: 'listed_twice' });
      else if (zoneOf.has(kindKey)) issues.push({ path: [z, 'countries', c], code: 'country_in_two_zones' });
      inZone.add(country);
      zoneOf.set(kindKey, true);
    });
    for (const issue of shippingBandIssues(zone.bands)) issues.push({ ...issue, path: [z, ...issue.path] });
  });
  return issues;
};
