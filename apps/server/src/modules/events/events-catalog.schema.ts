import { z } from 'zod';
import { localizedTextSchema, offsetDateTimeSchema } from '@foyer/contract';
import { scheduleRuleSchema } from '../../catalog/schedule-rule.schema.js';

const localized = localizedTextSchema;

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
  /** Sorts the event list; without it, the first bookable slot does. Kept as the UTC instant it names. */
  sorting_datetime: offsetDateTimeSchema
    .overwrite((at) => new Date(at).toISOString())
    .nullable()
    .default(null),
  schedule: scheduleRuleSchema,
  tickets: z.array(ticketSchema).min(1),
  /** The door's window around each slot's start, in minutes (docs/office.md "The door"); null: 30 before, 60 after. */
  door_opens_minutes_before: z.number().int().min(0).max(1440).nullable().default(null),
  door_closes_minutes_after: z.number().int().min(0).max(1440).nullable().default(null),
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
