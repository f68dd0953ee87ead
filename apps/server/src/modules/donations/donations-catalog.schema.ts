import { localizedTextSchema } from '@foyer/contract';
import { z } from 'zod';

const cents = z.number().int().positive();

/**
 * The museum's donation offer (docs/catalog-format.md "donation"): an optional "support the museum"
 * line in the basket. `amounts` are the fixed amounts offered (cents, in the order shown); `min_amount`
 * and `max_amount` bound an amount of the donor's choice, both or neither (neither: fixed amounts only).
 * `thanks` is the line the mail and the invoice print under the donation; `receipt` adds a donation
 * receipt to the order's PDF. Donations carry no VAT.
 */
export const donationOfferSchema = z
  .object({
    id: z.number().int().positive(),
    name: localizedTextSchema,
    text: localizedTextSchema.default({}),
    thanks: localizedTextSchema,
    amounts: z.array(cents).max(6).default([]),
    min_amount: cents.nullable().default(null),
    max_amount: cents.nullable().default(null),
    receipt: z.boolean().default(false),
  })
  .refine((offer) => (offer.min_amount === null) === (offer.max_amount === null), { message: 'min_amount and max_amount go together: both, or neither' })
  .refine((offer) => offer.min_amount === null || offer.max_amount === null || offer.min_amount <= offer.max_amount, { message: 'min_amount above max_amount' })
  .refine((offer) => offer.amounts.length > 0 || offer.min_amount !== null, { message: 'a donation offer needs fixed amounts, an amount of choice, or both' })
  .refine((offer) => new Set(offer.amounts).size === offer.amounts.length, { message: 'each fixed amount once' });
export type CatalogDonationOffer = z.infer<typeof donationOfferSchema>;
