import { describe, expect, it } from 'vitest';
import { shopFormats } from '../../lib/formats';
import { adultsLine, dayLine, familyLine } from '../../test/cart-lines';
import { basketTotal, basketVat, formatLineDate, voucherShares } from './basket-totals';

describe('basket totals', () => {
  it('adds the lines in cents', () => {
    expect(basketTotal([adultsLine, familyLine])).toBe(9600);
    expect(basketTotal([])).toBe(0);
  });

  it('adds shipping before voucher codes, as the server totals an order', () => {
    expect(basketTotal([adultsLine, familyLine], 900)).toBe(10500);
    expect(basketTotal([adultsLine], null)).toBe(4400);
    expect(basketTotal([dayLine, { ...dayLine, totalPrice: -1500 }], 900)).toBe(400);
    expect(basketTotal([dayLine, { ...dayLine, totalPrice: -5000 }], 900)).toBe(0);
  });

  it('never drops below zero (voucher codes are negative)', () => {
    // Voucher codes are a later line kind; any line with a negative total stands in for one.
    expect(basketTotal([dayLine, { ...dayLine, totalPrice: -5000 }])).toBe(0);
  });

  it('applies voucher codes in line order against the other lines plus shipping, keeping what is left on each', () => {
    const code = (cents: number) => ({ ...dayLine, type: 'voucherCode' as const, totalPrice: -cents, vatCents: 0 });
    // 4400 + 1000 + 900 shipping = 6300: the first code pays 3000 of it, the second the remaining 3300 of its 5000.
    expect(voucherShares([adultsLine, code(3000), dayLine, code(5000)], 900)).toEqual([undefined, { discount: 3000, remaining: 0 }, undefined, { discount: 3300, remaining: 1700 }]);
    expect(voucherShares([code(2000), adultsLine])).toEqual([{ discount: 2000, remaining: 0 }, undefined]);
    expect(voucherShares([code(2000)])).toEqual([{ discount: 0, remaining: 2000 }]);
  });

  it('leaves gift vouchers out of what voucher codes pay (SPEC §4), as the server totals the order', () => {
    const giftVoucher = { ...dayLine, type: 'voucher' as const, totalPrice: 5000, vatCents: 0, voucherCodesMayPay: false as const };
    const ticket = { ...dayLine, totalPrice: 2000 };
    const code = { ...dayLine, type: 'voucherCode' as const, totalPrice: -10_000, vatCents: 0 };
    // The 100.00 code pays the 20.00 ticket and keeps 80.00; the 50.00 voucher stays to be paid with money.
    expect(voucherShares([giftVoucher, ticket, code])).toEqual([undefined, undefined, { discount: 2000, remaining: 8000 }]);
    expect(basketTotal([giftVoucher, ticket, code])).toBe(5000);
    // Shipping is paid by codes like any other line; the voucher still is not.
    expect(basketTotal([giftVoucher, ticket, code], 900)).toBe(5000);
    expect(voucherShares([giftVoucher, ticket, code], 900)[2]).toEqual({ discount: 2900, remaining: 7100 });
    expect(basketTotal([giftVoucher, { ...code, totalPrice: -1000 }])).toBe(5000);
  });

  it('sums the VAT portion of each line at its own rate', () => {
    // 9600 at 8.1 %: 9600 * 8.1 / 108.1 = 719.3 -> 719 (per line: 330 + 390); 1000 at 2.5 %: 24.4 -> 24
    expect(basketVat([adultsLine, familyLine])).toBe(330 + 390);
    expect(basketVat([adultsLine, dayLine])).toBe(330 + 24);
  });

  it("shows museum time as the language's short date and the 24-hour clock in every language; a day ticket shows its date only", () => {
    const when = (line: typeof adultsLine) => line.display.when ?? { datetime: '' };
    const swiss = (lang: string, timeZone = 'Europe/Zurich') => shopFormats(lang, 'CH', 'CHF', timeZone);
    expect(formatLineDate(when(adultsLine), swiss('en'))).toBe('22/11/2026 11:00');
    expect(formatLineDate(when(adultsLine), swiss('de'))).toBe('22.11.2026 11:00');
    expect(formatLineDate(when(adultsLine), swiss('da'))).toBe('22.11.2026 11.00');
    expect(formatLineDate(when(adultsLine), swiss('sv'))).toBe('2026-11-22 11:00');
    expect(formatLineDate(when(adultsLine), swiss('nl'))).toBe('22-11-2026 11:00');
    expect(formatLineDate(when(adultsLine), swiss('en', 'America/New_York'))).toBe('22/11/2026 05:00');
    expect(formatLineDate(when(dayLine), swiss('en'))).toBe('23/11/2026');
    expect(formatLineDate({ datetime: 'not a date' }, swiss('en'))).toBeNull();
  });
});
