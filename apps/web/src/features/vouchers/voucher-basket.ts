import { MAX_LINE_QUANTITY } from '@foyer/domain';
import type { CartLine } from '../../lib/storage/cart-store';
import { toVoucherCartLine, type VoucherChoice, type VoucherLineTexts } from './voucher-cart-line';

type BasketVoucher = Parameters<typeof toVoucherCartLine>[0];

/** The same voucher for the same amount, recipient and message: one more of it is the same gift again. */
const isSameGift = (line: CartLine, voucherId: number, probe: CartLine['item']): boolean =>
  line.item.type === 'voucher' &&
  probe.type === 'voucher' &&
  line.item.id === voucherId &&
  line.item.amount === probe.amount &&
  line.item.recipient === probe.recipient &&
  line.item.message === probe.message;

export interface BasketWithVoucher {
  lines: CartLine[];
  /** The new line, or the gift's existing line with its larger count. */
  line: CartLine;
  /** Vouchers actually added: the wish, cut to what one line may hold. */
  added: number;
  /** Vouchers on the line now. */
  count: number;
  /** Whether the same gift already had a line (now raised where it stood). */
  merged: boolean;
}

/**
 * Adding the same gift again raises its line's count, up to the per-line maximum; a different amount,
 * recipient or message is a gift of its own and gets a new line.
 */
export const basketWithVoucher = (lines: readonly CartLine[], voucher: BasketVoucher, choice: VoucherChoice, texts: VoucherLineTexts): BasketWithVoucher => {
  const probe = toVoucherCartLine(voucher, choice, texts);
  const index = lines.findIndex((line) => isSameGift(line, voucher.id, probe.item));
  const held = index < 0 ? 0 : (lines[index]?.quantity?.count ?? 0);
  const count = Math.min(MAX_LINE_QUANTITY, held + choice.count);
  const line = toVoucherCartLine(voucher, { ...choice, count }, texts);
  if (index < 0) return { lines: [...lines, line], line, added: count, count, merged: false };
  return { lines: lines.map((existing, i) => (i === index ? line : existing)), line, added: count - held, count, merged: true };
};
