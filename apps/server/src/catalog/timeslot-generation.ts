import { addDays, isoWeekday, museumDate, museumToUtc, slotsOfSchedule } from '@foyer/domain';
import { scheduleOfCalendarRule } from './calendar-rule.schema.js';
import type { ScheduleRule } from './schedule-rule.schema.js';

export interface GeneratedSlot {
  starts_at: string;
  ends_at: string;
  capacity: number;
  /** Places already sold when the row is first created: the capacity on the rule's sold-out days, some on its partly sold days, else 0. */
  sold: number;
}

const MINUTE = 60_000;

/**
 * No slot lasts longer: performances and a calendar's extra slots last up to 1440 minutes, time slots
 * up to 720, and opening hours lie within one date, which is 25 hours long the night the clocks go back. So a slot still running
 * now started at most this long ago: reads find it by the index on the start from there on.
 */
export const LONGEST_SLOT_MS = 25 * 60 * MINUTE;

const plusMinutes = (utcIso: string, minutes: number): string => new Date(Date.parse(utcIso) + minutes * MINUTE).toISOString();

/** The demo's rules, relative to today. */
type RelativeRule = Exclude<ScheduleRule, { kind: 'calendar' }>;

const slotsOfDay = (rule: RelativeRule, date: string, timeZone: string): { starts_at: string; ends_at: string }[] => {
  if (rule.kind === 'performances') {
    return [...rule.times].sort().map((time) => {
      const startsAt = museumToUtc(date, time, timeZone);
      return { starts_at: startsAt, ends_at: plusMinutes(startsAt, rule.duration_minutes) };
    });
  }
  const opens = museumToUtc(date, rule.opens, timeZone);
  const closes = museumToUtc(date, rule.closes, timeZone);
  if (rule.kind === 'days') return [{ starts_at: opens, ends_at: closes }];
  const slots: { starts_at: string; ends_at: string }[] = [];
  for (let start = opens; Date.parse(plusMinutes(start, rule.slot_minutes)) <= Date.parse(closes); start = plusMinutes(start, rule.slot_minutes)) {
    slots.push({ starts_at: start, ends_at: plusMinutes(start, rule.slot_minutes) });
  }
  return slots;
};

const dayNumber = (date: string): number => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/**
 * Every slot a rule yields around `now` (docs/catalog-format.md): a calendar's from today up to its
 * booking horizon, a demo rule's from today + from_day to today + to_day. Pure and deterministic for a
 * given museum date, so generating again on another start yields the same rows.
 */
export const generateTimeslots = (rule: ScheduleRule, now: Date, timeZone: string): GeneratedSlot[] => {
  const today = museumDate(now, timeZone);
  if (rule.kind === 'calendar') {
    const slots = slotsOfSchedule(scheduleOfCalendarRule(rule), today, addDays(today, rule.horizon_days), timeZone);
    return slots.map((slot) => ({ starts_at: slot.startsAt, ends_at: slot.endsAt, capacity: slot.capacity, sold: 0 }));
  }
  const closed = new Set(rule.closed_dates);
  const slots: GeneratedSlot[] = [];
  for (let offset = rule.from_day; offset <= rule.to_day; offset += 1) {
    const date = addDays(today, offset);
    if (!rule.weekdays.includes(isoWeekday(date)) || closed.has(date)) continue;
    const soldOut = rule.sold_out_every_nth_day !== null && dayNumber(date) % rule.sold_out_every_nth_day === 0;
    const partly = rule.partly_sold !== null && dayNumber(date) % rule.partly_sold.every_nth_day === 0;
    const sold = soldOut ? rule.capacity : partly ? Math.min(rule.capacity, rule.partly_sold?.places ?? 0) : 0;
    for (const slot of slotsOfDay(rule, date, timeZone)) {
      slots.push({ ...slot, capacity: rule.capacity, sold });
    }
  }
  return slots;
};
