import { officeScheduleSchema } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { scheduleOfCalendarRule } from './calendar-rule.schema.js';
import { modeOfRule, scheduleRuleSchema } from './schedule-rule.schema.js';

const SEASON = {
  first_date: '2026-04-01',
  last_date: '2026-10-31',
  hours: [{ weekdays: [2, 3, 4, 5, 6, 7], opens: '10:00', closes: '17:00' }],
  slots: { kind: 'timeslots', slot_minutes: 30 },
  capacity: 40,
};
const PERFORMANCES = { ...SEASON, slots: { kind: 'performances', times: ['11:00', '15:00'], duration_minutes: 60 } };
const calendar = (parts: object) => ({ kind: 'calendar', horizon_days: 90, seasons: [SEASON], ...parts });

/** The same value with its keys as the contract writes them: first_date is firstDate. */
const camelCased = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(camelCased);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()), camelCased(inner)]));
};

/** The issues as the catalog loader reports them: where, and what is wrong. */
const issues = (input: object) => scheduleRuleSchema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('calendar rules in the catalog file', () => {
  it('takes seasons alone, with no exceptions or extra slots', () => {
    expect(scheduleRuleSchema.parse(calendar({}))).toEqual({ ...calendar({}), exceptions: [], extra_slots: [] });
  });

  it('has the shape of the office’s schedule, in snake_case', () => {
    const full = calendar({
      seasons: [SEASON, { ...SEASON, first_date: '2026-07-01', last_date: '2026-08-31' }],
      exceptions: [{ date: '2026-08-01', hours: [{ opens: '10:00', closes: '14:00' }] }],
      extra_slots: [{ date: '2026-12-31', time: '22:00', duration_minutes: 120, capacity: 200 }],
    });
    const rule = scheduleRuleSchema.parse(full);
    const { kind: _calendar, horizonDays, ...office } = officeScheduleSchema.parse(camelCased(full));
    expect(rule.kind === 'calendar' && [scheduleOfCalendarRule(rule), rule.horizon_days]).toEqual([office, horizonDays]);
  });

  it.each([
    { name: 'a date that does not exist', input: calendar({ seasons: [{ ...SEASON, last_date: '2026-02-29' }] }), issue: 'seasons.0.last_date: Invalid ISO date' },
    { name: 'a last date before the first', input: calendar({ seasons: [{ ...SEASON, last_date: '2026-03-31' }] }), issue: 'seasons.0.last_date: the last date (2026-03-31) must not be before the first date (2026-04-01)' },
    {
      name: 'hours that close before they open',
      input: calendar({ seasons: [{ ...SEASON, hours: [{ weekdays: [1], opens: '18:00', closes: '09:00' }] }] }),
      issue: 'seasons.0.hours.0: opens (18:00) must be before closes (09:00)',
    },
    {
      name: 'overlapping hours on one weekday',
      input: calendar({ seasons: [{ ...SEASON, hours: [...SEASON.hours, { weekdays: [4], opens: '16:00', closes: '20:00' }] }] }),
      issue: 'seasons.0.hours.1: 16:00–20:00 overlaps 10:00–17:00 on Thursday',
    },
    { name: 'weekday 0', input: calendar({ seasons: [{ ...SEASON, hours: [{ weekdays: [0], opens: '10:00', closes: '17:00' }] }] }), issue: 'seasons.0.hours.0.weekdays.0: Invalid option: expected one of 1|2|3|4|5|6|7' },
    { name: 'a time that is no time', input: calendar({ extra_slots: [{ date: '2026-05-01', time: '24:00', duration_minutes: 60, capacity: 5 }] }), issue: 'extra_slots.0.time: must be HH:MM' },
    { name: 'slots of both kinds', input: calendar({ seasons: [SEASON, PERFORMANCES] }), issue: 'seasons.1.slots.kind: every season must use the same kind of slots as the first (timeslots)' },
    {
      name: 'special hours outside every season',
      input: calendar({ exceptions: [{ date: '2027-01-02', hours: [{ opens: '10:00', closes: '12:00' }] }] }),
      issue: 'exceptions.0.date: special hours on 2027-01-02 lie outside every season; use extra slots for that date',
    },
    { name: 'a calendar without slots', input: calendar({ seasons: [] }), issue: ': a schedule needs a season or an extra slot' },
    { name: 'a horizon beyond two years', input: calendar({ horizon_days: 731 }), issue: 'horizon_days: Too big: expected number to be <=730' },
  ])('refuses $name, saying where and why', ({ input, issue }) => expect(issues(input)).toEqual([issue]));

  it.each([
    { rule: { kind: 'timeslots', to_day: 1, opens: '10:00', closes: '17:00', slot_minutes: 30, capacity: 1 }, mode: 1 },
    { rule: { kind: 'days', to_day: 1, opens: '10:00', closes: '17:00', capacity: 1 }, mode: 3 },
    { rule: { kind: 'performances', to_day: 1, times: ['10:00'], duration_minutes: 30, capacity: 1 }, mode: 5 },
    { rule: calendar({}), mode: 1 },
    { rule: calendar({ seasons: [PERFORMANCES] }), mode: 5 },
    { rule: calendar({ seasons: [], extra_slots: [{ date: '2026-05-01', time: '20:00', duration_minutes: 90, capacity: 200 }] }), mode: 5 },
  ])('gives the tickets of a $rule.kind rule mode $mode', ({ rule, mode }) => expect(modeOfRule(scheduleRuleSchema.parse(rule))).toBe(mode));
});
