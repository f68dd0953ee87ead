import { describe, expect, it } from 'vitest';
import { checkDonationAmount, donationAmountCents, type DonationBounds } from './donation-amount.js';

const offer: DonationBounds = { amounts: [500, 1000, 2000], free: { minCents: 100, maxCents: 100_000 } };
const fixedOnly: DonationBounds = { amounts: [500, 1000], free: null };
const fixedOutsideBounds: DonationBounds = { amounts: [50, 200_000], free: { minCents: 100, maxCents: 100_000 } };

describe('checkDonationAmount (fixed amounts, or an amount of choice within the bounds, both inclusive)', () => {
  it.each([
    { cents: 1000, bounds: offer, check: 'ok' },
    { cents: 100, bounds: offer, check: 'ok' },
    { cents: 100_000, bounds: offer, check: 'ok' },
    { cents: 1234, bounds: offer, check: 'ok' },
    { cents: 99, bounds: offer, check: 'below_minimum' },
    { cents: 100_001, bounds: offer, check: 'above_maximum' },
    { cents: 0, bounds: offer, check: 'below_minimum' },
    { cents: 10.5, bounds: offer, check: 'not_offered' },
    { cents: 500, bounds: fixedOnly, check: 'ok' },
    { cents: 750, bounds: fixedOnly, check: 'not_offered' },
    { cents: 50, bounds: fixedOutsideBounds, check: 'ok' },
    { cents: 200_000, bounds: fixedOutsideBounds, check: 'ok' },
    { cents: 60, bounds: fixedOutsideBounds, check: 'below_minimum' },
  ])('$cents of $bounds.amounts (free: $bounds.free) is $check', ({ cents, bounds, check }) => expect(checkDonationAmount(cents, bounds)).toBe(check));
});

describe('donationAmountCents (what the donor typed, in whole cents)', () => {
  it.each([
    { typed: '25', cents: 2500 },
    { typed: ' 25 ', cents: 2500 },
    { typed: '12,50', cents: 1250 },
    { typed: '12.5', cents: 1250 },
    { typed: '12,', cents: 1200 },
    { typed: ',5', cents: 50 },
    { typed: "1'000", cents: 100_000 },
    { typed: '1 000', cents: 100_000 },
    { typed: '1\u202f000,00', cents: 100_000 },
    { typed: '1.005', cents: 101 },
    { typed: '1.004', cents: 100 },
    { typed: '0.285', cents: 29 },
    { typed: '9.999', cents: 1000 },
    { typed: '0.004', cents: null },
    { typed: '0', cents: null },
    { typed: '', cents: null },
    { typed: '.', cents: null },
    { typed: '-5', cents: null },
    { typed: '+5', cents: null },
    { typed: '5e2', cents: null },
    { typed: 'abc', cents: null },
    { typed: '1.2.3', cents: null },
  ])('"$typed" is $cents', ({ typed, cents }) => expect(donationAmountCents(typed)).toBe(cents));
});
