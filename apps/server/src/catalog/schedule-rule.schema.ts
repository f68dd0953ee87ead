import { z } from 'zod';
import { scheduleSlotKind } from '@foyer/domain';
import { calendarRuleSchema, scheduleOfCalendarRule } from './calendar-rule.schema.js';
import { clockTime } from './clock-time.schema.js';

const ALL_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/**
 * Timeslots are generated from a compact rule, relative to "today" in museum time, so a demo stays
 * current (docs/catalog-format.md). Days run from today + from_day to today + to_day.
 */
export const ruleBase = {
  from_day: z.number().int().min(-366).max(0).default(0),
  to_day: z.number().int().min(0).max(730),
  /** ISO weekdays the museum is open: 1 Monday ... 7 Sunday. */
  weekdays: z.array(z.number().int().min(1).max(7)).min(1).default(ALL_WEEKDAYS),
  /** Places per slot (per day for day tickets). */
  capacity: z.number().int().positive().max(100_000),
  closed_dates: z.array(z.iso.date()).default([]),
  /** Demo aid: days whose day number since 1970-01-01 is divisible by n are created sold out. */
  sold_out_every_nth_day: z.number().int().min(2).nullable().default(null),
  /** Demo aid: days whose day number is divisible by every_nth_day are created with `places` already sold. */
  partly_sold: z.object({ every_nth_day: z.number().int().min(2), places: z.number().int().positive() }).nullable().default(null),
};

const opening = { opens: clockTime, closes: clockTime };
const opensBeforeCloses = (rule: { opens: string; closes: string }) => rule.opens < rule.closes;

export const scheduleRuleSchema = z.discriminatedUnion('kind', [
  z
    .object({ kind: z.literal('timeslots'), ...ruleBase, ...opening, slot_minutes: z.number().int().min(5).max(720) })
    .refine(opensBeforeCloses, 'opens must be before closes'),
  z.object({ kind: z.literal('days'), ...ruleBase, ...opening }).refine(opensBeforeCloses, 'opens must be before closes'),
  z.object({
    kind: z.literal('performances'),
    ...ruleBase,
    times: z.array(clockTime).min(1),
    duration_minutes: z.number().int().min(5).max(1440),
  }),
  calendarRuleSchema,
]);
export type ScheduleRule = z.infer<typeof scheduleRuleSchema>;

/** Ticket mode per schedule kind (docs/pricing-and-capacity.md). */
export const MODE_OF_KIND = { timeslots: 1, days: 3, performances: 5 } as const;

/** A calendar's tickets take the mode of the slots its seasons cut: time slots or performances. */
export const modeOfRule = (rule: ScheduleRule): (typeof MODE_OF_KIND)[keyof typeof MODE_OF_KIND] =>
  MODE_OF_KIND[rule.kind === 'calendar' ? scheduleSlotKind(scheduleOfCalendarRule(rule)) : rule.kind];
