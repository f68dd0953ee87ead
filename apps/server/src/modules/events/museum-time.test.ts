import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday, museumDate, museumDayBounds, museumToUtc, toMuseumIso } from './museum-time.js';

const ZURICH = 'Europe/Zurich';

describe('museum time', () => {
  it.each([
    ['2025-06-01T08:00:00.000Z', '2025-06-01T10:00:00+02:00'],
    ['2025-01-15T09:30:00.000Z', '2025-01-15T10:30:00+01:00'],
    ['2025-03-30T01:00:00.000Z', '2025-03-30T03:00:00+02:00'],
  ])('shows %s as %s', (utc, local) => expect(toMuseumIso(utc, ZURICH)).toBe(local));

  it('shows UTC with +00:00', () => expect(toMuseumIso('2025-06-01T08:00:00.000Z', 'UTC')).toBe('2025-06-01T08:00:00+00:00'));

  it.each([
    ['2025-06-01', '10:00', '2025-06-01T08:00:00.000Z'],
    ['2025-12-24', '18:30', '2025-12-24T17:30:00.000Z'],
    ['2025-10-26', '10:00', '2025-10-26T09:00:00.000Z'],
    ['2025-03-30', '02:30', '2025-03-30T01:30:00.000Z'],
  ])('stores %s %s as %s', (date, time, utc) => expect(museumToUtc(date, time, ZURICH)).toBe(utc));

  it('takes the museum date, not the UTC date, of a late evening instant', () => {
    expect(museumDate('2025-06-01T22:30:00.000Z', ZURICH)).toBe('2025-06-02');
  });

  it('gives a 23-hour day when the clocks go forward', () => {
    const [start, end] = museumDayBounds('2025-03-30', ZURICH);
    expect([start, end]).toEqual(['2025-03-29T23:00:00.000Z', '2025-03-30T22:00:00.000Z']);
  });

  it('counts days and weekdays on the calendar', () => {
    expect(addDays('2025-02-27', 2)).toBe('2025-03-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(isoWeekday('2025-06-01')).toBe(7);
    expect(isoWeekday('2025-06-02')).toBe(1);
  });
});
