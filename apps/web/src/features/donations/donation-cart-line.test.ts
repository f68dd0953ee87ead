import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../lib/storage/cart-store';
import { basketWithDonation, donationIndex, toDonationCartLine } from './donation-cart-line';

const offer = { id: 9001, name: 'Støt museet' };
const ticket = { type: 'ticket', id: 5011, totalPrice: 1800 } as CartLine;

describe('toDonationCartLine', () => {
  it('is one VAT-free unit of the amount, reported to analytics as a Donation', () => {
    const line = toDonationCartLine(offer, 1250, 'Donation på 12,50 kr.');
    expect(line.item).toEqual({ type: 'donation', id: 9001, amount: 1250, totalPrice: 1250 });
    expect([line.totalPrice, line.vatCents, line.quantity, line.voucherCodesMayPay]).toEqual([1250, 0, undefined, undefined]);
    expect(line.analytics).toEqual({ id: 9001, name: 'Støt museet', category: 'Donation', unitPriceCents: 1250, quantity: 1, taxCents: 0 });
    expect(line.display).toEqual({ heading: 'Støt museet', label: 'Donation på 12,50 kr.', parts: [{ count: 1, name: 'Støt museet', unitPrice: 1250 }] });
  });
});

describe('basketWithDonation (one donation per basket)', () => {
  it('adds the first donation at the end', () => {
    const lines = basketWithDonation([ticket], toDonationCartLine(offer, 500, ''));
    expect(lines.map((line) => [line.type, line.totalPrice])).toEqual([
      ['ticket', 1800],
      ['donation', 500],
    ]);
  });

  it('replaces the donation where it stood when the amount changes', () => {
    const before = [toDonationCartLine(offer, 500, ''), ticket];
    const after = basketWithDonation(before, toDonationCartLine(offer, 2000, ''));
    expect(after.map((line) => [line.type, line.totalPrice])).toEqual([
      ['donation', 2000],
      ['ticket', 1800],
    ]);
    expect(donationIndex(after)).toBe(0);
    expect(donationIndex([ticket])).toBe(-1);
  });
});
