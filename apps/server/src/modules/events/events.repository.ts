import type { Db, Executor } from '../../db/database.js';
import { TICKET_MODES } from '@foyer/domain';
import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import { LONGEST_SLOT_MS } from '../../catalog/timeslot-generation.js';
import type { Lang } from '@foyer/contract';
import { compiledOnce, firstRow } from '../../db/compiled-once.js';
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

/** The earliest start a slot still running at `now` can have (`LONGEST_SLOT_MS`): where index walks for open slots begin. */
const runningSince = (now: Date): string => new Date(now.getTime() - LONGEST_SLOT_MS).toISOString();

/**
 * A slot can be booked until it ends (timeslot entry, day ticket) or until it starts (performance).
 * Slots with capacity 0 are closed, not sold out: the catalog removed them.
 */
const bookable = <O>(query: SelectQueryBuilder<Database, 'timeslots', O>, mode: number, now: Date) => {
  const open = query.where(mode === TICKET_MODES.performance ? 'timeslots.starts_at' : 'timeslots.ends_at', '>', now.toISOString());
  return open.where('timeslots.capacity', '>', 0);
};

/**
 * `bookable`, bounded below on the start too, for reads that have no window of their own: the index on
 * (event, start) then finds the open slots from there on, whatever the event's history.
 */
const openFromNow = <O>(query: SelectQueryBuilder<Database, 'timeslots', O>, mode: number, now: Date) =>
  mode === TICKET_MODES.performance ? bookable(query, mode, now) : bookable(query, mode, now).where('timeslots.starts_at', '>', runningSince(now));

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
export const findListedEvent = async (db: Executor, eventId: number): Promise<(EventRow & { mode: number | null }) | undefined> =>
  db
    .selectFrom('events')
    .select(eventColumns)
    // The mode every ticket of the event shares (the catalog derives it from the event's schedule rule); none without tickets.
    .select((eb) => eb.selectFrom('event_tickets').select('event_tickets.mode').whereRef('event_tickets.event_id', '=', 'events.id').limit(1).as('mode'))
    .where('id', '=', eventId)
    .where('listed', '=', 1)
    .where('kind', '=', 'event')
    .executeTakeFirst();

/** An entry of the event list's read model (catalog/event-list-entries.ts), with its first bookable slot's start (null when none). */
export interface ListEntryRow {
  event_id: number;
  sequence_no: number;
  sorting_datetime: string | null;
  ends_at: string | null;
  head: string;
  tail: string;
  first: string | null;
}

const listEntries = compiledOnce((db: Db, shopId: number, lang: Lang, since: string, now: string) =>
  db
    .selectFrom('event_list_entries as entries')
    .select(['entries.event_id', 'entries.sequence_no', 'entries.sorting_datetime', 'entries.ends_at', 'entries.head', 'entries.tail'])
    .select((eb) =>
      eb
        .selectFrom('timeslots')
        .select('timeslots.starts_at')
        .whereRef('timeslots.event_id', '=', 'entries.event_id')
        .where('timeslots.starts_at', '>', since)
        .where('timeslots.capacity', '>', 0)
        .where(sql`case when ${sql.ref('entries.mode')} = ${TICKET_MODES.performance} then timeslots.starts_at else timeslots.ends_at end`, '>', now)
        .orderBy('timeslots.starts_at')
        .limit(1)
        .as('first'),
    )
    .where('entries.shop_id', '=', shopId)
    .where('entries.lang', '=', lang),
);

/**
 * The shop's event list entries in one language, in one statement whatever the number of events and
 * slots: the entries as the catalog wrote them, and the first bookable slot of each by one index walk.
 */
export const listEntriesOf = async (db: Db, shop: { id: number; lang: Lang }, now: Date): Promise<ListEntryRow[]> =>
  (await listEntries(db, shop.id, shop.lang, runningSince(now), now.toISOString())).rows;

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
 * Free places per museum date with a bookable slot, summed by the database: one index range per date,
 * so the answer costs the same whatever the event's other slots, and little however many a day has.
 */
export const remainingPerDay = async (db: Executor, eventId: number, mode: number, now: Date, days: MuseumDay[]): Promise<Map<string, number>> => {
  if (days.length === 0) return new Map();
  const dates = sql<{ day: string; day_start: string; day_end: string }>`(${sql.join(
    days.map((day) => sql`select cast(${day.date} as text) as day, cast(${day.start} as text) as day_start, cast(${day.end} as text) as day_end`),
    sql` union all `,
  )})`;
  const free = sql<number>`timeslots.capacity - timeslots.sold - timeslots.held`;
  const rows = await db
    .selectFrom(dates.as('dates'))
    .select((eb) => [
      'dates.day',
      bookable(eb.selectFrom('timeslots'), mode, now)
        .select(sql<string | number | null>`sum(case when ${free} > 0 then ${free} else 0 end)`.as('sum'))
        .where('timeslots.event_id', '=', eventId)
        .where(sql<boolean>`timeslots.starts_at >= dates.day_start and timeslots.starts_at < dates.day_end`)
        .as('remaining'),
    ])
    .execute();
  return new Map(rows.flatMap((row) => (row.remaining === null ? [] : [[row.day, Number(row.remaining)] as const])));
};

/** Start of the event's first bookable slot (and a free place besides, with `free`), found by walking the index from now. */
const firstStart = async (db: Executor, eventId: number, mode: number, now: Date, { free }: { free: boolean }): Promise<string | null> => {
  let query = openFromNow(db.selectFrom('timeslots'), mode, now).select('timeslots.starts_at').where('timeslots.event_id', '=', eventId);
  if (free) query = query.where((eb) => eb(eb('timeslots.sold', '+', eb.ref('timeslots.held')), '<', eb.ref('timeslots.capacity')));
  const row = await query.orderBy('timeslots.starts_at').limit(1).executeTakeFirst();
  return row?.starts_at ?? null;
};

/**
 * First bookable slot's start and the last open slot's end. The last end is among the slots that
 * start within `LONGEST_SLOT_MS` of the last start, so both are index walks from the ends.
 */
export const findLifetime = async (
  db: Executor,
  eventId: number,
  mode: number,
  now: Date,
): Promise<{ first: string | null; last: string | null }> => {
  const first = await firstStart(db, eventId, mode, now, { free: false });
  if (first === null) return { first, last: null };
  const lastStart = await db
    .selectFrom('timeslots')
    .select('starts_at')
    .where('event_id', '=', eventId)
    .where('capacity', '>', 0)
    .orderBy('starts_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const from = new Date(Date.parse(lastStart?.starts_at ?? first) - LONGEST_SLOT_MS).toISOString();
  const row = await bookable(db.selectFrom('timeslots'), mode, now)
    .select((eb) => eb.fn.max('timeslots.ends_at').as('last'))
    .where('timeslots.event_id', '=', eventId)
    .where('timeslots.starts_at', '>=', from)
    .executeTakeFirst();
  return { first, last: row?.last ?? null };
};

/** Start of the first bookable slot that still has a free place. */
export const findFirstFreeSlotStart = (db: Executor, eventId: number, mode: number, now: Date): Promise<string | null> =>
  firstStart(db, eventId, mode, now, { free: true });

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
