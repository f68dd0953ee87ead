import { describe, expect, it } from 'vitest';
import { museumDay } from './museum-day';

describe('museumDay', () => {
  it.each([
    ['Europe/Zurich', new Date('2026-11-21T23:30:00Z'), '2026-11-22'],
    ['America/New_York', new Date('2026-11-21T03:00:00Z'), '2026-11-20'],
    ['Europe/Zurich', '2026-03-29T00:30:00Z', '2026-03-29'],
    ['Europe/Copenhagen', '2026-12-31T23:00:00.000Z', '2027-01-01'],
    ['UTC', '2026-12-31T23:59:59Z', '2026-12-31'],
  ])('in %s, %s falls on %s', (timeZone, at, day) => {
    expect(museumDay(timeZone, at)).toBe(day);
  });
});
