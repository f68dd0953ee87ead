import { z } from 'zod';
import { localizedTextSchema } from '../common/languages.js';
import { envelope } from '../common/envelope.js';

/** SPEC §9: 164 is the default online payment; 74 and 164 collect account holder and IBAN. */
export const DEFAULT_PAYART_ID = 164;
export const DIRECT_DEBIT_PAYART_IDS = [74, 164] as const;

export const paymentTypeSchema = z.object({
  payartId: z.number().int().positive(),
  i18n: localizedTextSchema,
  image: z.string().nullable(),
  sequence_no: z.number().int(),
  wallet: z.enum(['APPLEPAY', 'GOOGLEPAY']).nullable(),
});
export type PaymentType = z.infer<typeof paymentTypeSchema>;
export const paymentTypesResponseSchema = envelope(z.array(paymentTypeSchema));
