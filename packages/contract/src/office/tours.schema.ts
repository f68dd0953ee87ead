import { QUESTION_TYPES, SCHEDULE_HORIZON_MAX_DAYS, scheduleIssues } from '@foyer/domain';
import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { langSchema } from '../common/languages.js';
import { isoDateSchema } from '../events/event-dates.js';
import { catalogIdSchema, imageSrcSchema, localizedLine, localizedName, localizedParagraphs, priceSchema, vatSchema } from './catalog-fields.js';
import { DOOR_CLOSES_MINUTES_AFTER_DEFAULT, DOOR_OPENS_MINUTES_BEFORE_DEFAULT, doorWindowMinutesSchema } from './door.schema.js';
import { clockTimeSchema, scheduleExceptionsSchema, seasonDaysShape } from './schedule.schema.js';

const sequenceNoSchema = z.number().int().min(-1_000_000).max(1_000_000).default(0);

/**
 * A tour's schedule as the office edits it: the catalog file's tour `calendar` (docs/catalog-format.md,
 * "Calendars") in camelCase. Seasons start tours at their times on their open weekdays; each start
 * lasts the tour's duration and holds `tours` × maxParticipants places. The schedule's rules are the
 * events' (scheduleIssues), each broken one a field message.
 */
export const officeTourScheduleSchema = z
  .object({
    kind: z.literal('calendar'),
    horizonDays: z.number().int().min(1).max(SCHEDULE_HORIZON_MAX_DAYS),
    seasons: z.array(z.object({ ...seasonDaysShape, times: z.array(clockTimeSchema).min(1).max(96) })).max(50).default([]),
    exceptions: scheduleExceptionsSchema,
    /** One-off starts, on closed days too. */
    extraSlots: z.array(z.object({ date: isoDateSchema, time: clockTimeSchema })).max(1000).default([]),
    /** Tours (guides) starting in parallel at each time. */
    tours: z.number().int().min(1).max(50).default(1),
  })
  .check((payload) => {
    if (payload.issues.length > 0) return;
    const { seasons, exceptions, extraSlots } = payload.value;
    // The rules do not depend on how long a tour lasts or how many it takes: any will do.
    const schedule = {
      seasons: seasons.map(({ times, ...season }) => ({ ...season, slots: { kind: 'performances' as const, times, durationMinutes: 60 }, capacity: 1 })),
      exceptions,
      extraSlots: extraSlots.map((slot) => ({ ...slot, durationMinutes: 60, capacity: 1 })),
    };
    for (const issue of scheduleIssues(schedule)) {
      const path = issue.path.filter((key) => key !== 'slots');
      payload.issues.push({ code: 'custom', input: payload.value, path, message: issue.message, params: { fieldMessage: issue.code } });
    }
  });
export type OfficeTourSchedule = z.infer<typeof officeTourScheduleSchema>;

const officeTourPriceSchema = z.object({
  id: catalogIdSchema.optional(),
  name: localizedName,
  price: priceSchema,
  vatValue: vatSchema,
  sequenceNo: sequenceNoSchema,
});

/** An admission ticket a participant needs, with at most one add-on (an audio guide). */
const officeTourTicketSchema = officeTourPriceSchema.extend({ subtickets: z.array(officeTourPriceSchema).max(1).default([]) });

const CHOICE_TYPES: readonly string[] = ['radio', 'select', 'checkbox'];

/** A question the booking asks; radio, select and checkbox questions offer options, other types none. */
const officeTourQuestionSchema = z
  .object({
    id: catalogIdSchema.optional(),
    type: z.enum(QUESTION_TYPES),
    label: localizedName,
    required: z.boolean().default(false),
    /** An option's id is its own within the question; a new one has none until saved. */
    options: z.array(z.object({ id: catalogIdSchema.optional(), label: localizedName })).max(50).default([]),
    min: z.number().min(-1_000_000_000).max(1_000_000_000).nullable().default(null),
    max: z.number().min(-1_000_000_000).max(1_000_000_000).nullable().default(null),
    sequenceNo: sequenceNoSchema,
  })
  .refine((question) => CHOICE_TYPES.includes(question.type) === question.options.length > 0, { path: ['options'], params: { fieldMessage: 'invalid' } })
  .refine((question) => question.min === null || question.max === null || question.min <= question.max, { path: ['min'], params: { fieldMessage: 'invalid' } });

/**
 * A guided tour as the office edits it: the catalog file's tour (docs/catalog-format.md, "Tours") in
 * camelCase. `schedule` is its calendar; null keeps a schedule the office does not edit (the demo's
 * rules counted in days from today) as it is.
 */
export const officeTourSchema = z
  .object({
    name: localizedName,
    description: localizedParagraphs(20_000).default({}),
    /** The exhibition or collection the tour belongs to. */
    eventName: localizedLine(200).default({}),
    venue: localizedLine(200).default({}),
    image: imageSrcSchema,
    listed: z.boolean().default(true),
    sequenceNo: sequenceNoSchema,
    /** ISO 639-1 code of the language the tour is given in (not limited to the shop's languages). */
    language: z.string().regex(/^[a-z]{2}$/),
    /** Ids of the shop's tour categories. */
    categories: z.array(z.number().int()).max(50).default([]),
    durationMinutes: z.number().int().min(5).max(1440),
    minParticipants: z.number().int().min(0).max(1000).default(0),
    maxParticipants: z.number().int().min(1).max(1000),
    /** Booked per participant (prices per person) rather than per whole tour. */
    singleTicketing: z.boolean().default(false),
    /** A group may book every place of a start. */
    bookCompleteTour: z.boolean().default(false),
    /** Participants need no admission tickets. */
    bookingWithoutTickets: z.boolean().default(false),
    schedule: officeTourScheduleSchema.nullable(),
    prices: z.array(officeTourPriceSchema).min(1).max(50),
    tickets: z.array(officeTourTicketSchema).max(50).default([]),
    questions: z.array(officeTourQuestionSchema).max(50).default([]),
    /** The door admits a start's participants from this many minutes before it ... */
    doorOpensMinutesBefore: doorWindowMinutesSchema.default(DOOR_OPENS_MINUTES_BEFORE_DEFAULT),
    /** ... until this many minutes after it, or the tour's end when that comes first. */
    doorClosesMinutesAfter: doorWindowMinutesSchema.default(DOOR_CLOSES_MINUTES_AFTER_DEFAULT),
  })
  .refine((tour) => tour.minParticipants <= tour.maxParticipants, { path: ['minParticipants'], params: { fieldMessage: 'invalid' } })
  .refine((tour) => tour.bookingWithoutTickets || tour.tickets.length > 0, { path: ['tickets'], params: { fieldMessage: 'required' } })
  // A group tour booked without tickets has no group size to hold a minimum against.
  .refine((tour) => tour.singleTicketing || !tour.bookingWithoutTickets || tour.minParticipants === 0, { path: ['minParticipants'], params: { fieldMessage: 'invalid' } });
export type OfficeTour = z.infer<typeof officeTourSchema>;
export type OfficeTourInput = z.input<typeof officeTourSchema>;

/** A tour as stored: its id, the version an edit must name, and whether its schedule is a calendar the office edits. */
export const officeTourRecordSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  tour: officeTourSchema,
  /** A rule of the demo's kind ("days from today"): the office shows it can be replaced by a calendar. */
  scheduleIsDemoRule: z.boolean(),
});
export type OfficeTourRecord = z.infer<typeof officeTourRecordSchema>;

/** A category a tour may be filed under, as the shop's tour list filters by it. */
export const officeTourCategorySchema = z.object({ id: z.number().int(), name: z.partialRecord(langSchema, z.string()) });
export type OfficeTourCategory = z.infer<typeof officeTourCategorySchema>;

/** One row of the office's tour list. */
export const officeTourSummarySchema = z.object({
  id: z.number().int(),
  name: z.partialRecord(langSchema, z.string()),
  language: z.string(),
  listed: z.boolean(),
  /** The first start still ahead, as an instant, or null when none is. */
  nextStart: z.string().nullable(),
  version: z.number().int(),
});
export type OfficeTourSummary = z.infer<typeof officeTourSummarySchema>;

/** `GET /office/api/tours` (owner, editor): the tours the member's scope covers, and the shop's categories. */
export const officeTourListResponseSchema = envelope(z.object({ tours: z.array(officeTourSummarySchema), categories: z.array(officeTourCategorySchema) }));
export type OfficeTourListResponse = z.infer<typeof officeTourListResponseSchema>;

/** `GET /office/api/tours/:id`, and the answer of a create (201) or an update; with the categories a tour may be filed under. */
export const officeTourResponseSchema = envelope(z.object({ record: officeTourRecordSchema, categories: z.array(officeTourCategorySchema) }));
export type OfficeTourResponse = z.infer<typeof officeTourResponseSchema>;

export const officeTourIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `POST /office/api/tours` (owner, editor whose scope is every tour). */
export const createOfficeTourBodySchema = z.object({ tour: officeTourSchema });
export type CreateOfficeTourBody = z.input<typeof createOfficeTourBodySchema>;

/**
 * `PUT /office/api/tours/:id`: the whole tour and the version it was read at. A stale version answers
 * 409 OFFICE_STALE with the tour as it is now (officeTourStaleErrorSchema); an edit that would close
 * or shrink times with buyers, 409 OFFICE_SLOTS_HAVE_BUYERS (officeSlotsHaveBuyersErrorSchema)
 * unless `closeSlotsWithBuyers` says so.
 */
export const updateOfficeTourBodySchema = z.object({
  tour: officeTourSchema,
  version: z.number().int().min(0),
  closeSlotsWithBuyers: z.boolean().default(false),
});
export type UpdateOfficeTourBody = z.input<typeof updateOfficeTourBodySchema>;

export const officeTourStaleErrorSchema = z.strictObject({
  code: z.literal('OFFICE_STALE'),
  message: z.string(),
  current: officeTourRecordSchema,
});
export type OfficeTourStaleError = z.infer<typeof officeTourStaleErrorSchema>;
