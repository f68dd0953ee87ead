import { z } from 'zod';
import { localizedTextSchema } from '@foyer/contract';
import { DEFAULT_VOUCHER_MAX_CENTS, DEFAULT_VOUCHER_MIN_CENTS } from '@foyer/domain';

const localized = localizedTextSchema;
const country = z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 code in capitals');

/** A merchandise category (Books, Posters, Gifts): `slug` is its address, `/merchandise/{slug}`. */
export const productGroupSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case letters, digits and hyphens'),
  name: localized,
  sequence_no: z.number().int().default(0),
});

/**
 * A product (SPEC §3 Merchandise). `price` is gross cents; `stock` is how many units the shop
 * offers in total (sold units are kept across loads, so raising it restocks); `weight` is grams per
 * unit for shipping. Kind "13" is an annual pass, sold in the passes section.
 */
export const productSchema = z.object({
  id: z.number().int().positive(),
  name: localized,
  teaser: localized,
  description: localized,
  images: z.array(z.object({ src: z.string(), alt: localized })).default([]),
  price: z.number().int().nonnegative(),
  vat_value: z.number().min(0).max(100),
  stock: z.number().int(),
  weight: z.number().int().nonnegative(),
  sequence_no: z.number().int().default(0),
  custom_groups: z.array(z.number().int().positive()).default([]),
  product_kind_ref: z.string().regex(/^\d{1,6}$/).nullable().default(null),
  /** Annual passes: months a card is valid from purchase (DESIGN.md default 12); goods leave it out. */
  validity_months: z.number().int().min(1).max(120).optional(),
});

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

export type CatalogProductGroup = z.infer<typeof productGroupSchema>;
export type CatalogProduct = z.infer<typeof productSchema>;
export type CatalogShippingZone = z.infer<typeof shippingZoneSchema>;
export type CatalogSuggestionRule = z.infer<typeof suggestionRuleSchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD');

/**
 * A voucher code the shop already issued (gift cards sold at the desk, codes printed for the demo):
 * loaded once; what was spent online is kept when the catalog is loaded again.
 */
export const voucherCodeSchema = z
  .object({
    code: z.string().trim().min(4).max(64).regex(/^[A-Za-z0-9-]+$/, 'letters, digits and hyphens'),
    name: z.string().min(1),
    amount: z.number().int().positive(),
    /** Already spent elsewhere, in cents, when the code is first loaded. */
    used: z.number().int().nonnegative().default(0),
    valid_from: day,
    valid_to: day,
  })
  .refine((code) => code.valid_from <= code.valid_to, { message: 'valid_from after valid_to' });
export type CatalogVoucherCode = z.infer<typeof voucherCodeSchema>;

/** A group of gift vouchers (SPEC §3 Voucher groupId): "For every occasion", "Experiences"… */
export const giftVoucherGroupSchema = z.object({
  id: z.number().int().positive(),
  name: localized,
  sequence_no: z.number().int().default(0),
});

/**
 * A gift voucher on sale (SPEC §3 Voucher). Fixed: costs and is worth `price` cents. Variable: the
 * buyer chooses the amount within `min_amount`..`max_amount` (DESIGN.md default 10.00–500.00) and
 * `price` is the amount suggested. Its code is valid for `validity_months` (DESIGN.md default 36).
 */
export const giftVoucherSchema = z
  .object({
    id: z.number().int().positive(),
    name: localized,
    teaser: localized,
    description: localized,
    images: z.array(z.object({ src: z.string(), alt: localized })).default([]),
    price: z.number().int().nonnegative(),
    vat_value: z.number().min(0).max(100).default(0),
    variable_amount: z.boolean().default(false),
    min_amount: z.number().int().positive().default(DEFAULT_VOUCHER_MIN_CENTS),
    max_amount: z.number().int().positive().default(DEFAULT_VOUCHER_MAX_CENTS),
    group: z.number().int().positive().nullable().default(null),
    sequence_no: z.number().int().default(0),
    validity_months: z.number().int().min(1).max(120).default(36),
  })
  .refine((voucher) => voucher.min_amount <= voucher.max_amount, { message: 'min_amount above max_amount' })
  .refine((voucher) => voucher.variable_amount || voucher.price > 0, { message: 'a fixed voucher needs a price above 0' })
  .refine((voucher) => !voucher.variable_amount || (voucher.price >= voucher.min_amount && voucher.price <= voucher.max_amount), {
    message: 'the suggested amount (price) of a variable voucher must lie within min_amount..max_amount',
  });
export type CatalogGiftVoucherGroup = z.infer<typeof giftVoucherGroupSchema>;
export type CatalogGiftVoucher = z.infer<typeof giftVoucherSchema>;
