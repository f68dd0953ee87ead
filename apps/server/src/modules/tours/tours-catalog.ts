import { z } from 'zod';
import type { CatalogPart, CatalogWrite } from '../../catalog/catalog-part.js';
import { countVersionsUp } from '../../catalog/count-versions.js';
import { generateTimeslots, type GeneratedSlot } from '../../catalog/timeslot-generation.js';
import { closeStaleSlots, refreshEventEnd, writeSlots } from '../../catalog/timeslot-writer.js';
import type { Executor } from '../../db/database.js';
import { exportTours } from './tours-catalog-export.js';
import { tourCategorySchema, toursSchema, tourSlotRule, type CatalogTour, type CatalogTourCategory } from './tours-catalog.schema.js';
import type { NewRow } from '../../kernel/new-row.js';

const flag = (value: boolean): number => (value ? 1 : 0);

/** Deletes the rows of `table` under `parent` that the file no longer names. */
const deleteStale = async (
  db: Executor,
  table: 'tour_prices' | 'tour_tickets' | 'tour_questions',
  tourId: number,
  keep: number[],
): Promise<void> => {
  let query = db.deleteFrom(table).where('tour_id', '=', tourId);
  if (keep.length > 0) query = query.where('id', 'not in', keep);
  await query.execute();
};

const upsertCategories = async (db: Executor, shopId: number, categories: CatalogTourCategory[], prune: boolean): Promise<void> => {
  if (prune) {
    let stale = db.deleteFrom('tour_categories').where('shop_id', '=', shopId);
    if (categories.length > 0) stale = stale.where('id', 'not in', categories.map((category) => category.id));
    await stale.execute();
  }
  for (const category of categories) {
    const row = { shop_id: shopId, name: JSON.stringify(category.name), sequence_no: category.sequence_no };
    await db.insertInto('tour_categories').values({ id: category.id, ...row }).onConflict((oc) => oc.column('id').doUpdateSet(row)).execute();
  }
};

const upsertTourParts = async (db: Executor, tour: CatalogTour): Promise<void> => {
  await deleteStale(db, 'tour_prices', tour.id, tour.prices.map((price) => price.id));
  for (const price of tour.prices) {
    const row = { tour_id: tour.id, name: JSON.stringify(price.name), price: price.price, vat_value: price.vat_value, sequence_no: price.sequence_no };
    await db.insertInto('tour_prices').values({ id: price.id, ...row }).onConflict((oc) => oc.column('id').doUpdateSet(row)).execute();
  }
  await deleteStale(db, 'tour_tickets', tour.id, tour.tickets.map((ticket) => ticket.id));
  for (const ticket of tour.tickets) {
    const row = { tour_id: tour.id, name: JSON.stringify(ticket.name), price: ticket.price, vat_value: ticket.vat_value, sequence_no: ticket.sequence_no };
    await db.insertInto('tour_tickets').values({ id: ticket.id, ...row }).onConflict((oc) => oc.column('id').doUpdateSet(row)).execute();
    let staleSubs = db.deleteFrom('tour_subtickets').where('ticket_id', '=', ticket.id);
    if (ticket.subtickets.length > 0) staleSubs = staleSubs.where('id', 'not in', ticket.subtickets.map((sub) => sub.id));
    await staleSubs.execute();
    for (const sub of ticket.subtickets) {
      const subRow = { ticket_id: ticket.id, name: JSON.stringify(sub.name), price: sub.price, vat_value: sub.vat_value, sequence_no: sub.sequence_no };
      await db.insertInto('tour_subtickets').values({ id: sub.id, ...subRow }).onConflict((oc) => oc.column('id').doUpdateSet(subRow)).execute();
    }
  }
  await deleteStale(db, 'tour_questions', tour.id, tour.questions.map((question) => question.id));
  for (const question of tour.questions) {
    const row = {
      tour_id: tour.id,
      type: question.type,
      label: JSON.stringify(question.label),
      required: flag(question.required),
      options: JSON.stringify(question.options),
      min_value: question.min,
      max_value: question.max,
      sequence_no: question.sequence_no,
    };
    await db.insertInto('tour_questions').values({ id: question.id, ...row }).onConflict((oc) => oc.column('id').doUpdateSet(row)).execute();
  }
};

/**
 * Writes one tour of a shop: the shared events row (kind 'tour'), the tour row, prices, tickets,
 * subtickets, questions and the slots its schedule yields; future slots the schedule drops are
 * closed. The catalog's import and the office's edits both write through here. `created`: the office's
 * new tour, on an id it counted as free (NewRow).
 */
export const writeTour = async (
  db: Executor,
  shopId: number,
  tour: CatalogTour,
  listed: boolean,
  now: Date,
  timeZone: string,
  /** The slots its schedule yields, when the caller generated them already. */
  slots: GeneratedSlot[] = generateTimeslots(tourSlotRule(tour), now, timeZone),
  { created = false }: NewRow = {},
): Promise<void> => {
  const eventRow = {
    shop_id: shopId,
    name: JSON.stringify(tour.name),
    description: JSON.stringify(tour.description),
    venue: JSON.stringify(tour.venue),
    custom_groups: '[]',
    sequence_no: tour.sequence_no,
    sorting_datetime: null,
    image: tour.image,
    schedule_rule: JSON.stringify(tourSlotRule(tour)),
    listed: flag(listed),
    kind: 'tour',
    door_opens_minutes_before: tour.door_opens_minutes_before,
    door_closes_minutes_after: tour.door_closes_minutes_after,
  };
  const insert = db.insertInto('events').values({ id: tour.id, ends_at: null, ...eventRow });
  await (created ? insert : insert.onConflict((oc) => oc.column('id').doUpdateSet(eventRow))).execute();
  const tourRow = {
    language: tour.language,
    museum_id: tour.museum_id,
    event_name: JSON.stringify(tour.event_name),
    categories: JSON.stringify(tour.categories),
    duration: tour.duration,
    max_participants: tour.max_participants,
    min_participants: tour.min_participants,
    single_ticketing: flag(tour.single_ticketing),
    book_complete_tour: flag(tour.book_complete_tour),
    booking_without_tickets: flag(tour.booking_without_tickets),
  };
  await db.insertInto('tours').values({ id: tour.id, ...tourRow }).onConflict((oc) => oc.column('id').doUpdateSet(tourRow)).execute();
  await upsertTourParts(db, tour);
  await writeSlots(db, tour.id, slots, true);
  await closeStaleSlots(db, tour.id, slots, now);
  await refreshEventEnd(db, tour.id);
};

/**
 * Upserts a shop's tour categories and tours. With `prune`, like events, tours the file no longer
 * names stay unlisted for their orders.
 */
const upsertTours = async (
  db: Executor,
  shopId: number,
  categories: CatalogTourCategory[],
  tours: CatalogTour[],
  { clock: { now, timeZone }, prune }: CatalogWrite,
): Promise<void> => {
  await upsertCategories(db, shopId, categories, prune);
  if (prune) {
    let unlisted = db.updateTable('events').set({ listed: 0 }).where('shop_id', '=', shopId).where('kind', '=', 'tour');
    if (tours.length > 0) unlisted = unlisted.where('id', 'not in', tours.map((tour) => tour.id));
    await unlisted.execute();
  }
  for (const tour of tours) await writeTour(db, shopId, tour, true, now, timeZone);
};

const toursShape = {
  /** Categories for the tour list's filter. */
  tour_categories: z.array(tourCategorySchema).default([]),
  /** Guided tours with prices, tickets, questions and their start times. */
  tours: toursSchema.default([]),
};

/** The guided tours of the catalog file: categories, tours, their parts and the slots their times yield. */
export const toursCatalog: CatalogPart<typeof toursShape> = {
  shape: toursShape,
  lists: { tour_categories: { removal: 'delete' }, tours: { removal: 'unlist' } },
  eventRowIds: ({ tours }) => tours.map((tour) => tour.id),
  suggestible: ({ tours }) => ({ guidedTour: tours.map((tour) => tour.id) }),
  check: ({ tour_categories: categories, tours }, report) => {
    const categoryIds = new Set(categories.map((category) => category.id));
    for (const tour of tours) {
      for (const id of tour.categories) if (!categoryIds.has(id)) report(`tour ${tour.id} names unknown category ${id}`);
    }
  },
  load: (trx, shopId, { tour_categories: categories, tours }, write) => upsertTours(trx, shopId, categories, tours, write),
  export: exportTours,
  // A tour's own version is its events row's, which the import counts up for every event row it changes.
  countVersions: (trx, shopId, touched) => countVersionsUp(trx, 'tour_categories', shopId, touched.get('tour_categories') ?? []),
};
