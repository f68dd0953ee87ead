import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { oneLineText } from '../common/text-fields.js';

const text = oneLineText;

/** SPEC §3 shipping address; complete or absent (SPEC §5: a shipping address must be completely filled). */
export const shippingAddressSchema = z.object({
  name: text(200),
  street: text(200),
  zip: text(20),
  city: text(100),
  country: text(2),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** Old clients send flags as 0/1 or "0"/"1". */
const flag = z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).transform((value) => value === true || value === 1 || value === '1');

/**
 * SPEC §7 `auth/guest` body. Which fields are required or accepted at all comes from `customer/attr`
 * (required_fields, visible_fields), so the server checks that after this shape check.
 */
export const guestCustomerInputSchema = z.object({
  email: text(254).optional(),
  phone: text(50).optional(),
  salutation: text(20).optional(),
  fname: text(100).optional(),
  lname: text(100).optional(),
  company: text(200).optional(),
  street: text(200).optional(),
  zip: text(20).optional(),
  city: text(100).optional(),
  country: text(2).optional(),
  send_invoice: flag.optional(),
  /** `false`/null: same as billing (SPEC §4 sameAsBilling). */
  shipping: z.union([shippingAddressSchema, z.literal(false), z.null()]).optional(),
});
export type GuestCustomerInput = z.infer<typeof guestCustomerInputSchema>;

export const guestRequestSchema = z.object({ c: guestCustomerInputSchema });
export type GuestRequest = z.input<typeof guestRequestSchema>;

/** The saved customer of SPEC §3 session storage (country and isGuest for guests). */
export const sessionCustomerSchema = z.object({
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  country: z.string().nullable(),
  isGuest: z.boolean(),
});
export type SessionCustomer = z.infer<typeof sessionCustomerSchema>;

/** The token goes back as query `_` or `Authorization: Bearer`; it stops working at `expires_at`. */
export const guestResponseSchema = envelope(
  z.object({ token: z.string(), expires_at: z.string(), customer: sessionCustomerSchema }),
);
export type GuestResponse = z.infer<typeof guestResponseSchema>;

/** Protected calls take the session token as query parameter `_` (SPEC §6). */
export const tokenQuerySchema = z.object({ _: z.string().max(200).optional() });
