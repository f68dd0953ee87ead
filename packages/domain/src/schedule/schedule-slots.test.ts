import { describe, expect, it } from 'vitest';
import { isoWeekday, toMuseumIso } from '../dates/museum-time.js';
import type { Schedule, Season } from './schedule.js';
import { slotsOfSchedule } from './schedule-slots.js';

const ZURICH = 'Europe/Zurich';

/** All of 2026, Tuesday to Sunday 10:00–12:00, Thursday also 18:00–19:30, one-hour slots of 20 places. */
const YEAR: Season = {
  firstDate: '2026-01-01',
  lastDate: '2026-12-31',
  hours: [
    { weekdays: [2, 3, 4, 5, 6, 7], opens: '10:00', closes: '12:00' },
    { weekdays: [4], opens: '18:00', closes: '19:30' },
  ],
  slots: { kind: 'timeslots', slotMinutes: 60 },
  capacity: 20,
};
const SUMMER: Season = {
  firstDate: '2026-07-01',
  lastDate: '2026-08-31',
  hours: [{ weekdays: [1, 2, 3, 4, 5, 6, 7], opens: '09:00', closes: '10:00' }],
  slots: { kind: 'timeslots', slotMinutes: 30 },
  capacity: 5,
};
const CONCERTS: Season = {
  ...YEAR,
  hours: [{ weekdays: [2, 3, 4, 5, 6, 7], opens: '10:00', closes: '17:00' }],
  slots: { kind: 'performances', times: ['16:30', '09:00', '11:00', '15:00'], durationMinutes: 60 },
  capacity: 80,
};
/** Open through the night, so the hours the clocks change fall inside the opening hours. */
const NIGHTS: Season = { ...YEAR, hours: [{ weekdays: [1, 2, 3, 4, 5, 6, 7], opens: '00:00', closes: '06:00' }] };

const schedule = (parts: Partial<Schedule>): Schedule => ({ seasons: [YEAR], exceptions: [], extraSlots: [], ...parts });

/** A slot in museum time: "2026-06-04 18:00–19:00 ×20". */
const local = (timeZone: string) => (slot: { startsAt: string; endsAt: string; capacity: number }) => {
  const [start, end] = [toMuseumIso(slot.startsAt, timeZone), toMuseumIso(slot.endsAt, timeZone)];
  return `${start.slice(0, 10)} ${start.slice(11, 16)}–${end.slice(11, 16)} ×${slot.capacity}`;
};

describe('slotsOfSchedule', () => {
  it('knows the weekdays of the dates the tests use', () => {
    expect(['2026-06-01', '2026-06-04', '2026-03-29', '2026-10-25', '2026-03-08'].map(isoWeekday)).toEqual([1, 4, 7, 7, 7]);
  });

  it.each([
    {
      name: 'a weekday without hours is closed; each range is cut into slots that end by closing time',
      schedule: schedule({}),
      from: '2026-06-01',
      to: '2026-06-04',
      slots: [
        '2026-06-02 10:00–11:00 ×20',
        '2026-06-02 11:00–12:00 ×20',
        '2026-06-03 10:00–11:00 ×20',
        '2026-06-03 11:00–12:00 ×20',
        '2026-06-04 10:00–11:00 ×20',
        '2026-06-04 11:00–12:00 ×20',
        '2026-06-04 18:00–19:00 ×20',
      ],
    },
    {
      name: 'overlapping seasons: the one listed later holds on the shared dates',
      schedule: schedule({ seasons: [YEAR, SUMMER] }),
      from: '2026-06-30',
      to: '2026-07-01',
      slots: ['2026-06-30 10:00–11:00 ×20', '2026-06-30 11:00–12:00 ×20', '2026-07-01 09:00–09:30 ×5', '2026-07-01 09:30–10:00 ×5'],
    },
    {
      name: 'the order of the seasons decides, not their length',
      schedule: schedule({ seasons: [SUMMER, YEAR] }),
      from: '2026-07-01',
      to: '2026-07-01',
      slots: ['2026-07-01 10:00–11:00 ×20', '2026-07-01 11:00–12:00 ×20'],
    },
    {
      name: 'no slot after the last date of the season, however far the range reaches',
      schedule: schedule({ seasons: [{ ...YEAR, firstDate: '2026-06-02', lastDate: '2026-06-03' }] }),
      from: '2026-05-01',
      to: '2026-12-31',
      slots: ['2026-06-02 10:00–11:00 ×20', '2026-06-02 11:00–12:00 ×20', '2026-06-03 10:00–11:00 ×20', '2026-06-03 11:00–12:00 ×20'],
    },
    {
      name: 'exceptions: closed all day, special hours instead of the weekday’s, and hours on a weekday that is closed',
      schedule: schedule({
        exceptions: [
          { date: '2026-06-02', hours: [] },
          { date: '2026-06-03', hours: [{ opens: '14:00', closes: '15:30' }] },
          { date: '2026-06-08', hours: [{ opens: '08:00', closes: '09:00' }] },
        ],
      }),
      from: '2026-06-02',
      to: '2026-06-08',
      slots: [
        '2026-06-03 14:00–15:00 ×20',
        '2026-06-04 10:00–11:00 ×20',
        '2026-06-04 11:00–12:00 ×20',
        '2026-06-04 18:00–19:00 ×20',
        '2026-06-05 10:00–11:00 ×20',
        '2026-06-05 11:00–12:00 ×20',
        '2026-06-06 10:00–11:00 ×20',
        '2026-06-06 11:00–12:00 ×20',
        '2026-06-07 10:00–11:00 ×20',
        '2026-06-07 11:00–12:00 ×20',
        '2026-06-08 08:00–09:00 ×20',
      ],
    },
    {
      name: 'extra slots: on a closed Monday, on a closed exception, outside every season; one starting with a slot replaces it',
      schedule: schedule({
        seasons: [{ ...YEAR, lastDate: '2026-06-02' }],
        exceptions: [{ date: '2026-06-02', hours: [] }],
        extraSlots: [
          { date: '2026-06-01', time: '19:00', durationMinutes: 90, capacity: 50 },
          { date: '2026-06-02', time: '10:00', durationMinutes: 45, capacity: 8 },
          { date: '2026-06-20', time: '20:00', durationMinutes: 120, capacity: 300 },
          { date: '2026-07-20', time: '20:00', durationMinutes: 120, capacity: 300 },
        ],
      }),
      from: '2026-05-31',
      to: '2026-06-30',
      slots: ['2026-05-31 10:00–11:00 ×20', '2026-05-31 11:00–12:00 ×20', '2026-06-01 19:00–20:30 ×50', '2026-06-02 10:00–10:45 ×8', '2026-06-20 20:00–22:00 ×300'],
    },
    {
      name: 'an extra slot replaces the generated one that starts with it',
      schedule: schedule({ extraSlots: [{ date: '2026-06-02', time: '11:00', durationMinutes: 30, capacity: 2 }] }),
      from: '2026-06-02',
      to: '2026-06-02',
      slots: ['2026-06-02 10:00–11:00 ×20', '2026-06-02 11:00–11:30 ×2'],
    },
    {
      name: 'performances in time order, only those that start and end within the opening hours',
      schedule: schedule({ seasons: [CONCERTS] }),
      from: '2026-06-01',
      to: '2026-06-02',
      slots: ['2026-06-02 11:00–12:00 ×80', '2026-06-02 15:00–16:00 ×80'],
    },
    {
      name: 'special hours also drop the performances that no longer fit',
      schedule: schedule({ seasons: [CONCERTS], exceptions: [{ date: '2026-06-02', hours: [{ opens: '10:00', closes: '15:30' }] }] }),
      from: '2026-06-02',
      to: '2026-06-02',
      slots: ['2026-06-02 11:00–12:00 ×80'],
    },
    {
      name: 'an empty range of dates has no slots',
      schedule: schedule({ extraSlots: [{ date: '2026-06-02', time: '11:00', durationMinutes: 30, capacity: 2 }] }),
      from: '2026-06-03',
      to: '2026-06-02',
      slots: [],
    },
  ])('$name', ({ schedule: given, from, to, slots }) => {
    expect(slotsOfSchedule(given, from, to, ZURICH).map(local(ZURICH))).toEqual(slots);
  });

  // Europe/Zurich changes at 01:00 UTC on the last Sundays of March (02:00 -> 03:00) and October (03:00 -> 02:00).
  it.each([
    {
      name: 'spring: the skipped hour has no slot, the night has five',
      season: NIGHTS,
      date: '2026-03-29',
      starts: ['2026-03-28T23:00:00.000Z', '2026-03-29T00:00:00.000Z', '2026-03-29T01:00:00.000Z', '2026-03-29T02:00:00.000Z', '2026-03-29T03:00:00.000Z'],
    },
    {
      name: 'autumn: the hour that comes twice has two slots, the night has seven',
      season: NIGHTS,
      date: '2026-10-25',
      starts: [
        '2026-10-24T22:00:00.000Z',
        '2026-10-24T23:00:00.000Z',
        '2026-10-25T00:00:00.000Z',
        '2026-10-25T01:00:00.000Z',
        '2026-10-25T02:00:00.000Z',
        '2026-10-25T03:00:00.000Z',
        '2026-10-25T04:00:00.000Z',
      ],
    },
    {
      name: 'spring: a performance at 02:30, which the clocks skip, starts at 03:30 summer time; one at 03:30 too is one slot',
      season: { ...NIGHTS, slots: { kind: 'performances' as const, times: ['02:30', '03:30', '05:00'], durationMinutes: 30 } },
      date: '2026-03-29',
      starts: ['2026-03-29T01:30:00.000Z', '2026-03-29T03:00:00.000Z'],
    },
    {
      name: 'autumn: a performance at 02:30, which comes twice, starts at the second',
      season: { ...NIGHTS, slots: { kind: 'performances' as const, times: ['02:30'], durationMinutes: 30 } },
      date: '2026-10-25',
      starts: ['2026-10-25T01:30:00.000Z'],
    },
    {
      name: 'spring: the daytime slots move an hour earlier in UTC',
      season: YEAR,
      date: '2026-03-29',
      starts: ['2026-03-29T08:00:00.000Z', '2026-03-29T09:00:00.000Z'],
    },
    {
      name: 'the day before spring: winter time',
      season: YEAR,
      date: '2026-03-28',
      starts: ['2026-03-28T09:00:00.000Z', '2026-03-28T10:00:00.000Z'],
    },
    {
      name: 'autumn: the daytime slots move an hour later in UTC',
      season: YEAR,
      date: '2026-10-25',
      starts: ['2026-10-25T09:00:00.000Z', '2026-10-25T10:00:00.000Z'],
    },
  ])('daylight saving in Europe/Zurich, $name', ({ season, date, starts }) => {
    const slots = slotsOfSchedule(schedule({ seasons: [season] }), date, date, ZURICH);
    expect(slots.map((slot) => slot.startsAt)).toEqual(starts);
    const lengths = new Set(slots.map((slot) => Date.parse(slot.endsAt) - Date.parse(slot.startsAt)));
    expect(lengths.size).toBe(1);
  });

  it.each([
    { timeZone: 'UTC', date: '2026-03-29', starts: ['2026-03-29T10:00:00.000Z', '2026-03-29T11:00:00.000Z'] },
    { timeZone: 'Asia/Kolkata', date: '2026-06-02', starts: ['2026-06-02T04:30:00.000Z', '2026-06-02T05:30:00.000Z'] },
    // New York goes to summer time on the second Sunday of March.
    { timeZone: 'America/New_York', date: '2026-03-07', starts: ['2026-03-07T15:00:00.000Z', '2026-03-07T16:00:00.000Z'] },
    { timeZone: 'America/New_York', date: '2026-03-08', starts: ['2026-03-08T14:00:00.000Z', '2026-03-08T15:00:00.000Z'] },
    // Sydney's museum day begins on the UTC day before; its summer time ends on the first Sunday of April.
    { timeZone: 'Australia/Sydney', date: '2026-04-04', starts: ['2026-04-03T23:00:00.000Z', '2026-04-04T00:00:00.000Z'] },
    { timeZone: 'Australia/Sydney', date: '2026-04-05', starts: ['2026-04-05T00:00:00.000Z', '2026-04-05T01:00:00.000Z'] },
  ])('the museum’s 10:00 and 11:00 in $timeZone on $date', ({ timeZone, date, starts }) => {
    const slots = slotsOfSchedule(schedule({}), date, date, timeZone);
    expect(slots.map((slot) => slot.startsAt)).toEqual(starts);
    expect(slots.map(local(timeZone))).toEqual([`${date} 10:00–11:00 ×20`, `${date} 11:00–12:00 ×20`]);
  });
});
