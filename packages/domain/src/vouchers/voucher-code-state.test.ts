import { describe, expect, it } from 'vitest';
import { dateAtUtcPlusOne, voucherCodeState } from './voucher-code-state.js';

const code = { validFrom: '2026-12-01', validTo: '2027-02-28', amountCents: 5000, usedCents: 1200 };

describe('dateAtUtcPlusOne (SPEC §9: voucher validity at UTC+1)', () => {
  it.each([
    { now: '2026-11-30T22:59:59Z', date: '2026-11-30' },
    { now: '2026-11-30T23:00:00Z', date: '2026-12-01' },
    // No daylight-saving shift: Europe/Zurich is at UTC+2 in summer, UTC+1 stays UTC+1.
    { now: '2026-07-14T22:30:00Z', date: '2026-07-14' },
    { now: '2026-07-14T23:30:00Z', date: '2026-07-15' },
    { now: '2026-03-29T00:30:00Z', date: '2026-03-29' },
    { now: '2026-10-25T22:59:00Z', date: '2026-10-25' },
    { now: '2026-12-31T23:00:00Z', date: '2027-01-01' },
  ])('$now is $date', ({ now, date }) => expect(dateAtUtcPlusOne(new Date(now))).toBe(date));
});

describe('voucherCodeState (SPEC §5)', () => {
  it.each([
    { name: 'the evening before valid_from at UTC+1', now: '2026-11-30T22:59:59Z', facts: code, state: { kind: 'refused', code: 'VOUCHER_NOW_IS_BEFORE_VALID_FROM' } },
    { name: 'valid_from begins at midnight UTC+1', now: '2026-11-30T23:00:00Z', facts: code, state: { kind: 'usable', availableCents: 3800 } },
    { name: 'the last minute of valid_to at UTC+1', now: '2027-02-28T22:59:59Z', facts: code, state: { kind: 'usable', availableCents: 3800 } },
    { name: 'the first minute after valid_to', now: '2027-02-28T23:00:00Z', facts: code, state: { kind: 'refused', code: 'VOUCHER_NOW_IS_AFTER_VALID_TO' } },
    { name: 'used up exactly', now: '2027-01-10T12:00:00Z', facts: { ...code, usedCents: 5000 }, state: { kind: 'refused', code: 'VOUCHER_NO_AMOUNT_LEFT' } },
    { name: 'used beyond its amount', now: '2027-01-10T12:00:00Z', facts: { ...code, usedCents: 6000 }, state: { kind: 'refused', code: 'VOUCHER_NO_AMOUNT_LEFT' } },
    { name: 'one cent left', now: '2027-01-10T12:00:00Z', facts: { ...code, usedCents: 4999 }, state: { kind: 'usable', availableCents: 1 } },
    { name: 'dates are judged before the balance', now: '2027-03-10T12:00:00Z', facts: { ...code, usedCents: 5000 }, state: { kind: 'refused', code: 'VOUCHER_NOW_IS_AFTER_VALID_TO' } },
  ])('$name', ({ now, facts, state }) => expect(voucherCodeState(facts, new Date(now))).toEqual(state));
});
