import { describe, expect, it } from 'vitest';
import type { Schedule, Season } from './schedule.js';
import { scheduleIssues } from './schedule-issues.js';

const SEASON: Season = {
  firstDate: '2026-04-01',
  lastDate: '2026-10-31',
  hours: [
    { weekdays: [2, 3, 4, 5, 6, 7], opens: '10:00', closes: '12:00' },
    { weekdays: [2, 3, 4, 5, 6, 7], opens: '12:00', closes: '17:00' },
  ],
  slots: { kind: 'timeslots', slotMinutes: 30 },
  capacity: 20,
};
const PERFORMANCES: Season = { ...SEASON, slots: { kind: 'performances', times: ['11:00', '15:00'], durationMinutes: 60 } };

const schedule = (parts: Partial<Schedule>): Schedule => ({ seasons: [SEASON], exceptions: [], extraSlots: [], ...parts });

describe('scheduleIssues', () => {
  it.each([
    { name: 'ranges that touch', schedule: schedule({}) },
    { name: 'overlapping seasons (the later one holds)', schedule: schedule({ seasons: [SEASON, { ...SEASON, firstDate: '2026-07-01', lastDate: '2026-08-31' }] }) },
    { name: 'a one-day season', schedule: schedule({ seasons: [{ ...SEASON, lastDate: SEASON.firstDate }] }) },
    { name: 'performance seasons', schedule: schedule({ seasons: [PERFORMANCES, PERFORMANCES] }) },
    { name: 'extra slots alone', schedule: schedule({ seasons: [], extraSlots: [{ date: '2026-12-31', time: '22:00', durationMinutes: 120, capacity: 200 }] }) },
    { name: 'a closed day outside every season', schedule: schedule({ exceptions: [{ date: '2026-12-25', hours: [] }] }) },
    { name: 'special hours within a season', schedule: schedule({ exceptions: [{ date: '2026-05-01', hours: [{ opens: '10:00', closes: '14:00' }] }] }) },
  ])('accepts $name', ({ schedule: given }) => expect(scheduleIssues(given)).toEqual([]));

  it.each([
    {
      name: 'a schedule that never has a slot',
      schedule: schedule({ seasons: [], exceptions: [{ date: '2026-05-01', hours: [] }] }),
      issues: [{ path: [], code: 'schedule_without_slots', message: 'a schedule needs a season or an extra slot' }],
    },
    {
      name: 'a season that ends before it begins',
      schedule: schedule({ seasons: [{ ...SEASON, lastDate: '2026-03-31' }] }),
      issues: [{ path: ['seasons', 0, 'lastDate'], code: 'last_before_first', message: 'the last date (2026-03-31) must not be before the first date (2026-04-01)' }],
    },
    {
      name: 'hours that close before they open',
      schedule: schedule({ seasons: [{ ...SEASON, hours: [{ weekdays: [1, 2], opens: '17:00', closes: '10:00' }] }] }),
      issues: [{ path: ['seasons', 0, 'hours', 0], code: 'closes_before_opens', message: 'opens (17:00) must be before closes (10:00)' }],
    },
    {
      name: 'hours that open and close at once',
      schedule: schedule({ seasons: [{ ...SEASON, hours: [{ weekdays: [3], opens: '10:00', closes: '10:00' }] }] }),
      issues: [{ path: ['seasons', 0, 'hours', 0], code: 'closes_before_opens', message: 'opens (10:00) must be before closes (10:00)' }],
    },
    {
      name: 'overlapping ranges on one weekday',
      schedule: schedule({ seasons: [{ ...SEASON, hours: [...SEASON.hours, { weekdays: [1, 4], opens: '16:00', closes: '20:00' }] }] }),
      issues: [{ path: ['seasons', 0, 'hours', 2], code: 'hours_overlap', message: '16:00–20:00 overlaps 12:00–17:00 on Thursday' }],
    },
    {
      name: 'a weekday listed twice in one range',
      schedule: schedule({ seasons: [{ ...SEASON, hours: [{ weekdays: [1, 1], opens: '10:00', closes: '17:00' }] }] }),
      issues: [{ path: ['seasons', 0, 'hours', 0], code: 'hours_overlap', message: '10:00–17:00 overlaps 10:00–17:00 on Monday' }],
    },
    {
      name: 'a performance time listed twice',
      schedule: schedule({ seasons: [{ ...PERFORMANCES, slots: { kind: 'performances', times: ['11:00', '15:00', '11:00'], durationMinutes: 60 } }] }),
      issues: [{ path: ['seasons', 0, 'slots', 'times', 2], code: 'listed_twice', message: 'the performance time 11:00 is listed twice' }],
    },
    {
      name: 'seasons of time slots and of performances in one schedule',
      schedule: schedule({ seasons: [SEASON, PERFORMANCES] }),
      issues: [{ path: ['seasons', 1, 'slots', 'kind'], code: 'mixed_slot_kinds', message: 'every season must use the same kind of slots as the first (timeslots)' }],
    },
    {
      name: 'two exceptions for one date',
      schedule: schedule({ exceptions: [{ date: '2026-05-01', hours: [] }, { date: '2026-05-01', hours: [] }] }),
      issues: [{ path: ['exceptions', 1], code: 'listed_twice', message: 'the exception for 2026-05-01 is listed twice' }],
    },
    {
      name: 'special hours that close before they open, and that overlap',
      schedule: schedule({
        exceptions: [
          {
            date: '2026-05-01',
            hours: [
              { opens: '14:00', closes: '13:00' },
              { opens: '10:00', closes: '12:00' },
              { opens: '11:00', closes: '12:30' },
            ],
          },
        ],
      }),
      issues: [
        { path: ['exceptions', 0, 'hours', 0], code: 'closes_before_opens', message: 'opens (14:00) must be before closes (13:00)' },
        { path: ['exceptions', 0, 'hours', 2], code: 'hours_overlap', message: '11:00–12:30 overlaps 10:00–12:00 on 2026-05-01' },
      ],
    },
    {
      name: 'special hours outside every season',
      schedule: schedule({ exceptions: [{ date: '2026-12-26', hours: [{ opens: '10:00', closes: '14:00' }] }] }),
      issues: [{ path: ['exceptions', 0, 'date'], code: 'special_hours_outside_seasons', message: 'special hours on 2026-12-26 lie outside every season; use extra slots for that date' }],
    },
    {
      name: 'an extra slot listed twice',
      schedule: schedule({
        extraSlots: [
          { date: '2026-12-31', time: '22:00', durationMinutes: 120, capacity: 200 },
          { date: '2026-12-31', time: '22:00', durationMinutes: 60, capacity: 20 },
        ],
      }),
      issues: [{ path: ['extraSlots', 1], code: 'listed_twice', message: 'an extra slot on 2026-12-31 22:00 is listed twice' }],
    },
  ])('refuses $name', ({ schedule: given, issues }) => expect(scheduleIssues(given)).toEqual(issues));
});
