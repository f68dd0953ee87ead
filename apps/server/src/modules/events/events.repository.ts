import type { Executor } from '../claims/claim-resources.js';
import { TICKET_MODES } from '@foyer/domain';
import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import { compiledOnce, firstRow } from '../../db/compiled-once.js';
import type { Db } from '../../db/database.js';
import type { Database, EventTicketsTable } from '../../db/schema.js';

export interface EventRow {
  id: number;
  shop_id: number;
  name: string;
  description: string;
  venue: string;
  custom_groups: string;
  sequence_no: number;
  sorting_datetime: string | null;
  ends_at: string | null;
  image: string | null;
}

export interface SlotRow {
  id: number;
  starts_at: string;
  ends_at: string;
  remaining: number;
}

/**
 * A slot can be booked until it ends (timeslot entry, day ticket) or until it starts (performance).
 * Slots with capacity 0 are closed, not sold out: the catalog removed them.
 */
const bookable = <O>(query: SelectQueryBuilder<Database, 'timeslots', O>, mode: number, now: Date) =>
  query
    .where(mode === TICKET_MODES.performance ? 'timeslots.starts_at' : 'timeslots.ends_at', '>', now.toISOString())
    .where('timeslots.capacity', '>', 0);

const eventColumns = [
  'id',
  'shop_id',
  'name',
  'description',
  'venue',
  'custom_groups',
  'sequence_no',
  'sorting_datetime',
  'ends_at',
  'image',
] as const;

/** Guided tours share the events table (migration 0004); the event calls never show them. */
export const findListedEvent = async (db: Executor, eventId: number): Promise<EventRow | undefined> =>
  db.selectFrom('events').select(eventColumns).where('id', '=', eventId).where('listed', '=', 1).where('kind', '=', 'event').executeTakeFirst();

export const listEvents = async (db: Executor, shopId: number): Promise<EventRow[]> =>
  db.selectFrom('events').select(eventColumns).where('shop_id', '=', shopId).where('listed', '=', 1).where('kind', '=', 'event').execute();

/** The mode every ticket of the event shares (the catalog derives it from the event's schedule rule). */
export const eventMode = async (db: Executor, eventId: number): Promise<number | undefined> => {
  const row = await db.selectFrom('event_tickets').select('mode').where('event_id', '=', eventId).limit(1).executeTakeFirst();
  return row?.mode;
};

/** The mode of each event's tickets, for many events in one query. */
export const eventModes = async (db: Executor, eventIds: number[]): Promise<Map<number, number>> => {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('event_tickets')
    .select((eb) => ['event_id', eb.fn.min('mode').as('mode')])
    .where('event_id', 'in', eventIds)
    .groupBy('event_id')
    .execute();
  return new Map(rows.map((row) => [row.event_id, Number(row.mode)]));
};

/**
 * What one visitor pays at least for each event: its cheapest paid ticket, 0 when every ticket is
 * free (a free ticket alone is no price "from": it may only come with a paid one). One query for all.
 */
export const lowestPrices = async (db: Executor, eventIds: number[]): Promise<Map<number, number>> => {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('event_tickets')
    .select(['event_id', sql<number | string | null>`min(case when price > 0 then price end)`.as('paid')])
    .where('event_id', 'in', eventIds)
    .groupBy('event_id')
    .execute();
  return new Map(rows.map((row) => [row.event_id, row.paid === null ? 0 : Number(row.paid)]));
};

/** The first bookable slot's start of each event that has one; all events share `mode`. */
export const firstBookableStarts = async (db: Executor, eventIds: number[], mode: number, now: Date): Promise<Map<number, string>> => {
  if (eventIds.length === 0) return new Map();
  const rows = await bookable(db.selectFrom('timeslots'), mode, now)
    .select((eb) => ['timeslots.event_id', eb.fn.min('timeslots.starts_at').as('first')])
    .where('timeslots.event_id', 'in', eventIds)
    .groupBy('timeslots.event_id')
    .execute();
  return new Map(rows.flatMap((row) => (row.first === null ? [] : [[row.event_id, row.first] as const])));
};

/** Bookable slots of an event starting in [fromUtc, toUtc), with the places still free. */
export const findBookableSlots = async (
  db: Executor,
  eventId: number,
  mode: number,
  now: Date,
  range: [string, string],
): Promise<SlotRow[]> =>
  bookable(db.selectFrom('timeslots'), mode, now)
    .select((eb) => [
      'timeslots.id',
      'timeslots.starts_at',
      'timeslots.ends_at',
      eb(eb('timeslots.capacity', '-', eb.ref('timeslots.sold')), '-', eb.ref('timeslots.held')).as('remaining'),
    ])
    .where('timeslots.event_id', '=', eventId)
    .where('timeslots.starts_at', '>=', range[0])
    .where('timeslots.starts_at', '<', range[1])
    .orderBy('timeslots.starts_at')
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, remaining: Math.max(0, Number(row.remaining)) })));

export interface MuseumDay {
  date: string;
  /** UTC instants [start, end) of the museum date. */
  start: string;
  end: string;
}

/**
 * Free places per museum date, summed by the database: the answer costs the same however many slots a
 * day has. `days` are consecutive; a slot belongs to the last day that starts at or before it.
 */
export const remainingPerDay = async (db: Executor, eventId: number, mode: number, now: Date, days: MuseumDay[]): Promise<Map<string, number>> => {
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined) return new Map();
  const dayOf = sql<string>`case ${sql.join(
    [...days].reverse().map((day) => sql`when timeslots.starts_at >= ${day.start} then ${day.date}`),
    sql` `,
  )} end`;
  const free = sql<number>`timeslots.capacity - timeslots.sold - timeslots.held`;
  const rows = await bookable(db.selectFrom('timeslots'), mode, now)
    .select([dayOf.as('day'), sql<string | number>`sum(case when ${free} > 0 then ${free} else 0 end)`.as('remaining')])
    .where('timeslots.event_id', '=', eventId)
    .where('timeslots.starts_at', '>=', first.start)
    .where('timeslots.starts_at', '<', last.end)
    .groupBy(sql`1`)
    .execute();
  return new Map(rows.map((row) => [row.day, Number(row.remaining)]));
};

/** First bookable slot's start and the last open slot's end. */
export const findLifetime = async (
  db: Executor,
  eventId: number,
  mode: number,
  now: Date,
): Promise<{ first: string | null; last: string | null }> => {
  const row = await bookable(db.selectFrom('timeslots'), mode, now)
    .select((eb) => [eb.fn.min('timeslots.starts_at').as('first'), eb.fn.max('timeslots.ends_at').as('last')])
    .where('timeslots.event_id', '=', eventId)
    .executeTakeFirst();
  return { first: row?.first ?? null, last: row?.last ?? null };
};

/** Start of the first bookable slot that still has a free place. */
export const findFirstFreeSlotStart = async (db: Executor, eventId: number, mode: number, now: Date): Promise<string | null> => {
  const row = await bookable(db.selectFrom('timeslots'), mode, now)
    .select((eb) => eb.fn.min('timeslots.starts_at').as('first'))
    .where('timeslots.event_id', '=', eventId)
    .where((eb) => eb(eb('timeslots.sold', '+', eb.ref('timeslots.held')), '<', eb.ref('timeslots.capacity')))
    .executeTakeFirst();
  return row?.first ?? null;
};

/** An event ticket as stored: exactly the table's columns. */
export type TicketRow = Selectable<EventTicketsTable>;

export interface SubticketRow {
  id: number;
  ticket_id: number;
  name: string;
  price: number;
  vat_value: number;
  min_quantity: number;
  max_quantity: number;
  sequence_no: number;
}

export const findTickets = async (db: Executor, eventId: number): Promise<TicketRow[]> =>
  db.selectFrom('event_tickets').selectAll().where('event_id', '=', eventId).orderBy('sequence_no').orderBy('id').execute();

export const findSubtickets = async (db: Executor, ticketIds: number[]): Promise<SubticketRow[]> =>
  ticketIds.length === 0
    ? []
    : db.selectFrom('subtickets').selectAll().where('ticket_id', 'in', ticketIds).orderBy('sequence_no').orderBy('id').execute();

/** A ticket of a listed event of the shop, with its event's name. */
export const findShopTicket = async (
  db: Executor,
  shopId: number,
  ticketId: number,
): Promise<(TicketRow & { event_name: string }) | undefined> =>
  db
    .selectFrom('event_tickets')
    .innerJoin('events', 'events.id', 'event_tickets.event_id')
    .selectAll('event_tickets')
    .select('events.name as event_name')
    .where('event_tickets.id', '=', ticketId)
    .where('events.shop_id', '=', shopId)
    .where('events.listed', '=', 1)
    .executeTakeFirst();

const slotAt = compiledOnce((db: Db, eventId: number, startsAt: string) =>
  db.selectFrom('timeslots').select(['id', 'starts_at', 'ends_at', 'capacity', 'sold', 'held']).where('event_id', '=', eventId).where('starts_at', '=', startsAt).where('capacity', '>', 0),
);
/** The open slot of an event (or tour) at an instant; every ticket and tour line of an order reads it. */
export const findSlotAt = (
  db: Executor,
  eventId: number,
  startsAt: string,
): Promise<{ id: number; starts_at: string; ends_at: string; capacity: number; sold: number; held: number } | undefined> => firstRow(slotAt(db, eventId, startsAt));
