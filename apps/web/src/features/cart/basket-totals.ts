import type { CartLine, LineDisplay } from '../../lib/storage/cart-store';

/**
 * SPEC §4: the lines plus shipping (added before voucher codes, as the server totals an order); the
 * total never drops below zero, whatever vouchers apply. In cents.
 */
export const basketTotal = (lines: readonly CartLine[], shippingCents: number | null = null): number =>
  Math.max(0, lines.reduce((sum, line) => sum + line.totalPrice, shippingCents ?? 0));

/** What a voucher code line pays of the order, and what stays on the code afterwards. In cents. */
export interface VoucherShare {
  discount: number;
  remaining: number;
}

/**
 * SPEC §4: voucher code lines (negative totals) apply in line order against what is left of the other
 * lines plus shipping; each pays at most that, and keeps the rest of its value. Indexed like `lines`;
 * other lines have no entry.
 */
export const voucherShares = (lines: readonly CartLine[], shippingCents: number | null = null): (VoucherShare | undefined)[] => {
  let due = lines.reduce((sum, line) => (line.totalPrice < 0 ? sum : sum + line.totalPrice), shippingCents ?? 0);
  return lines.map((line) => {
    if (line.totalPrice >= 0) return undefined;
    const value = -line.totalPrice;
    const discount = Math.min(value, Math.max(0, due));
    due -= discount;
    return { discount, remaining: value - discount };
  });
};

/** The lines before any voucher code, in cents. */
export const linesSubtotal = (lines: readonly CartLine[]): number => lines.reduce((sum, line) => (line.totalPrice < 0 ? sum : sum + line.totalPrice), 0);

/**
 * The VAT included in the total (SPEC §9: the tax portion of the gross price): each line brings its
 * own, summed over its parts at their own rates, so lines with different rates add up correctly. In cents.
 */
export const basketVat = (lines: readonly CartLine[]): number => lines.reduce((sum, line) => sum + line.vatCents, 0);

/** Museum-time date and time of a line in the visitor's locale; a line valid all day shows its date only. */
export const formatLineDate = (when: NonNullable<LineDisplay['when']>, lang: string, timeZone: string): string | null => {
  const date = new Date(when.datetime);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'full', ...(when.dateOnly ? {} : { timeStyle: 'short' }), timeZone }).format(date);
};
