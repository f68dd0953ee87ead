import { SCHEDULE_HORIZON_MAX_DAYS, scheduleIssues } from '@foyer/domain';
import { z } from 'zod';
import { isoDateSchema } from '../events/event-dates.js';

/** A museum wall-clock time, HH:MM. */
export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const capacitySchema = z.number().int().positive().max(100_000);
export const openingRangeSchema = z.object({ opens: clockTimeSchema, closes: clockTimeSchema });

/** A season's first and last date and its hours: ISO weekdays (1 Monday ... 7 Sunday) with their opening range; a weekday no entry lists is closed. */
export const seasonDaysShape = {
  firstDate: isoDateSchema,
  lastDate: isoDateSchema,
  hours: z.array(openingRangeSchema.extend({ weekdays: z.array(z.literal([1, 2, 3, 4, 5, 6, 7])).min(1).max(7) })).max(50),
};
/** Replaces a date's hours; no hours closes it all day. */
export const scheduleExceptionsSchema = z.array(z.object({ date: isoDateSchema, hours: z.array(openingRangeSchema).max(10) })).max(1000).default([]);

const seasonSchema = z.object({
  ...seasonDaysShape,
  slots: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('timeslots'), slotMinutes: z.number().int().min(5).max(720) }),
    z.object({ kind: z.literal('performances'), times: z.array(clockTimeSchema).min(1).max(96), durationMinutes: z.number().int().min(5).max(1440) }),
  ]),
  capacity: capacitySchema,
});

/**
 * An event's or tour's schedule as the office edits it: the catalog file's `calendar` rule
 * (docs/catalog-format.md, "Calendars") in camelCase. A broken rule of the schedule is a custom issue
 * whose `params.fieldMessage` names its translated text in FIELD_MESSAGES, so a refusal reads in the
 * editor's language; the lists are bounded as any request is.
 */
export const officeScheduleSchema = z
  .object({
    kind: z.literal('calendar'),
    /** Slots are offered from today up to today + horizonDays, and never past a season's last date. */
    horizonDays: z.number().int().min(1).max(SCHEDULE_HORIZON_MAX_DAYS),
    /** Where seasons overlap, the one listed later holds. */
    seasons: z.array(seasonSchema).max(50).default([]),
    exceptions: scheduleExceptionsSchema,
    /** One-off slots, on closed days too. */
    extraSlots: z.array(z.object({ date: isoDateSchema, time: clockTimeSchema, durationMinutes: z.number().int().min(5).max(1440), capacity: capacitySchema })).max(1000).default([]),
  })
  .check((payload) => {
    // The schedule's rules read whole fields: an impossible date is reported once, as such.
    if (payload.issues.length > 0) return;
    for (const issue of scheduleIssues(payload.value)) {
      payload.issues.push({ code: 'custom', input: payload.value, path: issue.path, message: issue.message, params: { fieldMessage: issue.code } });
    }
  });
export type OfficeSchedule = z.infer<typeof officeScheduleSchema>;
