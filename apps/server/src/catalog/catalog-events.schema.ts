import { z } from 'zod';
import { localizedTextSchema, offsetDateTimeSchema } from '@foyer/contract';

const localized = localizedTextSchema;
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM');
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
]);
export type ScheduleRule = z.infer<typeof scheduleRuleSchema>;

/** Ticket mode per schedule kind (docs/pricing-and-capacity.md). */
export const MODE_OF_KIND = { timeslots: 1, days: 3, performances: 5 } as const;

const subticketSchema = z
  .object({
    id: z.number().int().positive(),
    name: localized,
    price: z.number().int().nonnegative(),
    vat_value: z.number().min(0).max(100),
    min_quantity: z.number().int().nonnegative(),
    max_quantity: z.number().int().positive().max(50),
    sequence_no: z.number().int().default(0),
  })
  .refine((sub) => sub.min_quantity <= sub.max_quantity, 'min_quantity must not exceed max_quantity');

const ticketSchema = z
  .object({
    id: z.number().int().positive(),
    name: localized,
    /** Gross price in cents, VAT included. */
    price: z.number().int().nonnegative(),
    /** VAT rate in percent: 8.1 for the Swiss standard rate. */
    vat_value: z.number().min(0).max(100),
    sequence_no: z.number().int().default(0),
    group_id: z.number().int().nullable().default(null),
    group_name: localized.nullable().default(null),
    family: z.boolean().default(false),
    print_separately: z.boolean().default(false),
    unique_barcode: z.boolean().default(true),
    scan_separately: z.boolean().default(false),
    book_with_cost: z.boolean().default(false),
    book_with_cost_warn: z.boolean().default(false),
    subtickets: z.array(subticketSchema).default([]),
  })
  .refine((ticket) => !ticket.family || ticket.subtickets.length > 0, 'a family ticket needs its components as subtickets');

export const catalogEventSchema = z.object({
  id: z.number().int().positive(),
  name: localized,
  description: localized.default({}),
  venue: localized.default({}),
  image: z.string().nullable().default(null),
  custom_groups: z.array(z.object({ id: z.number().int(), name: localized })).default([]),
  sequence_no: z.number().int().default(0),
  /** Sorts the event list; without it, the first bookable slot does. */
  sorting_datetime: offsetDateTimeSchema.nullable().default(null),
  schedule: scheduleRuleSchema,
  tickets: z.array(ticketSchema).min(1),
});
export type CatalogEvent = z.infer<typeof catalogEventSchema>;

const duplicates = (ids: number[]): number[] => ids.filter((id, index) => ids.indexOf(id) !== index);

/** Event, ticket and subticket ids are database keys: each must be unique in the file. */
export const eventsSchema = z.array(catalogEventSchema).superRefine((events, ctx) => {
  const tickets = events.flatMap((event) => event.tickets);
  const checks: [string, number[]][] = [
    ['event', events.map((event) => event.id)],
    ['ticket', tickets.map((ticket) => ticket.id)],
    ['subticket', tickets.flatMap((ticket) => ticket.subtickets.map((sub) => sub.id))],
  ];
  for (const [kind, ids] of checks) {
    for (const id of duplicates(ids)) ctx.addIssue({ code: 'custom', message: `${kind} id ${id} is used twice` });
  }
});
