import { z } from 'zod';
import { localizedTextSchema } from '../common/languages.js';
import { envelope } from '../common/envelope.js';

/** SPEC §7 express wallets: paid with one tap, the wallet naming the payer. */
export const walletSchema = z.enum(['APPLEPAY', 'GOOGLEPAY']);

export const paymentTypeSchema = z.object({
  payartId: z.number().int().positive(),
  i18n: localizedTextSchema,
  image: z.string().nullable(),
  sequence_no: z.number().int(),
  wallet: walletSchema.nullable(),
  /** DESIGN.md: only a direct-debit type asks for account holder and IBAN; every other type pays on the provider's page. */
  direct_debit: z.boolean(),
  /**
   * A "pay later" type (invoice, schools and groups): the order is reserved until a due date and paid
   * online from its review page; only registered customers may choose it (else 422 PAY_LATER_NOT_ALLOWED).
   */
  pay_later: z.boolean(),
});
export type PaymentType = z.infer<typeof paymentTypeSchema>;
export const paymentTypesResponseSchema = envelope(z.array(paymentTypeSchema));
