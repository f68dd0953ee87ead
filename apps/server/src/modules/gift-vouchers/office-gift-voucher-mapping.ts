import { FIELD_MESSAGES, type Lang, type OfficeGiftVoucher, type OfficeGiftVoucherRecord } from '@foyer/contract';
import { DomainError } from '../../errors/domain-error.js';
import { picturesAfterEdit, writtenTexts, type CatalogImage } from '../../catalog/office-entry-texts.js';
import { giftVoucherSchema, type CatalogGiftVoucher } from './gift-vouchers-catalog.schema.js';
import type { StoredGiftVoucher } from './office-gift-vouchers.repository.js';

/** A gift voucher as stored, in the office's shape: the catalog's entry in camelCase, its first picture the one the office edits. */
export const officeGiftVoucherRecordOf = (row: StoredGiftVoucher): OfficeGiftVoucherRecord => {
  const [image] = JSON.parse(row.images) as CatalogImage[];
  return {
    id: row.id,
    version: row.version,
    voucher: {
      name: JSON.parse(row.name),
      teaser: JSON.parse(row.teaser),
      description: JSON.parse(row.description),
      image: image?.src ?? null,
      imageAlt: image?.alt ?? {},
      price: row.price,
      vatValue: row.vat_value,
      variableAmount: row.variable_amount === 1,
      minAmount: row.min_amount,
      maxAmount: row.max_amount,
      group: row.group_id,
      validityMonths: row.validity_months,
      listed: row.listed === 1,
      sequenceNo: row.sequence_no,
    },
  };
};

/**
 * The office's voucher as the catalog's, for the writer the catalog's import uses. A group must be
 * one the shop has (422 at `voucher.group` otherwise).
 */
export const catalogGiftVoucherOf = (id: number, voucher: OfficeGiftVoucher, stored: StoredGiftVoucher | undefined, groupIds: ReadonlySet<number>, lang: Lang): CatalogGiftVoucher => {
  if (voucher.group !== null && !groupIds.has(voucher.group)) throw new DomainError('VALIDATION_FAILED', { errors: { 'voucher.group': [FIELD_MESSAGES[lang].invalid] } });
  return giftVoucherSchema.parse({
    id,
    name: writtenTexts(voucher.name),
    teaser: writtenTexts(voucher.teaser),
    description: writtenTexts(voucher.description),
    images: picturesAfterEdit(stored?.images, voucher.image, voucher.imageAlt),
    price: voucher.price,
    vat_value: voucher.vatValue,
    variable_amount: voucher.variableAmount,
    min_amount: voucher.minAmount,
    max_amount: voucher.maxAmount,
    group: voucher.group,
    sequence_no: voucher.sequenceNo,
    validity_months: voucher.validityMonths,
  });
};
