import type { Executor } from '../../db/database.js';
import type { CatalogPart, CatalogWrite } from '../../catalog/catalog-part.js';
import { modeOfRule } from '../../catalog/schedule-rule.schema.js';
import { generateTimeslots, type GeneratedSlot } from '../../catalog/timeslot-generation.js';
import { closeStaleSlots, refreshEventEnd, writeSlots } from '../../catalog/timeslot-writer.js';
import { writeEventListEntries } from '../../catalog/event-list-entries.js';
import { exportEvents } from './events-catalog-export.js';
import { eventsSchema, type CatalogEvent } from './events-catalog.schema.js';
import type { NewRow } from '../../kernel/new-row.js';

const flag = (value: boolean): number => (value ? 1 : 0);

const upsertTickets = async (db: Executor, event: CatalogEvent): Promise<void> => {
  const ticketIds = event.tickets.map((ticket) => ticket.id);
  await db.deleteFrom('event_tickets').where('event_id', '=', event.id).where('id', 'not in', ticketIds).execute();
  for (const ticket of event.tickets) {
    const row = {
      event_id: event.id,
      name: JSON.stringify(ticket.name),
      price: ticket.price,
      vat_value: ticket.vat_value,
      mode: modeOfRule(event.schedule),
      sequence_no: ticket.sequence_no,
      group_id: ticket.group_id,
      group_name: ticket.group_name === null ? null : JSON.stringify(ticket.group_name),
      family: flag(ticket.family),
      print_separately: flag(ticket.print_separately),
      unique_barcode: flag(ticket.unique_barcode),
      scan_separately: flag(ticket.scan_separately),
      book_with_cost: flag(ticket.book_with_cost),
      book_with_cost_warn: flag(ticket.book_with_cost_warn),
    };
    await db.insertInto('event_tickets').values({ id: ticket.id, ...row }).onConflict((oc) => oc.column('id').doUpdateSet(row)).execute();
    let staleSubtickets = db.deleteFrom('subtickets').where('ticket_id', '=', ticket.id);
    if (ticket.subtickets.length > 0) staleSubtickets = staleSubtickets.where('id', 'not in', ticket.subtickets.map((sub) => sub.id));
    await staleSubtickets.execute();
    for (const sub of ticket.subtickets) {
      const subRow = {
        ticket_id: ticket.id,
        name: JSON.stringify(sub.name),
        price: sub.price,
        vat_value: sub.vat_value,
        min_quantity: sub.min_quantity,
        max_quantity: sub.max_quantity,
        sequence_no: sub.sequence_no,
      };
      await db.insertInto('subtickets').values({ id: sub.id, ...subRow }).onConflict((oc) => oc.column('id').doUpdateSet(subRow)).execute();
    }
  }
};

/**
 * Writes one event of a shop: its row, tickets, subtickets and the slots its rule yields. The
 * catalog's import and the office's edits both write through here; the caller then rewrites the
 * shop's event list entries. `created`: the office's new event, on an id it counted as free (NewRow).
 */
export const writeEvent = async (
  db: Executor,
  shopId: number,
  event: CatalogEvent,
  listed: boolean,
  now: Date,
  timeZone: string,
  /** The slots its rule yields, when the caller generated them already. */
  slots: GeneratedSlot[] = generateTimeslots(event.schedule, now, timeZone),
  { created = false }: NewRow = {},
): Promise<void> => {
  const row = {
    shop_id: shopId,
    name: JSON.stringify(event.name),
    description: JSON.stringify(event.description),
    venue: JSON.stringify(event.venue),
    custom_groups: JSON.stringify(event.custom_groups),
    sequence_no: event.sequence_no,
    sorting_datetime: event.sorting_datetime,
    image: event.image,
    schedule_rule: JSON.stringify(event.schedule),
    listed: flag(listed),
    kind: 'event',
    door_opens_minutes_before: event.door_opens_minutes_before,
    door_closes_minutes_after: event.door_closes_minutes_after,
  };
  const insert = db.insertInto('events').values({ id: event.id, ends_at: null, ...row });
  await (created ? insert : insert.onConflict((oc) => oc.column('id').doUpdateSet(row))).execute();
  await upsertTickets(db, event);
  await writeSlots(db, event.id, slots, true);
  await closeStaleSlots(db, event.id, slots, now);
  await refreshEventEnd(db, event.id);
};

/**
 * Upserts a shop's events. With `prune`, events the file no longer names stay in the database
 * unlisted, because orders may point at their slots.
 */
const upsertEvents = async (db: Executor, shopId: number, events: CatalogEvent[], { clock: { now, timeZone }, prune }: CatalogWrite): Promise<void> => {
  if (prune) {
    let unlisted = db.updateTable('events').set({ listed: 0 }).where('shop_id', '=', shopId).where('kind', '=', 'event');
    if (events.length > 0) unlisted = unlisted.where('id', 'not in', events.map((event) => event.id));
    await unlisted.execute();
  }
  for (const event of events) await writeEvent(db, shopId, event, true, now, timeZone);
  await writeEventListEntries(db, shopId, timeZone);
};

const eventsShape = {
  /** Events with tickets and a timeslot rule; a shop without tickets needs none. */
  events: eventsSchema.default([]),
};

/** The events of the catalog file: each event, its tickets and subtickets, and the slots its rule yields. */
export const eventsCatalog: CatalogPart<typeof eventsShape> = {
  shape: eventsShape,
  lists: { events: { removal: 'unlist' } },
  eventRowIds: ({ events }) => events.map((event) => event.id),
  suggestible: ({ events }) => ({ ticket: events.map((event) => event.id) }),
  load: (trx, shopId, { events }, write) => upsertEvents(trx, shopId, events, write),
  export: async (db, shopId) => ({ events: await exportEvents(db, shopId) }),
};
