import { describe, expect, it } from 'vitest';
import { isoWeekday, museumDate, museumDayBounds, museumToUtc, toMuseumIso, zoneOffsetsBetween } from './museum-time.js';

const ZURICH = 'Europe/Zurich';

describe('museum time', () => {
  it.each([
    ['2025-06-01T08:00:00.000Z', '2025-06-01T10:00:00+02:00'],
    ['2025-01-15T09:30:00.000Z', '2025-01-15T10:30:00+01:00'],
    ['2025-03-30T01:00:00.000Z', '2025-03-30T03:00:00+02:00'],
    ['2025-06-01T22:30:00.000Z', '2025-06-02T00:30:00+02:00'],
    // Not as the database stores instants: read through a Date.
    ['2025-06-01T08:00:00Z', '2025-06-01T10:00:00+02:00'],
    ['2025-06-01T10:00:00+02:00', '2025-06-01T10:00:00+02:00'],
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

  it('counts weekdays on the calendar', () => {
    expect(isoWeekday('2025-06-01')).toBe(7);
    expect(isoWeekday('2025-06-02')).toBe(1);
  });
});

/** The same instants read by Intl directly, as the reference for the cached offsets. */
const referenceFormatter = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'longOffset',
  });

const intlIso = (instant: number, formatter: Intl.DateTimeFormat): string => {
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : (parts.timeZoneName ?? '').slice(3);
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
};

describe('museum time around offset changes', () => {
  it.each([
    // Zurich springs forward at 01:00 UTC and falls back at 01:00 UTC.
    [ZURICH, '2025-03-30T00:59:59.000Z', '2025-03-30T01:59:59+01:00'],
    [ZURICH, '2025-03-30T01:00:00.000Z', '2025-03-30T03:00:00+02:00'],
    [ZURICH, '2025-10-26T00:59:59.000Z', '2025-10-26T02:59:59+02:00'],
    [ZURICH, '2025-10-26T01:00:00.000Z', '2025-10-26T02:00:00+01:00'],
    // Half-hour and quarter-hour zones, and a zone west of Greenwich.
    ['Australia/Lord_Howe', '2025-04-05T14:59:00.000Z', '2025-04-06T01:59:00+11:00'],
    ['Australia/Lord_Howe', '2025-04-05T15:00:00.000Z', '2025-04-06T01:30:00+10:30'],
    ['Asia/Kathmandu', '2025-06-01T00:00:00.000Z', '2025-06-01T05:45:00+05:45'],
    ['America/New_York', '2025-11-02T05:59:00.000Z', '2025-11-02T01:59:00-04:00'],
    ['America/New_York', '2025-11-02T06:00:00.000Z', '2025-11-02T01:00:00-05:00'],
  ])('in %s shows %s as %s', (zone, utc, local) => expect(toMuseumIso(utc, zone)).toBe(local));

  it.each([ZURICH, 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu'])(
    'agrees with Intl every 7 minutes over a year in %s',
    (zone) => {
      const formatter = referenceFormatter(zone);
      const start = Date.parse('2025-01-01T00:00:00.000Z');
      const disagreements: string[] = [];
      for (let instant = start; instant < start + 366 * 86_400_000; instant += 7 * 60_000) {
        const iso = new Date(instant).toISOString();
        if (toMuseumIso(iso, zone) !== intlIso(instant, formatter)) disagreements.push(iso);
      }
      expect(disagreements).toEqual([]);
    },
  );
});

describe("a zone's offsets between two instants", () => {
  it.each([
    [ZURICH, '2025-06-01T00:00:00.000Z', '2025-06-30T00:00:00.000Z', [['2025-06-01T00:00:00.000Z', 120, '+02:00']]],
    [
      ZURICH,
      '2025-03-01T12:34:56.789Z',
      '2026-04-01T00:00:00.000Z',
      [
        ['2025-03-01T12:34:56.789Z', 60, '+01:00'],
        ['2025-03-30T01:00:00.000Z', 120, '+02:00'],
        ['2025-10-26T01:00:00.000Z', 60, '+01:00'],
        ['2026-03-29T01:00:00.000Z', 120, '+02:00'],
      ],
    ],
    // A change at the very end counts; the half-hour change of Lord Howe; none at all in UTC or Kathmandu.
    [ZURICH, '2025-03-29T12:00:00.000Z', '2025-03-30T01:00:00.000Z', [['2025-03-29T12:00:00.000Z', 60, '+01:00'], ['2025-03-30T01:00:00.000Z', 120, '+02:00']]],
    ['Australia/Lord_Howe', '2025-04-01T00:00:00.000Z', '2025-04-10T00:00:00.000Z', [['2025-04-01T00:00:00.000Z', 660, '+11:00'], ['2025-04-05T15:00:00.000Z', 630, '+10:30']]],
    ['America/New_York', '2025-10-01T00:00:00.000Z', '2025-12-01T00:00:00.000Z', [['2025-10-01T00:00:00.000Z', -240, '-04:00'], ['2025-11-02T06:00:00.000Z', -300, '-05:00']]],
    ['UTC', '2025-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z', [['2025-01-01T00:00:00.000Z', 0, '+00:00']]],
    ['Asia/Kathmandu', '2025-01-01T00:00:00.000Z', '2025-12-31T00:00:00.000Z', [['2025-01-01T00:00:00.000Z', 345, '+05:45']]],
  ])('in %s from %s until %s', (zone, from, until, offsets) =>
    expect(zoneOffsetsBetween(from, until, zone)).toEqual(offsets.map(([since, minutes, text]) => ({ since, minutes, text }))),
  );

  it.each([ZURICH, 'America/New_York', 'Australia/Lord_Howe'])('shifts every instant of two years as toMuseumIso does in %s', (zone) => {
    const from = '2025-01-01T00:00:00.000Z';
    const offsets = zoneOffsetsBetween(from, '2027-01-01T00:00:00.000Z', zone);
    const disagreements: string[] = [];
    for (let instant = Date.parse(from); instant < Date.parse('2027-01-01T00:00:00.000Z'); instant += 13 * 60_000) {
      const iso = new Date(instant).toISOString();
      const offset = offsets.findLast((candidate) => candidate.since <= iso);
      const shifted = `${new Date(instant + (offset?.minutes ?? 0) * 60_000).toISOString().slice(0, 19)}${offset?.text ?? ''}`;
      if (shifted !== toMuseumIso(iso, zone)) disagreements.push(iso);
    }
    expect(disagreements).toEqual([]);
  });
});
