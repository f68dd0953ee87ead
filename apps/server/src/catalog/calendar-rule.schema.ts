import { z } from 'zod';
import { SCHEDULE_HORIZON_MAX_DAYS, scheduleIssues, type Schedule } from '@foyer/domain';
import { clockTime } from './clock-time.schema.js';

const capacity = z.number().int().positive().max(100_000);
const openingRange = z.object({ opens: clockTime, closes: clockTime });

/** Fields an event's and a tour's calendar share (docs/catalog-format.md, "Calendars"). */
export const calendarParts = {
  kind: z.literal('calendar'),
  /** Slots are offered from today up to today + horizon_days, and never past a season's last date. */
  horizon_days: z.number().int().min(1).max(SCHEDULE_HORIZON_MAX_DAYS),
  /** Replaces a date's hours; no hours (`[]`) closes it all day. */
  exceptions: z.array(z.object({ date: z.iso.date(), hours: z.array(openingRange) })).default([]),
};
export const seasonDates = { first_date: z.iso.date(), last_date: z.iso.date() };
/** ISO weekdays (1 Monday ... 7 Sunday) with their opening range; a weekday no entry lists is closed. */
export const weekdayHours = z.array(openingRange.extend({ weekdays: z.array(z.literal([1, 2, 3, 4, 5, 6, 7])).min(1) }));

const seasonSchema = z.object({
  ...seasonDates,
  hours: weekdayHours,
  slots: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('timeslots'), slot_minutes: z.number().int().min(5).max(720) }),
    z.object({ kind: z.literal('performances'), times: z.array(clockTime).min(1), duration_minutes: z.number().int().min(5).max(1440) }),
  ]),
  capacity,
});

const calendarShape = z.object({
  ...calendarParts,
  seasons: z.array(seasonSchema).default([]),
  /** One-off slots, on closed days too. */
  extra_slots: z.array(z.object({ date: z.iso.date(), time: clockTime, duration_minutes: z.number().int().min(5).max(1440), capacity })).default([]),
});
export type CalendarRule = z.infer<typeof calendarShape>;

/** The catalog's calendar (snake_case, as the file writes it) as the domain's schedule. */
export const scheduleOfCalendarRule = (rule: CalendarRule): Schedule => ({
  seasons: rule.seasons.map((season) => ({
    firstDate: season.first_date,
    lastDate: season.last_date,
    hours: season.hours,
    slots:
      season.slots.kind === 'timeslots'
        ? { kind: 'timeslots', slotMinutes: season.slots.slot_minutes }
        : { kind: 'performances', times: season.slots.times, durationMinutes: season.slots.duration_minutes },
    capacity: season.capacity,
  })),
  exceptions: rule.exceptions,
  extraSlots: rule.extra_slots.map((slot) => ({ date: slot.date, time: slot.time, durationMinutes: slot.duration_minutes, capacity: slot.capacity })),
});

type Path = (string | number)[];

/** A path of the Schedule type as the file names its fields: firstDate is first_date. */
export const snakeCase = (path: Path): Path => path.map((key) => (typeof key === 'string' ? key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) : key));

/**
 * Reports the rules a schedule breaks (scheduleIssues) at the fields of the file, once every field is
 * valid, so an impossible date is reported as such and not again as out of order.
 */
export const scheduleRulesCheck =
  <T>(scheduleOf: (value: T) => Schedule, pathOf: (path: Path) => Path = snakeCase) =>
  (payload: z.core.ParsePayload<T>): void => {
    if (payload.issues.length > 0) return;
    for (const issue of scheduleIssues(scheduleOf(payload.value))) {
      payload.issues.push({ code: 'custom', input: payload.value, path: pathOf(issue.path), message: issue.message });
    }
  };

/** A schedule of seasons, exceptions and extra slots with fixed dates (docs/catalog-format.md, "Calendars"). */
export const calendarRuleSchema = calendarShape.check(scheduleRulesCheck(scheduleOfCalendarRule));
