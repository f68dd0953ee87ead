import { z } from 'zod';
import { localizedTextSchema } from '@foyer/contract';
import { shippingTableIssues, type ShippingTableIssue } from '@foyer/domain';

const localized = localizedTextSchema;
const country = z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 code in capitals');

/**
 * DESIGN.md "Shipping": one zone is a named set of countries with its weight bands. A zone of one
 * country wins over a larger zone that also lists it. A country in no zone cannot be shipped to.
 */
export const shippingZoneSchema = z.object({
  name: localized,
  countries: z.array(country).min(1),
  bands: z
    .array(z.object({ max_weight: z.number().int().positive(), price: z.number().int().nonnegative() }))
    .min(1),
});

const SHIPPING_ISSUE_TEXTS: Record<ShippingTableIssue['code'], string> = {
  negative_amount: 'a band costs less than nothing',
  bands_overlap: 'two bands of the zone end at the same max_weight',
  country_in_two_zones: 'the country is in another zone of the same kind (name each country in at most one zone of one country and one larger zone)',
  listed_twice: 'the country is listed twice in the zone',
};

/** The shop's zones, checked by the office's rules for a shipping table (packages/domain), worded for the file's author. */
export const shippingTableSchema = z.array(shippingZoneSchema).check((payload) => {
  if (payload.issues.length > 0) return;
  const zones = payload.value.map((zone) => ({ countries: zone.countries, bands: zone.bands.map((band) => ({ maxWeight: band.max_weight, price: band.price })) }));
  for (const issue of shippingTableIssues(zones)) {
    payload.issues.push({ code: 'custom', input: payload.value, path: issue.path.map((part) => (part === 'maxWeight' ? 'max_weight' : part)), message: SHIPPING_ISSUE_TEXTS[issue.code] });
  }
});

const suggestionRefSchema = z.object({
  type: z.enum(['merchandise', 'guidedTour', 'ticket']),
  /** Product, tour or event id. */
  id: z.number().int().positive(),
});

/**
 * DESIGN.md "Upselling": when the cart holds `when` (a kind, or one item of it), suggest these, in
 * order. `when.type` "any" matches every cart. Ticket refs name the event.
 */
export const suggestionRuleSchema = z.object({
  when: z.object({ type: z.enum(['any', 'merchandise', 'guidedTour', 'ticket']), id: z.number().int().positive().optional() }),
  suggest: z.array(suggestionRefSchema).min(1),
});

export type CatalogShippingZone = z.infer<typeof shippingZoneSchema>;
export type CatalogSuggestionRule = z.infer<typeof suggestionRuleSchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD');

/**
 * A voucher code the shop already issued (gift cards sold at the desk, codes printed for the demo):
 * loaded once; what was spent online is kept when the catalog is loaded again.
 */
export const voucherCodeSchema = z
  .object({
    /** Upper case, as stored: codes are looked up in any case. */
    code: z.string().trim().toUpperCase().min(4).max(64).regex(/^[A-Z0-9-]+$/, 'letters, digits and hyphens'),
    name: z.string().min(1),
    amount: z.number().int().positive(),
    /** Already spent elsewhere, in cents, when the code is first loaded. */
    used: z.number().int().nonnegative().default(0),
    valid_from: day,
    valid_to: day,
  })
  .refine((code) => code.valid_from <= code.valid_to, { message: 'valid_from after valid_to' });
export type CatalogVoucherCode = z.infer<typeof voucherCodeSchema>;
