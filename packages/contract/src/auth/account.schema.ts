import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { oneLineText } from '../common/text-fields.js';
import { guestCustomerInputSchema, sessionCustomerSchema, shippingAddressSchema } from './guest.schema.js';

/**
 * SPEC §5: passwords travel as the md5 hex of what the visitor typed (login `_p`, register `password`,
 * `_po`, `_pn`); the server keeps only scrypt over it (DESIGN.md). Length rules are checked in the form
 * before hashing, since the server never sees the typed password.
 */
export const md5HexSchema = z.string().trim().toLowerCase().regex(/^[0-9a-f]{32}$/);

/** A session as login, registration and recovery answer it (the same shape as the guest call). */
export const sessionResponseSchema = envelope(
  z.object({ token: z.string(), expires_at: z.string(), customer: sessionCustomerSchema }),
);
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** SPEC §7 `auth/login`: `_u` is the e-mail address. A wrong pair answers 401 LOGIN_FAILED, too many 429 ACCOUNT_LOCKED. */
export const loginBodySchema = z.object({ _u: oneLineText(254), _p: z.string().max(64) });
export type LoginBody = z.input<typeof loginBodySchema>;

/**
 * SPEC §7 `customer/register|validate {c}`: the guest's fields plus the password (md5 hex). Required
 * and visible fields come from `customer/attr`; `validate` checks without creating the account.
 */
export const registerCustomerInputSchema = guestCustomerInputSchema.extend({ password: z.string().max(64).optional() });
export type RegisterCustomerInput = z.input<typeof registerCustomerInputSchema>;

/** `customer/update {c}`: details and delivery address; e-mail and password change through their own calls. */
export const updateCustomerInputSchema = guestCustomerInputSchema.omit({ email: true });
export type UpdateCustomerInput = z.input<typeof updateCustomerInputSchema>;

/** SPEC §7 `GET customer`: what the account holds, to fill the settings and checkout forms. */
export const customerDetailsSchema = z.object({
  email: z.string(),
  salutation: z.string().nullable(),
  fname: z.string(),
  lname: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  street: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  send_invoice: z.boolean(),
  /** A separate delivery address, or null for "same as billing". */
  shipping: shippingAddressSchema.nullable(),
  isGuest: z.boolean(),
});
export type CustomerDetails = z.infer<typeof customerDetailsSchema>;
export const customerResponseSchema = envelope(z.object({ customer: customerDetailsSchema }));
export type CustomerResponse = z.infer<typeof customerResponseSchema>;

/** `customer/validate` answers this when every field is acceptable (else 422 with field messages). */
export const validateCustomerResponseSchema = envelope(z.object({ valid: z.literal(true) }));

/**
 * SPEC §7 `customer/pwdreset`: the answer is the same whether or not the address has an account.
 * `backlink` is accepted for SPEC's sake; the mail's link is always built from the shop's own address.
 */
export const passwordResetBodySchema = z.object({ email: oneLineText(254), backlink: z.string().max(2000).optional() });
export const passwordResetResponseSchema = envelope(z.object({ sent: z.literal(true) }));

/** SPEC §7 `customer/pwdconfirm`: a missing field answers 400 FIELDS_REQUIRED ("You must fill all fields", SPEC §8). */
export const passwordConfirmBodySchema = z.object({ token: z.string().max(200).optional(), _p: z.string().max(64).optional() });

/** SPEC §7 `customer/pwdchange`: the current password `_po` must match (422 PASSWORD_WRONG on `_po`). */
export const passwordChangeBodySchema = z.object({ _po: z.string().max(64), _pn: z.string().max(64) });
export const passwordChangeResponseSchema = envelope(z.object({ changed: z.literal(true) }));

/** SPEC §7 `customer/emailchange`: the current password and the new address; answers the updated customer. */
export const emailChangeBodySchema = z.object({ _po: z.string().max(64), email: oneLineText(254) });

/** `auth/logout`: ends this session on the server (the SPA also forgets its token). */
export const logoutResponseSchema = envelope(z.object({ loggedOut: z.literal(true) }));
