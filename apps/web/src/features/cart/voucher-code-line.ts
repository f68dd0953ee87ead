import type { VoucherCode } from '@foyer/contract';
import type { CartLine } from '../../lib/storage/cart-store';

export const isVoucherCodeLine = (line: Pick<CartLine, 'type'>): boolean => line.type === 'voucherCode';

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
