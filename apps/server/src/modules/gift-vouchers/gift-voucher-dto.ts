import type { GiftVoucher, VoucherGroup } from '@foyer/contract';
import { catalogImages } from '../merchandise/public.js';
import type { LangContext } from '../../kernel/localize.js';
import type { GiftVoucherGroupRow, GiftVoucherRow } from './gift-vouchers.repository.js';
import { storedText } from '../../kernel/localize.js';

export const toGiftVoucher = (row: GiftVoucherRow, ctx: LangContext): GiftVoucher => ({
  id: row.id,
  name: storedText(row.name, ctx),
  teaser: storedText(row.teaser, ctx),
  description: storedText(row.description, ctx),
  image: catalogImages(row.images, ctx)[0] ?? null,
  price: row.price,
  vat_value: row.vat_value,
  variable_amount: row.variable_amount === 1,
  min_amount: row.min_amount,
  max_amount: row.max_amount,
  groupId: row.group_id,
  sequence_no: row.sequence_no,
  validity_months: row.validity_months,
});

export const toVoucherGroup = (row: GiftVoucherGroupRow, ctx: LangContext): VoucherGroup => ({ id: row.id, name: storedText(row.name, ctx), sequence: row.sequence_no });
