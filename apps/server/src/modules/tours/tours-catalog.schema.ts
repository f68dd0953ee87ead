import { z } from 'zod';
import { localizedTextSchema } from '@foyer/contract';
import { QUESTION_TYPES } from '@foyer/domain';
import { calendarParts, type CalendarRule, scheduleOfCalendarRule, scheduleRulesCheck, seasonDates, snakeCase, weekdayHours } from '../../catalog/calendar-rule.schema.js';
import { clockTime } from '../../catalog/clock-time.schema.js';
import { ruleBase, type ScheduleRule } from '../../catalog/schedule-rule.schema.js';

const localized = localizedTextSchema;
const CHOICE_TYPES = new Set(['radio', 'select', 'checkbox']);

/** How many tours (guides) start in parallel at each time: a slot holds tours × max_participants places. */
const parallelTours = z.number().int().min(1).max(50).default(1);

/** When a tour starts, relative to today like event slots (docs/catalog-format.md). */
const { capacity: _placesComeFromTours, ...tourRuleBase } = ruleBase;
// `kind` may be written but says nothing: dropped, so a file and its export agree.
const relativeTourSchedule = z
  .object({ kind: z.literal('performances').optional(), ...tourRuleBase, times: z.array(clockTime).min(1), tours: parallelTours })
  .overwrite(({ kind: _alwaysPerformances, ...schedule }) => schedule);

/**
 * A tour's calendar (docs/catalog-format.md, "Calendars"): seasons start tours at their times, extra
 * slots on their dates; each lasts the tour's duration and holds tours × max_participants places.
 */
const tourCalendarShape = z.object({
  ...calendarParts,
  seasons: z.array(z.object({ ...seasonDates, hours: weekdayHours, times: z.array(clockTime).min(1) })).default([]),
  extra_slots: z.array(z.object({ date: z.iso.date(), time: clockTime })).default([]),
  tours: parallelTours,
});
type TourCalendar = z.infer<typeof tourCalendarShape>;

const calendarOfTour = (schedule: TourCalendar, durationMinutes: number, capacity: number): CalendarRule => ({
  kind: 'calendar',
  horizon_days: schedule.horizon_days,
  seasons: schedule.seasons.map(({ times, ...season }) => ({ ...season, slots: { kind: 'performances', times, duration_minutes: durationMinutes }, capacity })),
  exceptions: schedule.exceptions,
  extra_slots: schedule.extra_slots.map((slot) => ({ ...slot, duration_minutes: durationMinutes, capacity })),
});

// A schedule's rules do not depend on how long a tour lasts or how many it takes: any will do.
const tourCalendarSchema = tourCalendarShape.check(
  scheduleRulesCheck(
    (schedule: TourCalendar) => scheduleOfCalendarRule(calendarOfTour(schedule, 60, 1)),
    (path) => snakeCase(path.filter((key) => key !== 'slots')),
  ),
);

const tourScheduleSchema = z.discriminatedUnion('kind', [relativeTourSchedule, tourCalendarSchema]);

const priceSchema = z.object({
  id: z.number().int().positive(),
  name: localized,
  price: z.number().int().nonnegative(),
  vat_value: z.number().min(0).max(100),
  sequence_no: z.number().int().default(0),
});

const ticketSchema = priceSchema.extend({
  /** Add-ons of the ticket (audio guide, material), at most one per ticket. */
  subtickets: z.array(priceSchema.omit({ sequence_no: true }).extend({ sequence_no: z.number().int().default(0) })).default([]),
});

const questionSchema = z
  .object({
    id: z.number().int().positive(),
    type: z.enum(QUESTION_TYPES),
    label: localized,
    required: z.boolean().default(false),
    options: z.array(z.object({ id: z.number().int().positive(), label: localized })).default([]),
    min: z.number().nullable().default(null),
    max: z.number().nullable().default(null),
    sequence_no: z.number().int().default(0),
  })
  .refine((q) => CHOICE_TYPES.has(q.type) === q.options.length > 0, 'radio, select and checkbox questions need options; other types have none')
  .refine((q) => new Set(q.options.map((option) => option.id)).size === q.options.length, 'option ids must be unique within a question')
  .refine((q) => q.min === null || q.max === null || q.min <= q.max, 'min must not exceed max');

export const catalogTourSchema = z
  .object({
    id: z.number().int().positive(),
    name: localized,
    description: localized.default({}),
    /** SPEC eventName: the exhibition or collection the tour belongs to. */
    event_name: localized.default({}),
    venue: localized.default({}),
    museum_id: z.number().int().nonnegative().default(0),
    image: z.string().nullable().default(null),
    /** ISO 639-1 code of the language the tour is given in (not limited to the shop's languages). */
    language: z.string().regex(/^[a-z]{2}$/),
    categories: z.array(z.number().int()).default([]),
    sequence_no: z.number().int().default(0),
    /** Minutes. */
    duration: z.number().int().min(5).max(1440),
    max_participants: z.number().int().positive().max(1000),
    min_participants: z.number().int().nonnegative().default(0),
    single_ticketing: z.boolean().default(false),
    book_complete_tour: z.boolean().default(false),
    booking_without_tickets: z.boolean().default(false),
    schedule: tourScheduleSchema,
    prices: z.array(priceSchema).min(1),
    tickets: z.array(ticketSchema).default([]),
    questions: z.array(questionSchema).default([]),
    /** The door's window around each slot's start, in minutes (docs/office.md "The door"); null: 30 before, 60 after. */
    door_opens_minutes_before: z.number().int().min(0).max(1440).nullable().default(null),
    door_closes_minutes_after: z.number().int().min(0).max(1440).nullable().default(null),
  })
  .refine((tour) => tour.min_participants <= tour.max_participants, 'min_participants must not exceed max_participants')
  .refine((tour) => tour.booking_without_tickets || tour.tickets.length > 0, 'a tour that needs admission tickets must list them')
  .refine(
    (tour) => tour.single_ticketing || !tour.booking_without_tickets || tour.min_participants === 0,
    'a group tour booked without tickets has no group size, so min_participants must be 0',
  );
export type CatalogTour = z.infer<typeof catalogTourSchema>;

export const tourCategorySchema = z.object({ id: z.number().int(), name: localized, sequence_no: z.number().int().default(0) });
export type CatalogTourCategory = z.infer<typeof tourCategorySchema>;

/** The stored slot rule: a tour's slots are performances of its duration with tours × max_participants places. */
export const tourSlotRule = (tour: CatalogTour): ScheduleRule => {
  const capacity = tour.schedule.tours * tour.max_participants;
  if (tour.schedule.kind === 'calendar') return calendarOfTour(tour.schedule, tour.duration, capacity);
  const { kind: _alwaysPerformances, times, tours: _inCapacity, ...base } = tour.schedule;
  return { kind: 'performances', ...base, times, duration_minutes: tour.duration, capacity };
};

/** The schedule a file writes for a tour, from the slot rule it is kept as: `tourSlotRule` undone. */
export const tourScheduleOfRule = (rule: ScheduleRule, maxParticipants: number): CatalogTour['schedule'] => {
  if (rule.kind === 'calendar') {
    const places = rule.seasons[0]?.capacity ?? rule.extra_slots[0]?.capacity ?? maxParticipants;
    return {
      kind: 'calendar',
      horizon_days: rule.horizon_days,
      seasons: rule.seasons.map(({ slots, capacity: _places, ...season }) => ({ ...season, times: slots.kind === 'performances' ? slots.times : [] })),
      exceptions: rule.exceptions,
      extra_slots: rule.extra_slots.map(({ date, time }) => ({ date, time })),
      tours: places / maxParticipants,
    };
  }
  if (rule.kind !== 'performances') throw new Error(`a tour's slots are performances, not ${rule.kind}`);
  const { kind: _alwaysPerformances, duration_minutes: _theTourDuration, capacity, ...schedule } = rule;
  return { ...schedule, tours: capacity / maxParticipants };
};

const duplicates = (ids: number[]): number[] => ids.filter((id, index) => ids.indexOf(id) !== index);

/** Tour, price, ticket, subticket and question ids are database keys: each must be unique in the file. */
export const toursSchema = z.array(catalogTourSchema).superRefine((tours, ctx) => {
  const tickets = tours.flatMap((tour) => tour.tickets);
  const checks: [string, number[]][] = [
    ['tour', tours.map((tour) => tour.id)],
    ['tour price', tours.flatMap((tour) => tour.prices.map((price) => price.id))],
    ['tour ticket', tickets.map((ticket) => ticket.id)],
    ['tour subticket', tickets.flatMap((ticket) => ticket.subtickets.map((sub) => sub.id))],
    ['question', tours.flatMap((tour) => tour.questions.map((question) => question.id))],
  ];
  for (const [kind, ids] of checks) {
    for (const id of duplicates(ids)) ctx.addIssue({ code: 'custom', message: `${kind} id ${id} is used twice` });
  }
});
