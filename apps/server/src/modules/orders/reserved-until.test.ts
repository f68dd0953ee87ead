import { describe, expect, it } from 'vitest';
import { reservedUntil } from './reserved-until.js';

const ZURICH = 'Europe/Zurich';

describe('reservedUntil', () => {
  it.each([
    ['14 days to the end of the museum day, across the change to summer time', '2026-03-20T10:00:00.000Z', 14, [], '2026-04-03T21:59:59.000Z'],
    ['counts from the museum day, not the UTC day', '2026-06-01T23:30:00.000Z', 1, [], '2026-06-03T21:59:59.000Z'],
    ['in winter time', '2026-11-23T08:00:00.000Z', 14, [], '2026-12-07T22:59:59.000Z'],
    ['a day before the first visit', '2026-03-20T10:00:00.000Z', 14, ['2026-03-28T09:00:00+01:00', '2026-03-25T10:00:00+01:00'], '2026-03-24T09:00:00.000Z'],
    ['a visit within the day holds an hour, never past its start', '2026-03-20T10:00:00.000Z', 14, ['2026-03-20T12:00:00+01:00'], '2026-03-20T11:00:00.000Z'],
    ['a visit after the due day changes nothing', '2026-03-20T10:00:00.000Z', 2, ['2026-05-01T10:00:00+02:00'], '2026-03-22T22:59:59.000Z'],
  ])('%s', (_, now, days, visits, expected) => {
    expect(reservedUntil(new Date(now), days, ZURICH, visits).toISOString()).toBe(expected);
  });
});
