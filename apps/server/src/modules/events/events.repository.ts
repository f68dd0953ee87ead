import { isPostgres, type Db, type Executor } from '../../db/database.js';
import { TICKET_MODES, zoneOffsetsBetween } from '@foyer/domain';
import { sql, type RawBuilder, type Selectable, type SelectQueryBuilder } from 'kysely';
import { LONGEST_SLOT_MS } from '../../catalog/timeslot-generation.js';
import type { Lang } from '@foyer/contract';
import { compiledOnce, firstRow } from '../../db/compiled-once.js';
import type { Database, EventTicketsTable } from '../../db/schema.js';
import { JsonText } from '../../kernel/json-text.js';

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

/** A UTC instant (stored text) on the museum's wall clock, without its offset: `shift` is "+120 minutes" for SQLite, 120 for PostgreSQL. */
const onWallClock = (db: Db, instant: RawBuilder<string>, shift: unknown): RawBuilder<string> =>
  isPostgres(db)
    ? sql<string>`to_char(cast(${instant} as timestamp) + cast(${shift} as integer) * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS')`
    : // datetime() writes what strftime('%Y-%m-%dT%H:%M:%S') does but a space for the T, in half strftime's time.
      sql<string>`replace(datetime(${instant}, ${shift}), ' ', 'T')`;

/** Per offset of the museum's zone, three arguments of the list statement: from when it holds (UTC ISO), its shift and its text. */
type OffsetArguments = unknown[];

/** A UTC instant (stored text) in museum time, by the offsets the statement was given (`OffsetArguments`, the earliest first). */
const inMuseumTime = (db: Db, instant: RawBuilder<string>, offsets: OffsetArguments): RawBuilder<string> => {
  const count = offsets.length / 3;
  const arm = (index: number) => sql`${onWallClock(db, instant, offsets[index * 3 + 1])} || ${offsets[index * 3 + 2]}`;
  // Each offset holds until the next one's start; the last holds on.
  const whens = Array.from({ length: count - 1 }, (_, index) => sql`when ${instant} < ${offsets[(index + 1) * 3]} then ${arm(index)}`);
  return sql<string>`case ${sql.join([...whens, sql`else ${arm(count - 1)}`], sql` `)} end`;
};

/**
 * Lengths of slot the list's walks are cut to: an event whose open slots last at most this many
 * minutes (`longest_slot_minutes` of its entry) has its walk begin that long before now instead of
 * `LONGEST_SLOT_MS`, past fewer slots that ended.
 */
const WALK_MINUTES = [60, 240, 720] as const;

/** Where the walks begin: for each length in `WALK_MINUTES`, then for any length. */
const walkStarts = (now: Date): string[] => [...WALK_MINUTES.map((minutes) => new Date(now.getTime() - minutes * 60_000).toISOString()), runningSince(now)];

/** Where an entry's walk begins, of the `walkStarts` given. */
const walkStart = (starts: unknown[]) =>
  sql<string>`case ${sql.join(
    WALK_MINUTES.map((minutes, index) => sql`when ${sql.ref('entries.longest_slot_minutes')} <= ${sql.lit(minutes)} then ${starts[index]}`),
    sql` `,
  )} else ${starts[WALK_MINUTES.length]} end`;

/** The list's order: by sequence_no, then the sorting instant (the first slot standing in for a missing one), then id. */
const listOrder = (db: Db) => {
  const sorting = sql`coalesce(listed.sorting_datetime, listed.first)`;
  // UTC ISO strings compare as the instants do, byte by byte: in PostgreSQL's C collation.
  return sql`listed.sequence_no, ${isPostgres(db) ? sql`${sorting} collate "C"` : sorting}, listed.event_id`;
};

/**
 * An entry's text (`texts` holds its stored pieces) with its sorting instant, the first slot's start
 * standing in for a missing one: in museum time as the read model keeps it, else worked out here.
 */
const entryText = (db: Db, texts: 'listed' | 'texts', first: RawBuilder<string>, firstMuseum: RawBuilder<string | null>, offsets: OffsetArguments) =>
  sql<string>`${sql.ref(`${texts}.head`)} || coalesce(${sql.ref(`${texts}.sorting_museum`)}, ${firstMuseum}, ${inMuseumTime(db, first, offsets)}) || ${sql.ref(`${texts}.tail`)}`;

/** The latest first slot that stands in for a sorting instant worked out here: the statement's offsets must reach it. */
const latestStandIn = (texts: 'listed' | 'texts', first: RawBuilder<string>, firstMuseum: RawBuilder<string | null>) =>
  sql<string | null>`max(case when ${sql.ref(`${texts}.sorting_museum`)} is null and ${firstMuseum} is null then ${first} end)`;

/** Whether the read model's first slot of an entry holds at `now` (catalog/event-list-firsts.ts). */
const firstKnown = (now: unknown) => sql<boolean>`${sql.ref('entries.first_until')} > ${now}`;

/**
 * The list's entries joined by commas in UTF-8 (null when none is listed), and the latest first slot that stands in for a
 * sorting instant (whose offset must be among those given). The brackets are added outside: concatenated here, they
 * would copy the joined text once more.
 */
const listJson = (db: Db, shopId: number, lang: Lang, starts: unknown[], now: string, offsets: OffsetArguments) => {
  const postgres = isPostgres(db);
  const listed = db
    // Each first slot is walked to once, not again for every place the statement names it. PostgreSQL materializes the
    // walked entries; SQLite hands them on one at a time as a co-routine, which `limit -1` (no limit) keeps it from
    // flattening into `ordered`: a subquery with a LIMIT is never flattened into a query with a WHERE clause.
    .with(
      (cte) => (postgres ? cte('listed').materialized() : cte('listed')),
      (qb) =>
        qb
          .selectFrom('event_list_entries as entries')
          .select(['entries.event_id', 'entries.sequence_no', 'entries.sorting_datetime'])
          .$if(postgres, (entries) => entries.select(['entries.head', 'entries.sorting_museum', 'entries.tail']))
          .$if(!postgres, (entries) => entries.select(sql<number>`entries.rowid`.as('entry')))
          // The first bookable slot as the read model keeps it; where it does not know it, one index walk.
          .select((eb) =>
            sql<string | null>`case when ${firstKnown(now)} then ${sql.ref('entries.first_starts_at')} else (${eb
              .selectFrom('timeslots')
              .select('timeslots.starts_at')
              .whereRef('timeslots.event_id', '=', 'entries.event_id')
              .where('timeslots.starts_at', '>', walkStart(starts))
              .where('timeslots.capacity', '>', 0)
              .where(sql`case when ${sql.ref('entries.mode')} = ${TICKET_MODES.performance} then timeslots.starts_at else timeslots.ends_at end`, '>', now)
              .orderBy('timeslots.starts_at')
              .limit(1)}) end`.as('first'),
          )
          .select(sql<string | null>`case when ${firstKnown(now)} then ${sql.ref('entries.first_museum')} end`.as('first_museum'))
          .where('entries.shop_id', '=', shopId)
          .where('entries.lang', '=', lang)
          .$if(!postgres, (entries) => entries.limit(-1)),
    );
  if (postgres) {
    const first = sql.ref<string>('listed.first');
    const firstMuseum = sql.ref<string | null>('listed.first_museum');
    return listed
      .selectFrom('listed')
      .select([
        sql<Buffer | null>`convert_to(string_agg(${entryText(db, 'listed', first, firstMuseum, offsets)}, ',' order by ${listOrder(db)}), 'UTF8')`.as('elements'),
        latestStandIn('listed', first, firstMuseum).as('latest'),
      ])
      .where('listed.first', 'is not', null);
  }
  // SQLite sorts only the keys and first slots, then reads each entry's text by its rowid (one step into the table):
  // an ORDER BY inside group_concat would copy every text into the sort (at 400 events, a third of the statement's
  // time). group_concat strings the texts together in the order their rows come: `ordered` is the outer loop of the
  // cross join, and SQLite keeps a subquery's ORDER BY under an aggregate other than count, min or max (its own tests
  // hold group_concat to that).
  const first = sql.ref<string>('ordered.first');
  const firstMuseum = sql.ref<string | null>('ordered.first_museum');
  return listed
    .with('ordered', (qb) => qb.selectFrom('listed').selectAll().where('listed.first', 'is not', null).orderBy(listOrder(db)))
    .selectFrom('ordered')
    .crossJoin('event_list_entries as texts')
    .whereRef(sql.ref('texts.rowid'), '=', 'ordered.entry')
    .select([
      sql<Buffer | null>`cast(group_concat(${entryText(db, 'texts', first, firstMuseum, offsets)}, ',') as blob)`.as('elements'),
      latestStandIn('texts', first, firstMuseum).as('latest'),
    ]);
};

/** The statement compiled once per number of offsets its instants span (a handful at most). */
const listJsonStatements = new Map<number, ReturnType<typeof compiledListJson>>();
/** The arguments after `now`: the `walkStarts`, then the `OffsetArguments`. */
const compiledListJson = () =>
  compiledOnce((db: Db, shopId: number, lang: Lang, now: string, ...starts: unknown[]) =>
    listJson(db, shopId, lang, starts.slice(0, WALK_MINUTES.length + 1), now, starts.slice(WALK_MINUTES.length + 1)),
  );

/** How far ahead the zone's offsets are worked out at first; a later first slot has them worked out up to it. */
const OFFSETS_AHEAD_MS = 366 * 24 * 60 * 60_000;

/**
 * The shop's event list in one language as JSON text in UTF-8, composed by the database in one
 * statement whatever the number of events and slots: the entries the catalog wrote
 * (catalog/event-list-entries.ts) of the events with a bookable slot, found by one index walk each
 * from as far back as the event's longest slot, whose start in museum time stands in for a missing
 * sorting instant.
 */
export const listJsonOf = async (db: Db, shop: { id: number; lang: Lang }, now: Date, timeZone: string): Promise<JsonText> => {
  const starts = walkStarts(now);
  const since = runningSince(now);
  let until = new Date(now.getTime() + OFFSETS_AHEAD_MS).toISOString();
  for (;;) {
    const offsets = zoneOffsetsBetween(since, until, timeZone).flatMap((offset) => [offset.since, isPostgres(db) ? offset.minutes : `${offset.minutes} minutes`, offset.text]);
    let statement = listJsonStatements.get(offsets.length);
    if (statement === undefined) {
      statement = compiledListJson();
      listJsonStatements.set(offsets.length, statement);
    }
    const row = await firstRow(statement(db, shop.id, shop.lang, now.toISOString(), ...starts, ...offsets));
    if (row === undefined) throw new Error('an aggregate answers one row');
    if (row.latest === null || row.latest <= until) return JsonText.arrayOf(row.elements);
    until = row.latest;
  }
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
