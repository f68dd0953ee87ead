import type { Executor } from '../../db/database.js';
import { readTours, type StoredTour } from './tours-catalog-export.js';

/** One tour as stored, listed or not. */
export const findStoredTour = async (db: Executor, shopId: number, id: number): Promise<StoredTour | undefined> => (await readTours(db, shopId, { id }))[0];

/** Every tour of a shop with its language and next start still ahead, listed ones first, in the shop's order. */
export const listStoredTours = (db: Executor, shopId: number, now: Date) =>
  db
    .selectFrom('events')
    .innerJoin('tours', 'tours.id', 'events.id')
    .select((eb) => [
      'events.id',
      'events.name',
      'events.listed',
      'events.version',
      'tours.language',
      eb
        .selectFrom('timeslots')
        .select((inner) => inner.fn.min('timeslots.starts_at').as('next'))
        .whereRef('timeslots.event_id', '=', 'events.id')
        .where('timeslots.starts_at', '>', now.toISOString())
        .as('next_start'),
    ])
    .where('events.shop_id', '=', shopId)
    .where('events.kind', '=', 'tour')
    .orderBy('events.listed', 'desc')
    .orderBy('events.sequence_no')
    .orderBy('events.id')
    .execute();

const maxId = async (db: Executor, table: 'events' | 'tour_prices' | 'tour_tickets' | 'tour_subtickets' | 'tour_questions'): Promise<number> =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);

/** The next free ids of the tables whose ids the catalog gives (tours share theirs with events). */
export const nextTourIds = async (db: Executor) => {
  const [tour, price, ticket, subticket, question] = await Promise.all(
    (['events', 'tour_prices', 'tour_tickets', 'tour_subtickets', 'tour_questions'] as const).map(async (table) => (await maxId(db, table)) + 1),
  );
  return { tour: tour ?? 1, price: price ?? 1, ticket: ticket ?? 1, subticket: subticket ?? 1, question: question ?? 1 };
};
