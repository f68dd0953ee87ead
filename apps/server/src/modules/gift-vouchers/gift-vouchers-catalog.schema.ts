import { z } from 'zod';
import { localizedTextSchema } from '@foyer/contract';
import { catalogImagesSchema } from '../../catalog/catalog-images.schema.js';
import { DEFAULT_VOUCHER_MAX_CENTS, DEFAULT_VOUCHER_MIN_CENTS, voucherOfferIssues, type VoucherOfferIssueCode } from '@foyer/domain';

const FILE_FIELDS: Record<string, string> = { minAmount: 'min_amount', maxAmount: 'max_amount' };
const ISSUE_TEXTS: Record<VoucherOfferIssueCode, string> = {
  min_above_max: 'min_amount above max_amount',
  fixed_voucher_without_price: 'a fixed voucher needs a price above 0',
  amount_outside_bounds: 'the suggested amount (price) of a variable voucher must lie within min_amount..max_amount',
};

const localized = localizedTextSchema;

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
    images: catalogImagesSchema,
    price: z.number().int().nonnegative(),
    vat_value: z.number().min(0).max(100).default(0),
    variable_amount: z.boolean().default(false),
    min_amount: z.number().int().positive().default(DEFAULT_VOUCHER_MIN_CENTS),
    max_amount: z.number().int().positive().default(DEFAULT_VOUCHER_MAX_CENTS),
    group: z.number().int().positive().nullable().default(null),
    sequence_no: z.number().int().default(0),
    validity_months: z.number().int().min(1).max(120).default(36),
  })
  // The office's rules for a voucher's amounts (packages/domain), worded for the file's author.
  .check((payload) => {
    if (payload.issues.length > 0) return;
    const voucher = payload.value;
    const offer = { price: voucher.price, variableAmount: voucher.variable_amount, minAmount: voucher.min_amount, maxAmount: voucher.max_amount };
    for (const issue of voucherOfferIssues(offer)) payload.issues.push({ code: 'custom', input: voucher, path: issue.path.map((field) => FILE_FIELDS[field] ?? field), message: ISSUE_TEXTS[issue.code] });
  });
export type CatalogGiftVoucherGroup = z.infer<typeof giftVoucherGroupSchema>;
export type CatalogGiftVoucher = z.infer<typeof giftVoucherSchema>;
