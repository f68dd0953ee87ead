import { voucherOfferIssues } from '@foyer/domain';
import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { langSchema } from '../common/languages.js';
import { catalogIdSchema, imageSrcSchema, localizedLine, localizedName, localizedParagraphs, priceSchema, sequenceNoSchema, vatSchema } from './catalog-fields.js';

/**
 * A gift voucher on sale as the office edits it: the catalog file's gift voucher
 * (docs/catalog-format.md, `gift_vouchers`) in camelCase. A fixed voucher costs and is worth `price`;
 * a variable one lets the buyer choose within `minAmount`..`maxAmount`, `price` suggested. A broken
 * rule of the amounts (packages/domain, voucherOfferIssues) names its translated text.
 */
export const officeGiftVoucherSchema = z
  .object({
    name: localizedName,
    teaser: localizedLine(300).default({}),
    description: localizedParagraphs(20_000).default({}),
    image: imageSrcSchema,
    imageAlt: localizedLine(300).default({}),
    price: priceSchema,
    vatValue: vatSchema.default(0),
    variableAmount: z.boolean().default(false),
    minAmount: priceSchema.default(1000),
    maxAmount: priceSchema.default(50000),
    /** A voucher group's id, or none. */
    group: catalogIdSchema.nullable().default(null),
    /** Months the code a sale issues is valid (DESIGN.md: default 36). */
    validityMonths: z.number().int().min(1).max(120).default(36),
    listed: z.boolean().default(true),
    sequenceNo: sequenceNoSchema,
  })
  .check((payload) => {
    if (payload.issues.length > 0) return;
    for (const issue of voucherOfferIssues(payload.value)) {
      payload.issues.push({ code: 'custom', input: payload.value, path: issue.path, message: issue.code, params: { fieldMessage: issue.code } });
    }
  });
export type OfficeGiftVoucher = z.infer<typeof officeGiftVoucherSchema>;
export type OfficeGiftVoucherInput = z.input<typeof officeGiftVoucherSchema>;

export const officeGiftVoucherRecordSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  voucher: officeGiftVoucherSchema,
});
export type OfficeGiftVoucherRecord = z.infer<typeof officeGiftVoucherRecordSchema>;

export const officeGiftVoucherSummarySchema = z.object({
  id: z.number().int(),
  name: z.partialRecord(langSchema, z.string()),
  price: z.number().int(),
  variableAmount: z.boolean(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  listed: z.boolean(),
  version: z.number().int(),
});
export type OfficeGiftVoucherSummary = z.infer<typeof officeGiftVoucherSummarySchema>;

export const officeVoucherGroupSchema = z.object({ id: z.number().int(), name: z.partialRecord(langSchema, z.string()) });
export type OfficeVoucherGroup = z.infer<typeof officeVoucherGroupSchema>;

/** `GET /office/api/gift-vouchers` (owner, editor): every gift voucher, listed ones first, and the groups a voucher may belong to. */
export const officeGiftVoucherListResponseSchema = envelope(z.object({ vouchers: z.array(officeGiftVoucherSummarySchema), groups: z.array(officeVoucherGroupSchema) }));

/** `GET /office/api/gift-vouchers/:id`, and the answer of a create (201) or an update. */
export const officeGiftVoucherResponseSchema = envelope(z.object({ record: officeGiftVoucherRecordSchema }));

/** `POST /office/api/gift-vouchers`: a new voucher with the next free id. */
export const createOfficeGiftVoucherBodySchema = z.object({ voucher: officeGiftVoucherSchema });

/** `PUT /office/api/gift-vouchers/:id`: the whole voucher and the version it was read at. */
export const updateOfficeGiftVoucherBodySchema = z.object({ voucher: officeGiftVoucherSchema, version: z.number().int().min(0) });

export const officeGiftVoucherStaleErrorSchema = z.strictObject({ code: z.literal('OFFICE_STALE'), message: z.string(), current: officeGiftVoucherRecordSchema });
export type OfficeGiftVoucherStaleError = z.infer<typeof officeGiftVoucherStaleErrorSchema>;
