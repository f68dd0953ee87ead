import { describe, expect, it } from 'vitest';
import { monthsFrom } from './validity-period.js';

describe('monthsFrom (passes: 12 months by default; vouchers: 36)', () => {
  it.each([
    { first: '2026-11-23', months: 12, validTo: '2027-11-22' },
    { first: '2026-11-23', months: 36, validTo: '2029-11-22' },
    { first: '2026-01-01', months: 1, validTo: '2026-01-31' },
    { first: '2026-01-31', months: 1, validTo: '2026-02-27' },
    { first: '2027-12-15', months: 3, validTo: '2028-03-14' },
    { first: '2028-02-29', months: 12, validTo: '2029-02-27' },
    { first: '2026-03-01', months: 12, validTo: '2027-02-28' },
  ])('$months months from $first end on $validTo', ({ first, months, validTo }) => expect(monthsFrom(first, months)).toEqual({ validFrom: first, validTo }));

  it.each([
    { first: '23.11.2026', months: 12 },
    { first: '2026-11-23', months: 0 },
    { first: '2026-11-23', months: 1.5 },
  ])('refuses $first for $months months', ({ first, months }) => expect(() => monthsFrom(first, months)).toThrow(RangeError));
});
