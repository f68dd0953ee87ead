import type { Executor } from '../../db/database.js';
import type { CatalogEvent } from './events-catalog.schema.js';

const flag = (value: number): boolean => value === 1;

/** An event as stored: the catalog file's entry, whether the shop lists it, and the version office edits name. */
export interface StoredEvent {
  event: CatalogEvent;
  listed: boolean;
  version: number;
}

/**
 * A shop's events as the catalog file writes them (the listed ones, or one by its id, listed or not):
 * each with the schedule rule it is kept as (slots are generated from it, never exported), its
 * tickets and their subtickets in list order.
 */
export const readEvents = async (db: Executor, shopId: number, which: { listed: true } | { id: number }): Promise<StoredEvent[]> => {
  let query = db.selectFrom('events').selectAll().where('shop_id', '=', shopId).where('kind', '=', 'event');
  query = 'id' in which ? query.where('id', '=', which.id) : query.where('listed', '=', 1);
  const events = await query.orderBy('id').execute();
  if (events.length === 0) return [];
  const tickets = await db
    .selectFrom('event_tickets')
    .selectAll()
    .where('event_id', 'in', events.map((event) => event.id))
    .orderBy('sequence_no')
    .orderBy('id')
    .execute();
  const subtickets =
    tickets.length === 0
      ? []
      : await db
          .selectFrom('subtickets')
          .selectAll()
          .where('ticket_id', 'in', tickets.map((ticket) => ticket.id))
          .orderBy('sequence_no')
          .orderBy('id')
          .execute();
  return events.map((event) => ({
    listed: flag(event.listed),
    version: event.version,
    event: {
      id: event.id,
      name: JSON.parse(event.name),
      description: JSON.parse(event.description),
      venue: JSON.parse(event.venue),
      image: event.image,
      custom_groups: JSON.parse(event.custom_groups),
      sequence_no: event.sequence_no,
      sorting_datetime: event.sorting_datetime,
      schedule: JSON.parse(event.schedule_rule),
      door_opens_minutes_before: event.door_opens_minutes_before,
      door_closes_minutes_after: event.door_closes_minutes_after,
      tickets: tickets
        .filter((ticket) => ticket.event_id === event.id)
        .map((ticket) => ({
          id: ticket.id,
          name: JSON.parse(ticket.name),
          price: ticket.price,
          vat_value: ticket.vat_value,
          sequence_no: ticket.sequence_no,
          group_id: ticket.group_id,
          group_name: ticket.group_name === null ? null : JSON.parse(ticket.group_name),
          family: flag(ticket.family),
          print_separately: flag(ticket.print_separately),
          unique_barcode: flag(ticket.unique_barcode),
          scan_separately: flag(ticket.scan_separately),
          book_with_cost: flag(ticket.book_with_cost),
          book_with_cost_warn: flag(ticket.book_with_cost_warn),
          subtickets: subtickets
            .filter((sub) => sub.ticket_id === ticket.id)
            .map((sub) => ({
              id: sub.id,
              name: JSON.parse(sub.name),
              price: sub.price,
              vat_value: sub.vat_value,
              min_quantity: sub.min_quantity,
              max_quantity: sub.max_quantity,
              sequence_no: sub.sequence_no,
            })),
        })),
    },
  }));
};

/** The shop's listed events as the catalog file writes them. */
export const exportEvents = async (db: Executor, shopId: number): Promise<CatalogEvent[]> => (await readEvents(db, shopId, { listed: true })).map((stored) => stored.event);
