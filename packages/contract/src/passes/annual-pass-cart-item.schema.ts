import { z } from 'zod';
import { refusedAs } from '../common/error-codes.js';
import { oneLineText } from '../common/text-fields.js';
import { MAX_ID } from '../common/shop-query.js';
import { MAX_LINE_QUANTITY } from '../merchandise/merchandise.schema.js';

const line = oneLineText;

/** A postal address for a pass card sent to its owner (SPEC §3 shipping address without the name). */
export const passOwnerAddressSchema = z.object({
  street: line(120),
  zip: line(20),
  city: line(80),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((value) => value.toUpperCase()),
});
export type PassOwnerAddress = z.infer<typeof passOwnerAddressSchema>;

/**
 * SPEC §3 annual-pass owner: name, address, send_to_custom_addr. The card is made out to the name;
 * with send_to_custom_addr it goes to the owner's own address, which must then be complete.
 */
export const passOwnerSchema = z
  .object({
    name: line(120),
    address: passOwnerAddressSchema.nullish(),
    send_to_custom_addr: z.boolean().default(false),
  })
  .refine((owner) => owner.name !== '', refusedAs('PASS_OWNERS_INCOMPLETE', ['name']))
  .refine(
    (owner) => !owner.send_to_custom_addr || (owner.address != null && owner.address.street !== '' && owner.address.zip !== '' && owner.address.city !== ''),
    refusedAs('PASS_OWNERS_INCOMPLETE', ['address']),
  );
export type PassOwner = z.input<typeof passOwnerSchema>;

/**
 * SPEC §3/§5 annualPass line: the pass (a product of kind 13), how many, and one owner per pass.
 * `totalPrice` is what the basket showed; the server recomputes and refuses a different amount.
 */
export const annualPassCartItemSchema = z
  .object({
    type: z.literal('annualPass'),
    id: z.coerce.number().int().positive().max(MAX_ID),
    count: z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY),
    owners: z.array(passOwnerSchema).max(MAX_LINE_QUANTITY),
    totalPrice: z.number().int().optional(),
  })
  .refine((item) => item.owners.length === item.count, refusedAs('PASS_OWNERS_INCOMPLETE', ['owners']));
export type AnnualPassCartItem = z.input<typeof annualPassCartItemSchema>;
