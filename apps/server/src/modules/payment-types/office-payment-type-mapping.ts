import type { OfficePaymentType, OfficePaymentTypeRecord } from '@foyer/contract';
import { writtenTexts } from '../../catalog/office-entry-texts.js';
import type { BaseCatalog } from '../../catalog/catalog.schema.js';
import type { StoredPaymentType } from './office-payment-types.repository.js';

type CatalogPaymentType = BaseCatalog['payment_types'][number];

/** A payment type as stored, in the office's shape: the catalog's entry in camelCase, and whether the shop offers it. */
export const officePaymentTypeRecordOf = (row: StoredPaymentType): OfficePaymentTypeRecord => ({
  payartId: row.payart_id,
  version: row.version,
  paymentType: {
    name: JSON.parse(row.name),
    image: row.image,
    offered: row.offered === 1,
    directDebit: row.direct_debit === 1,
    wallet: row.wallet === 'APPLEPAY' || row.wallet === 'GOOGLEPAY' ? row.wallet : null,
    payLaterDays: row.pay_later_days,
    sequenceNo: row.sequence_no,
  },
});

/** The office's payment type as the catalog's, for the writer the catalog's import uses. */
export const catalogPaymentTypeOf = (payartId: number, type: OfficePaymentType): CatalogPaymentType => ({
  payartId,
  name: writtenTexts(type.name),
  image: type.image,
  sequence_no: type.sequenceNo,
  wallet: type.wallet,
  direct_debit: type.directDebit,
  pay_later_days: type.payLaterDays,
});
