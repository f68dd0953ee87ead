import { describe, expect, it } from 'vitest';
import { reservationLapse } from './reservation-lapse.js';

const at = (iso: string): number => Date.parse(iso);

describe('reservationLapse', () => {
  it.each([
    ['no visit: the end of the due day', '2026-03-20T10:00Z', '2026-04-03T21:59:59Z', [], '2026-04-03T21:59:59Z'],
    ['a visit after the due day changes nothing', '2026-03-20T10:00Z', '2026-03-22T22:59:59Z', ['2026-05-01T08:00Z'], '2026-03-22T22:59:59Z'],
    ['a day before the first visit when that comes first', '2026-03-20T10:00Z', '2026-04-03T21:59:59Z', ['2026-03-28T08:00Z', '2026-03-25T09:00Z'], '2026-03-24T09:00:00Z'],
    ['a visit just after the due day still leaves a day', '2026-03-20T10:00Z', '2026-03-22T22:59:59Z', ['2026-03-23T08:00Z'], '2026-03-22T08:00:00Z'],
    ['a visit tomorrow morning: an hour to pay', '2026-03-20T10:00Z', '2026-04-03T21:59:59Z', ['2026-03-21T08:00Z'], '2026-03-20T11:00:00Z'],
    ['a visit in half an hour: never past its start', '2026-03-20T10:00Z', '2026-04-03T21:59:59Z', ['2026-03-20T10:30Z'], '2026-03-20T10:30:00Z'],
  ])('%s', (_, now, dueDayEnd, visits, expected) => {
    expect(new Date(reservationLapse(at(now), at(dueDayEnd), visits.map(at))).toISOString()).toBe(new Date(expected).toISOString());
  });
});
