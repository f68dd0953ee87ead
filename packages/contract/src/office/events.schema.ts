import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { langSchema } from '../common/languages.js';
import { catalogIdSchema, imageSrcSchema, localizedLine, localizedName, localizedParagraphs, priceSchema, sequenceNoSchema, vatSchema } from './catalog-fields.js';
import { DOOR_CLOSES_MINUTES_AFTER_DEFAULT, DOOR_OPENS_MINUTES_BEFORE_DEFAULT, doorWindowMinutesSchema } from './door.schema.js';
import { officeScheduleSchema } from './schedule.schema.js';

const officeSubticketSchema = z
  .object({
    id: catalogIdSchema.optional(),
    name: localizedName,
    price: priceSchema,
    vatValue: vatSchema,
    minQuantity: z.number().int().min(0).max(50),
    maxQuantity: z.number().int().min(1).max(50),
    sequenceNo: sequenceNoSchema,
  })
  .refine((sub) => sub.minQuantity <= sub.maxQuantity, { path: ['minQuantity'], params: { fieldMessage: 'invalid' } });

const officeTicketSchema = z
  .object({
    id: catalogIdSchema.optional(),
    name: localizedName,
    price: priceSchema,
    vatValue: vatSchema,
    sequenceNo: sequenceNoSchema,
    groupId: z.number().int().min(0).max(2_147_483_647).nullable().default(null),
    groupName: localizedLine(200).nullable().default(null),
    /** A family ticket is sold as its subtickets together. */
    family: z.boolean().default(false),
    printSeparately: z.boolean().default(false),
    uniqueBarcode: z.boolean().default(true),
    scanSeparately: z.boolean().default(false),
    /** A free ticket that may only be booked with a paid one of the same slot (or, with the warning, is only told so). */
    bookWithCost: z.boolean().default(false),
    bookWithCostWarn: z.boolean().default(false),
    subtickets: z.array(officeSubticketSchema).max(20).default([]),
  })
  .refine((ticket) => !ticket.family || ticket.subtickets.length > 0, { path: ['subtickets'], params: { fieldMessage: 'required' } });

/**
 * An event (an exhibition, a performance) as the office edits it: the catalog file's event
 * (docs/catalog-format.md) in camelCase. `schedule` is its calendar; null keeps a schedule the office
 * does not edit (the demo's rules counted in days from today) as it is.
 */
export const officeEventSchema = z.object({
  name: localizedName,
  description: localizedParagraphs(20_000).default({}),
  venue: localizedLine(200).default({}),
  image: imageSrcSchema,
  /** Whether the shop lists it; an unlisted event keeps its orders and slots. */
  listed: z.boolean().default(true),
  sequenceNo: sequenceNoSchema,
  schedule: officeScheduleSchema.nullable(),
  tickets: z.array(officeTicketSchema).min(1).max(50),
  /** The door admits a slot's tickets from this many minutes before it starts ... */
  doorOpensMinutesBefore: doorWindowMinutesSchema.default(DOOR_OPENS_MINUTES_BEFORE_DEFAULT),
  /** ... until this many minutes after it starts, or its end when that comes first. */
  doorClosesMinutesAfter: doorWindowMinutesSchema.default(DOOR_CLOSES_MINUTES_AFTER_DEFAULT),
});
export type OfficeEvent = z.infer<typeof officeEventSchema>;
export type OfficeEventInput = z.input<typeof officeEventSchema>;

/** An event as stored: its id, the version an edit must name, and whether its schedule is a calendar the office edits. */
export const officeEventRecordSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  event: officeEventSchema,
  /** A rule of the demo's kind ("days from today"): the office shows it can be replaced by a calendar. */
  scheduleIsDemoRule: z.boolean(),
});
export type OfficeEventRecord = z.infer<typeof officeEventRecordSchema>;

/** One row of the office's event list. */
export const officeEventSummarySchema = z.object({
  id: z.number().int(),
  name: z.partialRecord(langSchema, z.string()),
  listed: z.boolean(),
  /** The first start still ahead, as an instant, or null when none is. */
  nextStart: z.string().nullable(),
  version: z.number().int(),
});
export type OfficeEventSummary = z.infer<typeof officeEventSummarySchema>;

/** `GET /office/api/events` (owner, editor): the events the member's scope covers. */
export const officeEventListResponseSchema = envelope(z.object({ events: z.array(officeEventSummarySchema) }));
export type OfficeEventListResponse = z.infer<typeof officeEventListResponseSchema>;

/** `GET /office/api/events/:id`, and the answer of a create (201) or an update. */
export const officeEventResponseSchema = envelope(z.object({ record: officeEventRecordSchema }));
export type OfficeEventResponse = z.infer<typeof officeEventResponseSchema>;

export const officeEventIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `POST /office/api/events` (owner, editor whose scope is every event). */
export const createOfficeEventBodySchema = z.object({ event: officeEventSchema });
export type CreateOfficeEventBody = z.input<typeof createOfficeEventBodySchema>;

/**
 * `PUT /office/api/events/:id`: the whole event and the version it was read at. A stale version
 * answers 409 OFFICE_STALE with the event as it is now (officeEventStaleErrorSchema); an edit that
 * would close or shrink times with buyers, 409 OFFICE_SLOTS_HAVE_BUYERS with those times
 * (officeSlotsHaveBuyersErrorSchema) unless `closeSlotsWithBuyers` says so.
 */
export const updateOfficeEventBodySchema = z.object({
  event: officeEventSchema,
  version: z.number().int().min(0),
  /**
   * The editor's explicit choice to close, or shrink below what is sold, times that have buyers:
   * without it such an edit answers 409 OFFICE_SLOTS_HAVE_BUYERS with those times.
   */
  closeSlotsWithBuyers: z.boolean().default(false),
});
export type UpdateOfficeEventBody = z.input<typeof updateOfficeEventBodySchema>;

export const officeEventStaleErrorSchema = z.strictObject({
  code: z.literal('OFFICE_STALE'),
  message: z.string(),
  current: officeEventRecordSchema,
});
export type OfficeEventStaleError = z.infer<typeof officeEventStaleErrorSchema>;

/** A time with buyers that an edit would close (`capacity` 0) or shrink below what is sold. */
export const slotWithBuyersSchema = z.object({
  startsAt: z.string(),
  sold: z.number().int(),
  capacity: z.number().int(),
  change: z.enum(['closed', 'shrunk']),
});
export type SlotWithBuyers = z.infer<typeof slotWithBuyersSchema>;

export const officeSlotsHaveBuyersErrorSchema = z.strictObject({
  code: z.literal('OFFICE_SLOTS_HAVE_BUYERS'),
  message: z.string(),
  slots: z.array(slotWithBuyersSchema),
});
export type OfficeSlotsHaveBuyersError = z.infer<typeof officeSlotsHaveBuyersErrorSchema>;
