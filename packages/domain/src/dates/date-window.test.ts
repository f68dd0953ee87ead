import { describe, expect, it } from 'vitest';
import { addDays, dateWindow, isInDateWindow, isInstantInDateWindow, utcDay } from './date-window.js';

describe('addDays', () => {
  it.each([
    { day: '2025-02-27', days: 2, result: '2025-03-01' },
    { day: '2024-02-28', days: 1, result: '2024-02-29' },
    { day: '2025-01-01', days: -1, result: '2024-12-31' },
    { day: '2026-11-27', days: 0, result: '2026-11-27' },
    { day: '9999-12-30', days: 1, result: '9999-12-31' },
    { day: '0000-01-02', days: -1, result: '0000-01-01' },
  ])('$day + $days days is $result', ({ day, days, result }) => expect(addDays(day, days)).toBe(result));

  it.each([
    { day: '9999-12-31', days: 1, why: 'the year would need five digits' },
    { day: '0000-01-01', days: -1, why: 'the year would be negative' },
    { day: '2026-11-27', days: 1e9, why: 'beyond any four-digit year' },
    { day: '2026-11-27', days: 0.5, why: 'half a day' },
    { day: '2026-11-27', days: Number.NaN, why: 'no number' },
    { day: '2025-02-30', days: 1, why: 'no such day' },
    { day: '20250101', days: 1, why: 'not an ISO day' },
    { day: '+010000-01-01', days: -1, why: 'an expanded year' },
  ])('refuses $day + $days days: $why', ({ day, days }) => expect(() => addDays(day, days)).toThrow(RangeError));
});

describe('utcDay', () => {
  it.each([
    { now: '2026-11-27T23:59:59.999Z', day: '2026-11-27' },
    { now: '2026-11-27T23:30:00-01:00', day: '2026-11-28' },
  ])('$now falls on $day', ({ now, day }) => expect(utcDay(new Date(now))).toBe(day));

  it('refuses an instant without a four-digit year', () => expect(() => utcDay(new Date('+010000-01-01T00:00:00Z'))).toThrow(RangeError));
});

describe('dateWindow (366 days back, three calendar years ahead)', () => {
  it.each([
    { today: '2026-11-27', first: '2025-11-26', last: '2029-11-27' },
    { today: '2025-03-01', first: '2024-02-29', last: '2028-03-01' },
    { today: '2028-02-29', first: '2027-02-28', last: '2031-03-01' },
    { today: '2026-01-01', first: '2024-12-31', last: '2029-01-01' },
  ])('from $today: $first to $last', ({ today, first, last }) => expect(dateWindow(today)).toEqual({ first, last }));

  it('refuses a today that is no calendar day', () => expect(() => dateWindow('2026-13-01')).toThrow(RangeError));
});

describe('isInDateWindow', () => {
  const window = dateWindow('2026-11-27');
  it.each([
    { day: '2025-11-26', inside: true },
    { day: '2025-11-25', inside: false },
    { day: '2029-11-27', inside: true },
    { day: '2029-11-28', inside: false },
    { day: '2026-11-27', inside: true },
    { day: '0001-01-01', inside: false },
    { day: '9999-12-31', inside: false },
    { day: '+010000-01-01', inside: false },
    { day: '2027-1-1', inside: false },
  ])('$day inside: $inside', ({ day, inside }) => expect(isInDateWindow(day, window)).toBe(inside));
});

describe('isInstantInDateWindow (the window read as UTC days)', () => {
  const window = dateWindow('2026-11-27');
  it.each([
    { instant: '2025-11-26T00:00:00Z', inside: true },
    { instant: '2025-11-25T23:59:59.999Z', inside: false },
    { instant: '2029-11-27T23:59:59.999Z', inside: true },
    { instant: '2029-11-28T00:00:00Z', inside: false },
    { instant: '2029-11-28T00:30:00+01:00', inside: true },
    { instant: '+275760-09-13T00:00:00Z', inside: false },
    { instant: '-271821-04-20T00:00:00Z', inside: false },
  ])('$instant inside: $inside', ({ instant, inside }) => expect(isInstantInDateWindow(Date.parse(instant), window)).toBe(inside));
});
