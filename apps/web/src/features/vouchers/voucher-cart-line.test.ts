import { describe, expect, it } from 'vitest';
import { voucherCartItemSchema } from '@foyer/contract';
import { withCount } from '../../lib/storage/line-count';
import { basketWithVoucher } from './voucher-basket';
import { toVoucherCartLine } from './voucher-cart-line';

const free = { id: 8, name: 'Gift voucher', vat_value: 0, variable_amount: true };
const visit = { id: 7, name: 'Museum visit for two', vat_value: 8.1, variable_amount: false };
const texts = { label: 'Gift voucher, CHF 75.50', recipient: 'Recipient', message: 'Message' };
const gift = { amountCents: 7550, count: 2, recipient: 'Anna', message: 'Happy birthday!' };

describe('toVoucherCartLine (SPEC §3/§7 voucher line)', () => {
  it('is a complete basket line: the wire item, display, VAT, analytics, count, and no voucher codes to pay it', () => {
    expect(toVoucherCartLine(free, gift, texts)).toEqual({
      type: 'voucher',
      id: 8,
      name: 'Gift voucher',
      totalPrice: 15_100,
      vatCents: 0,
      item: { type: 'voucher', id: 8, count: 2, amount: 7550, recipient: 'Anna', message: 'Happy birthday!', totalPrice: 15_100 },
      display: {
        heading: 'Gift voucher',
        label: 'Gift voucher, CHF 75.50',
        parts: [{ count: 2, name: 'Gift voucher', unitPrice: 7550 }],
        answers: [
          { question: 'Recipient', answer: 'Anna' },
          { question: 'Message', answer: 'Happy birthday!' },
        ],
        answersKind: 'dedication',
      },
      analytics: { id: 8, name: 'Gift voucher', category: 'Voucher', unitPriceCents: 7550, quantity: 2, taxCents: 0 },
      quantity: { count: 2, max: 50, unitPrice: 7550, vatBp: 0 },
      voucherCodesMayPay: false,
    });
  });

  it('sends a fixed voucher without an amount, and leaves out what was not given', () => {
    const line = toVoucherCartLine(visit, { amountCents: 4400, count: 3, recipient: '', message: '' }, texts);
    expect(line.item).toEqual({ type: 'voucher', id: 7, count: 3, totalPrice: 13_200 });
    expect(line.display.answers).toBeUndefined();
    // The VAT portion of the line's total at 8.1 %: 13200 × 810 / 10810 = 989.1.
    expect([line.vatCents, line.analytics.taxCents]).toEqual([989, 989]);
    expect(voucherCartItemSchema.safeParse(line.item).success).toBe(true);
  });

  it('changes its count in the basket at the same amount, and stays a valid item', () => {
    const line = withCount(toVoucherCartLine(free, gift, texts), 5);
    expect(line.item).toEqual({ type: 'voucher', id: 8, count: 5, amount: 7550, recipient: 'Anna', message: 'Happy birthday!', totalPrice: 37_750 });
    expect([line.totalPrice, line.voucherCodesMayPay]).toEqual([37_750, false]);
    expect(voucherCartItemSchema.safeParse(line.item).success).toBe(true);
  });
});

describe('one basket line per gift', () => {
  const other = toVoucherCartLine(visit, { amountCents: 4400, count: 1, recipient: '', message: '' }, texts);

  it('raises the line of the same gift where it stands', () => {
    const first = basketWithVoucher([], free, gift, texts);
    const again = basketWithVoucher([...first.lines, other], free, { ...gift, count: 1 }, texts);
    expect([again.merged, again.added, again.count]).toEqual([true, 1, 3]);
    expect(again.lines).toHaveLength(2);
    expect(again.lines[0]?.item).toMatchObject({ count: 3, amount: 7550, totalPrice: 22_650 });
    expect(again.lines[1]).toBe(other);
  });

  it.each([
    { name: 'another amount', change: { amountCents: 8000 } },
    { name: 'another recipient', change: { recipient: 'Ben' } },
    { name: 'another message', change: { message: 'Enjoy!' } },
    { name: 'no message', change: { message: '' } },
  ])('makes a new line for $name', ({ change }) => {
    const first = basketWithVoucher([], free, gift, texts);
    const next = basketWithVoucher(first.lines, free, { ...gift, ...change }, texts);
    expect([next.merged, next.lines.length]).toEqual([false, 2]);
  });

  it('never holds more than 50 of one gift', () => {
    const full = basketWithVoucher([], free, { ...gift, count: 49 }, texts);
    expect(basketWithVoucher(full.lines, free, gift, texts)).toMatchObject({ added: 1, count: 50 });
    const more = basketWithVoucher(basketWithVoucher(full.lines, free, gift, texts).lines, free, gift, texts);
    expect([more.added, more.count]).toEqual([0, 50]);
  });
});
