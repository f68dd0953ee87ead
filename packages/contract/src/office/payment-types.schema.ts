import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { langSchema } from '../common/languages.js';
import { imageSrcSchema, localizedName, sequenceNoSchema } from './catalog-fields.js';

/** The payment provider's id of a type (the catalog's `payartId`): 164 is the card or TWINT page. */
export const payartIdSchema = z.number().int().positive().max(2_147_483_647);

/**
 * A payment type as the owner edits it: the catalog file's payment type (docs/catalog-format.md,
 * `payment_types`) in camelCase, and whether the shop offers it. A type no longer offered keeps its
 * texts, so it can be offered again; orders paid with it still name it.
 */
export const officePaymentTypeSchema = z.object({
  name: localizedName,
  image: imageSrcSchema,
  offered: z.boolean().default(true),
  /** Only a direct debit asks the payer for account holder and IBAN. */
  directDebit: z.boolean().default(false),
  wallet: z.enum(['APPLEPAY', 'GOOGLEPAY']).nullable().default(null),
  /** A pay-later type reserves the order for this many days (1–365); null pays at once. */
  payLaterDays: z.number().int().min(1).max(365).nullable().default(null),
  sequenceNo: sequenceNoSchema,
});
export type OfficePaymentType = z.infer<typeof officePaymentTypeSchema>;
export type OfficePaymentTypeInput = z.input<typeof officePaymentTypeSchema>;

export const officePaymentTypeRecordSchema = z.object({ payartId: z.number().int(), version: z.number().int(), paymentType: officePaymentTypeSchema });
export type OfficePaymentTypeRecord = z.infer<typeof officePaymentTypeRecordSchema>;

export const officePaymentTypeSummarySchema = z.object({
  payartId: z.number().int(),
  name: z.partialRecord(langSchema, z.string()),
  offered: z.boolean(),
  directDebit: z.boolean(),
  payLater: z.boolean(),
  version: z.number().int(),
});
export type OfficePaymentTypeSummary = z.infer<typeof officePaymentTypeSummarySchema>;

/** `GET /office/api/payment-types` (owner): every payment type, offered or not, in the shop's order. */
export const officePaymentTypeListResponseSchema = envelope(z.object({ paymentTypes: z.array(officePaymentTypeSummarySchema) }));

/** `GET /office/api/payment-types/:payartId`, and the answer of a create (201) or an update. */
export const officePaymentTypeResponseSchema = envelope(z.object({ record: officePaymentTypeRecordSchema }));

export const officePayartIdParamsSchema = z.object({ payartId: z.coerce.number().int().positive().max(2_147_483_647) });

/** `POST /office/api/payment-types`: a type of the provider's the shop did not have; a known `payartId` answers 409 OFFICE_PAYMENT_TYPE_TAKEN. */
export const createOfficePaymentTypeBodySchema = z.object({ payartId: payartIdSchema, paymentType: officePaymentTypeSchema });

/** `PUT /office/api/payment-types/:payartId`: the whole type and the version it was read at. */
export const updateOfficePaymentTypeBodySchema = z.object({ paymentType: officePaymentTypeSchema, version: z.number().int().min(0) });

export const officePaymentTypeStaleErrorSchema = z.strictObject({ code: z.literal('OFFICE_STALE'), message: z.string(), current: officePaymentTypeRecordSchema });
export type OfficePaymentTypeStaleError = z.infer<typeof officePaymentTypeStaleErrorSchema>;
