import { isWellFormedReferrer, REFERRER_MAX_LENGTH, YOUR_REFERENCE_MAX_LENGTH } from '@foyer/domain';
import { z } from 'zod';
import { MAX_ID } from '../common/shop-query.js';
import { envelope } from '../common/envelope.js';
import { oneLineText } from '../common/text-fields.js';
import { walletSchema } from './payment-types.schema.js';

const id = z.coerce.number().int().positive().max(MAX_ID);

/** SPEC §7: aux holds the account of a direct-debit payment type, an express wallet, or a partner. */
export const paymentAuxSchema = z.object({
  Accountholder: oneLineText(140).optional(),
  IBAN: z.string().max(60).optional(),
  wallet: walletSchema.optional(),
  partner: oneLineText(100).optional(),
});
export type PaymentAux = z.infer<typeof paymentAuxSchema>;

/**
 * Any cart line as it arrives: only its type is read here, so an unknown type can be answered with
 * SPEC's 422 UNKNOWN_ITEM; each known type is then validated by its own schema (cartItemSchema).
 */
export const wireCartItemSchema = z.looseObject({ type: z.string().max(40) });

const returnUrl = z.string().trim().min(1).max(2000);

/** SPEC §3 externalDocumentNumber, "your reference" (a purchase order number): one line, printed on the invoice and in the mail. */
export const yourReferenceSchema = oneLineText(YOUR_REFERENCE_MAX_LENGTH);

/**
 * SPEC §9: the address that brought the visitor to the shop, kept with the order. The server keeps
 * nothing for the shop itself or a payment provider; anything not an absolute http(s) address of
 * one line is refused.
 */
export const referrerSchema = z.string().max(REFERRER_MAX_LENGTH, { abort: true }).refine(isWellFormedReferrer);

export const initPaymentBodySchema = z.object({
  payart: id,
  aux: paymentAuxSchema.default({}),
  cart: z.object({
    ver: z.union([z.number(), z.string().max(40)]).optional(),
    items: z.array(wireCartItemSchema).max(100),
    external_document_number: yourReferenceSchema.nullish(),
  }),
  referrer: referrerSchema.nullish(),
  /** Where the payment page sends the payer back; it appends `cartId` (and `status` on the cancel URL). */
  url: z.object({ continue: returnUrl, cancel: returnUrl }),
});
export type InitPaymentBody = z.input<typeof initPaymentBodySchema>;

/** `data` is the payment page address the browser is sent to. */
export const initPaymentResponseSchema = envelope(z.string());
