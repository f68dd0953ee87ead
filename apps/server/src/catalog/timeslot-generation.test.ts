import { describe, expect, it } from 'vitest';
import { scheduleRuleSchema } from './schedule-rule.schema.js';
import { generateTimeslots, LONGEST_SLOT_MS } from './timeslot-generation.js';

const ZURICH = 'Europe/Zurich';
const NOW = new Date('2025-06-04T12:00:00Z'); // a Wednesday

describe('generateTimeslots', () => {
  it('cuts opening hours into slots of the given length, in museum time', () => {
    const rule = scheduleRuleSchema.parse({ kind: 'timeslots', to_day: 0, opens: '10:00', closes: '11:30', slot_minutes: 30, capacity: 20 });
    expect(generateTimeslots(rule, NOW, ZURICH)).toEqual([
      { starts_at: '2025-06-04T08:00:00.000Z', ends_at: '2025-06-04T08:30:00.000Z', capacity: 20, sold: 0 },
      { starts_at: '2025-06-04T08:30:00.000Z', ends_at: '2025-06-04T09:00:00.000Z', capacity: 20, sold: 0 },
      { starts_at: '2025-06-04T09:00:00.000Z', ends_at: '2025-06-04T09:30:00.000Z', capacity: 20, sold: 0 },
    ]);
  });

  it('drops a last slot that would run past closing time', () => {
    const rule = scheduleRuleSchema.parse({ kind: 'timeslots', to_day: 0, opens: '10:00', closes: '11:45', slot_minutes: 60, capacity: 5 });
    expect(generateTimeslots(rule, NOW, ZURICH)).toHaveLength(1);
  });

  it('covers from_day to to_day on open weekdays, skipping closed dates', () => {
    const rule = scheduleRuleSchema.parse({
      kind: 'days',
      from_day: -2,
      to_day: 5,
      weekdays: [2, 3, 4, 5, 6, 7],
      closed_dates: ['2025-06-06'],
      opens: '10:00',
      closes: '17:00',
      capacity: 300,
    });
    const days = generateTimeslots(rule, NOW, ZURICH).map((slot) => slot.starts_at.slice(0, 10));
    // 2025-06-02 and 2025-06-09 are Mondays, 2025-06-06 is closed.
    expect(days).toEqual(['2025-06-03', '2025-06-04', '2025-06-05', '2025-06-07', '2025-06-08']);
  });

  it('places performances at their start times with their duration', () => {
    const rule = scheduleRuleSchema.parse({ kind: 'performances', to_day: 0, times: ['20:00', '18:00'], duration_minutes: 90, capacity: 80 });
    expect(generateTimeslots(rule, NOW, ZURICH).map((slot) => [slot.starts_at, slot.ends_at])).toEqual([
      ['2025-06-04T16:00:00.000Z', '2025-06-04T17:30:00.000Z'],
      ['2025-06-04T18:00:00.000Z', '2025-06-04T19:30:00.000Z'],
    ]);
  });

  it('creates the days of the sold-out rule fully sold, the same on every run', () => {
    const rule = scheduleRuleSchema.parse({ kind: 'days', to_day: 13, opens: '10:00', closes: '17:00', capacity: 40, sold_out_every_nth_day: 7 });
    const soldOut = generateTimeslots(rule, NOW, ZURICH).filter((slot) => slot.sold === slot.capacity);
    expect(soldOut).toHaveLength(2);
    const later = generateTimeslots(rule, new Date('2025-06-05T12:00:00Z'), ZURICH).filter((slot) => slot.sold > 0);
    expect(later.map((slot) => slot.starts_at)).toEqual(soldOut.map((slot) => slot.starts_at));
  });

  it('creates the days of the partly-sold rule with some places sold, sold-out days taking precedence', () => {
    const rule = scheduleRuleSchema.parse({
      kind: 'performances',
      to_day: 13,
      times: ['14:00'],
      duration_minutes: 60,
      capacity: 12,
      sold_out_every_nth_day: 7,
      partly_sold: { every_nth_day: 2, places: 5 },
    });
    const sold = generateTimeslots(rule, NOW, ZURICH).map((slot) => slot.sold);
    expect(sold.filter((count) => count === 5).length).toBeGreaterThanOrEqual(5);
    expect(sold.filter((count) => count === 12)).toHaveLength(2);
    expect(sold.filter((count) => count === 0).length).toBeGreaterThanOrEqual(5);
  });

  it('offers a calendar from today up to the booking horizon, and never past the last date of its season', () => {
    const calendar = (lastDate: string) =>
      scheduleRuleSchema.parse({
        kind: 'calendar',
        horizon_days: 3,
        seasons: [{ first_date: '2025-01-01', last_date: lastDate, hours: [{ weekdays: [1, 2, 3, 4, 5, 6, 7], opens: '10:00', closes: '11:00' }], slots: { kind: 'timeslots', slot_minutes: 60 }, capacity: 12 }],
      });
    const starts = (lastDate: string) => generateTimeslots(calendar(lastDate), NOW, ZURICH).map((slot) => slot.starts_at);
    expect(starts('2025-12-31')).toEqual(['2025-06-04T08:00:00.000Z', '2025-06-05T08:00:00.000Z', '2025-06-06T08:00:00.000Z', '2025-06-07T08:00:00.000Z']);
    expect(starts('2025-06-05')).toEqual(['2025-06-04T08:00:00.000Z', '2025-06-05T08:00:00.000Z']);
    expect(generateTimeslots(calendar('2025-06-05'), NOW, ZURICH).every((slot) => slot.capacity === 12 && slot.sold === 0)).toBe(true);
  });

  // Reads find a slot still running by its start within LONGEST_SLOT_MS of now (events.repository.ts).
  it.each([
    { rule: { kind: 'days', opens: '00:00', closes: '23:59' }, longerThanADay: true },
    { rule: { kind: 'timeslots', opens: '00:00', closes: '23:59', slot_minutes: 720 }, longerThanADay: false },
    { rule: { kind: 'performances', times: ['00:00', '23:59'], duration_minutes: 1440 }, longerThanADay: false },
    { rule: { kind: 'calendar', horizon_days: 10, extra_slots: [{ date: '2025-10-26', time: '00:00', duration_minutes: 1440, capacity: 5 }] }, longerThanADay: false },
  ])('never yields a slot longer than LONGEST_SLOT_MS, around the night the clocks go back: $rule.kind', ({ rule, longerThanADay }) => {
    const autumn = new Date('2025-10-20T12:00:00Z');
    const slots = generateTimeslots(scheduleRuleSchema.parse({ ...rule, from_day: -3, to_day: 10, capacity: 5 }), autumn, ZURICH);
    const longest = Math.max(...slots.map((slot) => Date.parse(slot.ends_at) - Date.parse(slot.starts_at)));
    expect(longest).toBeLessThanOrEqual(LONGEST_SLOT_MS);
    expect(longest > 24 * 3_600_000).toBe(longerThanADay);
  });

  it('rejects a rule whose opening time is not before its closing time', () => {
    expect(scheduleRuleSchema.safeParse({ kind: 'days', to_day: 1, opens: '17:00', closes: '10:00', capacity: 1 }).success).toBe(false);
  });
});
