import { orderTotals } from '@foyer/domain';
import type { Formats } from '../../lib/formats';
import type { CartLine, LineDisplay } from '../../lib/storage/cart-store';

/** A voucher code line carries minus the value of its code; every other line is something bought. */
const isVoucherCode = (line: Pick<CartLine, 'totalPrice'>): boolean => line.totalPrice < 0;

/**
 * The order's totals by the same rule the server prices it with (packages/domain `orderTotals`), so the
 * basket and the order never disagree: lines, then shipping, then voucher codes in line order against
 * what they may pay, never below 0. The VAT rate is left at 0 here because the basket sums each line's
 * own `vatCents` (parts at several rates) instead.
 */
const totalsOf = (lines: readonly CartLine[], shippingCents: number | null) =>
  orderTotals({
    lines: lines
      .filter((line) => !isVoucherCode(line))
      .map((line) => ({ totalCents: line.totalPrice, vatBp: 0, shippingWeightGrams: 0, voucherCodesMayPay: line.voucherCodesMayPay })),
    shippingCents,
    vouchers: lines.filter(isVoucherCode).map((line) => ({ availableCents: -line.totalPrice })),
  });

/**
 * SPEC §4: what is left to pay: the lines plus shipping (added before voucher codes, as the server
 * totals an order) less what the codes pay; never below zero. In cents.
 */
export const basketTotal = (lines: readonly CartLine[], shippingCents: number | null = null): number => totalsOf(lines, shippingCents).amountDueCents;

/** What a voucher code line pays of the order, and what stays on the code afterwards. In cents. */
export interface VoucherShare {
  discount: number;
  remaining: number;
}

/**
 * SPEC §4: voucher code lines (negative totals) apply in line order against what is left of the other
 * lines plus shipping; each pays at most that, and keeps the rest of its value. Gift vouchers are paid
 * with money only, so codes leave them out. Indexed like `lines`; other lines have no entry.
 */
export const voucherShares = (lines: readonly CartLine[], shippingCents: number | null = null): (VoucherShare | undefined)[] => {
  const tenders = totalsOf(lines, shippingCents).tenders;
  let next = 0;
  return lines.map((line) => {
    if (!isVoucherCode(line)) return undefined;
    const tender = tenders[next++];
    return tender && { discount: tender.appliedCents, remaining: tender.remainingCents };
  });
};

/**
 * The VAT included in the total (SPEC §9: the tax portion of the gross price): each line brings its
 * own, summed over its parts at their own rates, so lines with different rates add up correctly. In cents.
 */
export const basketVat = (lines: readonly CartLine[]): number => lines.reduce((sum, line) => sum + line.vatCents, 0);

/**
 * When a line is, on the museum's clock, as mails and PDFs write it (DESIGN.md "Formats"): compact
 * date and 24-hour time, "22.11.2026 11:00"; a line valid all day shows its date only.
 */
export const formatLineDate = (when: NonNullable<LineDisplay['when']>, formats: Pick<Formats, 'date' | 'time'>): string | null => {
  const date = formats.date(when.datetime);
  if (date === '') return null;
  return when.dateOnly ? date : `${date} ${formats.time(when.datetime)}`;
};
