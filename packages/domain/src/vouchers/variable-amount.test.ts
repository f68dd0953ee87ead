import { describe, expect, it } from 'vitest';
import { checkVoucherAmount, DEFAULT_VOUCHER_MAX_CENTS, DEFAULT_VOUCHER_MIN_CENTS, variableAmountCents } from './variable-amount.js';

describe('variableAmountCents (SPEC §5: negatives made positive, empty keeps the previous, ×100)', () => {
  it.each([
    { typed: '50', previous: 2000, cents: 5000 },
    { typed: '-50', previous: 2000, cents: 5000 },
    { typed: '', previous: 2000, cents: 2000 },
    { typed: '   ', previous: 7500, cents: 7500 },
    { typed: '25.50', previous: 2000, cents: 2550 },
    { typed: '25,50', previous: 2000, cents: 2550 },
    { typed: '-12,5', previous: 2000, cents: 1250 },
    { typed: ' 80 ', previous: 2000, cents: 8000 },
    { typed: "1'000", previous: 2000, cents: 100000 },
    { typed: '0.005', previous: 2000, cents: 1 },
    { typed: 'abc', previous: 4000, cents: 4000 },
    { typed: '-', previous: 4000, cents: 4000 },
    { typed: '.', previous: 4000, cents: 4000 },
    { typed: '1e3', previous: 4000, cents: 4000 },
    { typed: '0', previous: 4000, cents: 0 },
  ])('"$typed" after $previous → $cents', ({ typed, previous, cents }) => expect(variableAmountCents(typed, previous)).toBe(cents));
});

describe('checkVoucherAmount (DESIGN.md: min/max, default 10–500)', () => {
  const bounds = { minCents: DEFAULT_VOUCHER_MIN_CENTS, maxCents: DEFAULT_VOUCHER_MAX_CENTS };
  it.each([
    { cents: 999, check: 'below_minimum' },
    { cents: 1000, check: 'ok' },
    { cents: 12345, check: 'ok' },
    { cents: 50000, check: 'ok' },
    { cents: 50001, check: 'above_maximum' },
    { cents: 0, check: 'below_minimum' },
  ])('$cents cents is $check', ({ cents, check }) => expect(checkVoucherAmount(cents, bounds)).toBe(check));

  it('follows a voucher with bounds of its own', () => {
    expect(checkVoucherAmount(2000, { minCents: 2500, maxCents: 20000 })).toBe('below_minimum');
    expect(checkVoucherAmount(25000, { minCents: 2500, maxCents: 20000 })).toBe('above_maximum');
  });
});
