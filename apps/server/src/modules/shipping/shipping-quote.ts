import { shippingCost, type ShippingRate } from '@foyer/domain';
import type { CatalogShippingZone } from '../../catalog/catalog-commerce.schema.js';
import { DomainError } from '../../errors/domain-error.js';

/** The catalog's zones as the domain's rate rows: one row per zone and weight band. */
export const shippingRates = (zones: readonly CatalogShippingZone[]): ShippingRate[] =>
  zones.flatMap((zone) => zone.bands.map((band) => ({ countries: zone.countries, maxWeightGrams: band.max_weight, cents: band.price })));

/**
 * The cost of sending `weightGrams` to `country`, or SPEC §8's "no shipping costs stored for this
 * country" (NO_SHIPPING_COSTS, naming the shop's support address) when no zone or band holds it.
 */
export const quoteShipping = (zones: readonly CatalogShippingZone[], country: string | null, weightGrams: number, supportEmail: string): number => {
  if (weightGrams === 0) return 0;
  const quote = country === null ? { kind: 'no-rate' as const } : shippingCost(shippingRates(zones), country.toUpperCase(), weightGrams);
  if (quote.kind === 'no-rate') throw new DomainError('NO_SHIPPING_COSTS', { params: { email: supportEmail } });
  return quote.cents;
};
