import { describe, expect, it } from 'vitest';
import { staffNoticesOf } from './staff-notices.js';

describe('staffNoticesOf', () => {
  it.each([
    { role: 'owner', kinds: ['payment-flagged', 'daily-summary'] },
    { role: 'box-office', kinds: ['goods-to-ship', 'pass-cards-to-post', 'reservation-lapsing', 'payment-flagged'] },
    { role: 'accountant', kinds: ['daily-summary'] },
    { role: 'editor', kinds: [] },
    { role: 'door', kinds: [] },
  ] as const)('$role gets $kinds', ({ role, kinds }) => expect(staffNoticesOf(role)).toEqual(kinds));
});
