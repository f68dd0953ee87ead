import type { VoucherCode } from '@foyer/contract';
import { formatVoucherCode } from '@foyer/domain';
import type { CartLine } from '../../lib/storage/cart-store';

export const isVoucherCodeLine = (line: Pick<CartLine, 'type'>): boolean => line.type === 'voucherCode';

/** The code of a voucher code line as the voucher prints it, in groups of four ("RKN3-NPAA-XUTY-RF77"). */
export const voucherCodeOf = (line: Pick<CartLine, 'item'>): string => formatVoucherCode('barcode' in line.item && typeof line.item.barcode === 'string' ? line.item.barcode : '');

/**
 * SPEC §3/§4: a voucher code as a basket line. Its totalPrice is minus what the code can still pay; the
 * server decides the share at checkout. It is no product: no VAT, no count, and analytics leaves it out.
 */
export const toVoucherCodeLine = (voucher: VoucherCode, label: string): CartLine => ({
  type: 'voucherCode',
  id: voucher.id,
  name: label,
  totalPrice: -voucher.available_amount,
  vatCents: 0,
  item: { type: 'voucherCode', barcode: voucher.barcode },
  display: { heading: label, label, parts: [] },
  analytics: { id: voucher.id, name: label, category: 'Voucher', unitPriceCents: 0, quantity: 0, taxCents: 0 },
});
