import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Database, EventsTable } from '../../db/schema.js';
import type { Executor } from '../../db/database.js';
import type { TourPricesTable, TourQuestionsTable, TourSubticketsTable, TourTicketsTable, ToursTable } from './tours.tables.js';

/** A tour: its shared events row joined with its tours row. */
export type TourRow = Pick<Selectable<EventsTable>, 'shop_id' | 'name' | 'description' | 'venue' | 'image' | 'sequence_no'> & Selectable<ToursTable>;

export type TourPriceRow = Selectable<TourPricesTable>;
export type TourTicketRow = Selectable<TourTicketsTable>;
export type TourSubticketRow = Selectable<TourSubticketsTable>;
export type TourQuestionRow = Selectable<TourQuestionsTable>;

export interface TourSlotRow {
  id: number;
  tour_id: number;
  starts_at: string;
  ends_at: string;
  remaining: number;
}

const tours = (db: Executor) =>
  db
    .selectFrom('events')
    .innerJoin('tours', 'tours.id', 'events.id')
    .select([
      'events.id',
      'events.shop_id',
      'events.name',
      'events.description',
      'events.venue',
      'events.image',
      'events.sequence_no',
      'tours.language',
      'tours.museum_id',
      'tours.event_name',
      'tours.categories',
      'tours.duration',
      'tours.max_participants',
      'tours.min_participants',
      'tours.single_ticketing',
      'tours.book_complete_tour',
      'tours.booking_without_tickets',
    ])
    .where('events.kind', '=', 'tour')
    .where('events.listed', '=', 1);

export const listTours = (db: Executor, shopId: number): Promise<TourRow[]> =>
  tours(db).where('events.shop_id', '=', shopId).orderBy('events.sequence_no').orderBy('events.id').execute();

export const findListedTour = (db: Executor, tourId: number): Promise<TourRow | undefined> =>
  tours(db).where('events.id', '=', tourId).executeTakeFirst();

export const findPrices = (db: Executor, tourIds: number[]): Promise<TourPriceRow[]> =>
  tourIds.length === 0 ? Promise.resolve([]) : db.selectFrom('tour_prices').selectAll().where('tour_id', 'in', tourIds).orderBy('sequence_no').orderBy('id').execute();

export const findTickets = (db: Executor, tourId: number): Promise<TourTicketRow[]> =>
  db.selectFrom('tour_tickets').selectAll().where('tour_id', '=', tourId).orderBy('sequence_no').orderBy('id').execute();

/** Admission tickets of several tours at once (the tour list's "from" prices). */
export const findTicketsOfTours = (db: Executor, tourIds: number[]): Promise<TourTicketRow[]> =>
  tourIds.length === 0 ? Promise.resolve([]) : db.selectFrom('tour_tickets').selectAll().where('tour_id', 'in', tourIds).orderBy('sequence_no').orderBy('id').execute();

export const findSubtickets = (db: Executor, ticketIds: number[]): Promise<TourSubticketRow[]> =>
  ticketIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('tour_subtickets').selectAll().where('ticket_id', 'in', ticketIds).orderBy('sequence_no').orderBy('id').execute();

export const findQuestions = (db: Executor, tourId: number): Promise<TourQuestionRow[]> =>
  db.selectFrom('tour_questions').selectAll().where('tour_id', '=', tourId).orderBy('sequence_no').orderBy('id').execute();

export const listCategories = (db: Executor, shopId: number) =>
  db.selectFrom('tour_categories').select(['id', 'name']).where('shop_id', '=', shopId).orderBy('sequence_no').orderBy('id').execute();

/**
 * Bookable slots of some tours starting in [from, to): a tour can be booked until it starts;
 * capacity 0 marks a slot the catalog closed.
 */
export const findTourSlots = async (db: Executor, tourIds: number[], now: Date, range: [string, string]): Promise<TourSlotRow[]> => {
  if (tourIds.length === 0) return [];
  const rows = await db
    .selectFrom('timeslots')
    .select((eb) => [
      'id',
      'event_id as tour_id',
      'starts_at',
      'ends_at',
      eb(eb('capacity', '-', eb.ref('sold')), '-', eb.ref('held')).as('remaining'),
    ])
    .where('event_id', 'in', tourIds)
    .where('capacity', '>', 0)
    .where('starts_at', '>', now.toISOString())
    .where('starts_at', '>=', range[0])
    .where('starts_at', '<', range[1])
    .orderBy('starts_at')
    .orderBy('event_id')
    .execute();
  return rows.map((row) => ({ ...row, remaining: Math.max(0, Number(row.remaining)) }));
};

/** First and last start of a tour's bookable slots, each found at its end of the index on (tour, start). */
export const findTourLifetime = async (db: Executor, tourId: number, now: Date): Promise<{ first: string | null; last: string | null }> => {
  const open = (direction: 'asc' | 'desc') =>
    db
      .selectFrom('timeslots')
      .select('starts_at')
      .where('event_id', '=', tourId)
      .where('capacity', '>', 0)
      .where('starts_at', '>', now.toISOString())
      .orderBy('starts_at', direction)
      .limit(1);
  const row = await db.selectNoFrom([open('asc').as('first'), open('desc').as('last')]).executeTakeFirst();
  return { first: row?.first ?? null, last: row?.last ?? null };
};

/** Slots after `after` with `places` still open, in start order: their first is found by walking the index on (tour, start). */
const openAfter = <O>(query: SelectQueryBuilder<Database, 'timeslots', O>, after: string, places: number) =>
  query
    .where('timeslots.capacity', '>', 0)
    .where('timeslots.starts_at', '>', after)
    .where((eb) => eb(eb(eb('timeslots.sold', '+', eb.ref('timeslots.held')), '+', places), '<=', eb.ref('timeslots.capacity')))
    .orderBy('timeslots.starts_at')
    .limit(1);

/** The first start after `after` with `places` still open, of each tour that has one, in one query: one index walk per tour. */
export const firstOpenStarts = async (db: Executor, tourIds: number[], after: string, places: number): Promise<Map<number, string>> => {
  if (tourIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('events')
    .select((eb) => [
      'events.id',
      openAfter(eb.selectFrom('timeslots').where(sql<boolean>`timeslots.event_id = events.id`), after, places)
        .select('timeslots.starts_at')
        .as('first'),
    ])
    .where('events.id', 'in', tourIds)
    .execute();
  return new Map(rows.flatMap((row) => (row.first === null ? [] : [[row.id, row.first] as const])));
};

/** Start of the first slot after `after` with at least `places` free: the next date a booking can take. */
export const findFirstOpenStart = async (db: Executor, tourId: number, after: string, places: number): Promise<string | null> => {
  const row = await openAfter(db.selectFrom('timeslots'), after, places).select('timeslots.starts_at').where('timeslots.event_id', '=', tourId).executeTakeFirst();
  return row?.starts_at ?? null;
};
