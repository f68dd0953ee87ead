import type { QuestionType } from '@foyer/domain';
import type { Executor } from '../../db/database.js';
import { tourScheduleOfRule, type CatalogTour, type CatalogTourCategory } from './tours-catalog.schema.js';

const flag = (value: number): boolean => value === 1;

/** A tour's rows of one table, in list order. */
const partsOf = <Row extends { tour_id: number }>(rows: Row[], tourId: number): Row[] => rows.filter((row) => row.tour_id === tourId);

/** A tour as stored: the catalog file's entry, whether the shop lists it, and the version office edits name. */
export interface StoredTour {
  tour: CatalogTour;
  listed: boolean;
  version: number;
}

/** The shop's tour categories as the catalog file writes them. */
export const readTourCategories = async (db: Executor, shopId: number): Promise<CatalogTourCategory[]> =>
  (await db.selectFrom('tour_categories').selectAll().where('shop_id', '=', shopId).orderBy('id').execute()).map((category) => ({
    id: category.id,
    name: JSON.parse(category.name),
    sequence_no: category.sequence_no,
  }));

/**
 * A shop's tours as the catalog file writes them (the listed ones, or one by its id, listed or not):
 * each tour's schedule from the slot rule it is kept as, its prices, tickets with their add-ons and
 * questions in list order.
 */
export const readTours = async (db: Executor, shopId: number, which: { listed: true } | { id: number }): Promise<StoredTour[]> => {
  let query = db
    .selectFrom('events')
    .innerJoin('tours', 'tours.id', 'events.id')
    .selectAll('tours')
    .select(['events.name', 'events.description', 'events.venue', 'events.image', 'events.sequence_no', 'events.schedule_rule', 'events.listed', 'events.version', 'events.door_opens_minutes_before', 'events.door_closes_minutes_after'])
    .where('events.shop_id', '=', shopId)
    .where('events.kind', '=', 'tour');
  query = 'id' in which ? query.where('events.id', '=', which.id) : query.where('events.listed', '=', 1);
  const tours = await query.orderBy('events.id').execute();
  if (tours.length === 0) return [];
  const ids = tours.map((tour) => tour.id);
  const prices = await db.selectFrom('tour_prices').selectAll().where('tour_id', 'in', ids).orderBy('sequence_no').orderBy('id').execute();
  const tickets = await db.selectFrom('tour_tickets').selectAll().where('tour_id', 'in', ids).orderBy('sequence_no').orderBy('id').execute();
  const questions = await db.selectFrom('tour_questions').selectAll().where('tour_id', 'in', ids).orderBy('sequence_no').orderBy('id').execute();
  const subtickets =
    tickets.length === 0
      ? []
      : await db.selectFrom('tour_subtickets').selectAll().where('ticket_id', 'in', tickets.map((ticket) => ticket.id)).orderBy('sequence_no').orderBy('id').execute();
  const priced = <Row extends { id: number; name: string; price: number; vat_value: number; sequence_no: number }>(row: Row) => ({
    id: row.id,
    name: JSON.parse(row.name),
    price: row.price,
    vat_value: row.vat_value,
    sequence_no: row.sequence_no,
  });
  return tours.map((tour) => ({
    listed: flag(tour.listed),
    version: tour.version,
    tour: {
      id: tour.id,
      name: JSON.parse(tour.name),
      description: JSON.parse(tour.description),
      event_name: JSON.parse(tour.event_name),
      venue: JSON.parse(tour.venue),
      museum_id: tour.museum_id,
      image: tour.image,
      language: tour.language,
      categories: JSON.parse(tour.categories),
      sequence_no: tour.sequence_no,
      duration: tour.duration,
      max_participants: tour.max_participants,
      min_participants: tour.min_participants,
      single_ticketing: flag(tour.single_ticketing),
      book_complete_tour: flag(tour.book_complete_tour),
      booking_without_tickets: flag(tour.booking_without_tickets),
      door_opens_minutes_before: tour.door_opens_minutes_before,
      door_closes_minutes_after: tour.door_closes_minutes_after,
      schedule: tourScheduleOfRule(JSON.parse(tour.schedule_rule), tour.max_participants),
      prices: partsOf(prices, tour.id).map(priced),
      tickets: partsOf(tickets, tour.id).map((ticket) => ({
        ...priced(ticket),
        subtickets: subtickets.filter((sub) => sub.ticket_id === ticket.id).map(priced),
      })),
      questions: partsOf(questions, tour.id).map((question) => ({
        id: question.id,
        type: question.type as QuestionType,
        label: JSON.parse(question.label),
        required: flag(question.required),
        options: JSON.parse(question.options),
        min: question.min_value,
        max: question.max_value,
        sequence_no: question.sequence_no,
      })),
    },
  }));
};

/** The shop's tour categories and listed tours as the catalog file writes them. */
export const exportTours = async (db: Executor, shopId: number): Promise<{ tour_categories: CatalogTourCategory[]; tours: CatalogTour[] }> => ({
  tour_categories: await readTourCategories(db, shopId),
  tours: (await readTours(db, shopId, { listed: true })).map((stored) => stored.tour),
});
