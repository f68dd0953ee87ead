import type { Executor } from '../modules/claims/claim-resources.js';
import { scheduleRuleSchema, MODE_OF_KIND, type CatalogEvent, type ScheduleRule } from './catalog-events.schema.js';
import { writeEventListEntries } from './event-list-entries.js';
import { generateTimeslots, type GeneratedSlot } from './timeslot-generation.js';

const BATCH = 100;
const flag = (value: boolean): number => (value ? 1 : 0);

/**
 * Writes a rule's slots. New rows are inserted (sold-out demo days fully sold). On a catalog load
 * existing rows take the new capacity, never below what is already sold or held; a top-up on start
 * leaves existing rows alone.
 */
export const writeSlots = async (db: Executor, eventId: number, slots: GeneratedSlot[], updateCapacity: boolean): Promise<void> => {
  for (let index = 0; index < slots.length; index += BATCH) {
    const rows = slots.slice(index, index + BATCH).map((slot) => ({ event_id: eventId, held: 0, ...slot }));
    await db
      .insertInto('timeslots')
      .values(rows)
      .onConflict((oc) => {
        const target = oc.columns(['event_id', 'starts_at']);
        if (!updateCapacity) return target.doNothing();
        return target.doUpdateSet((eb) => {
          const taken = eb(eb.ref('timeslots.sold'), '+', eb.ref('timeslots.held'));
          return {
            ends_at: eb.ref('excluded.ends_at'),
            capacity: eb.case().when(eb.ref('excluded.capacity'), '>=', taken).then(eb.ref('excluded.capacity')).else(taken).end(),
          };
        });
      })
      .execute();
  }
};

/** Future slots the rule no longer yields are closed (capacity down to what is taken), never deleted: orders may point at them. */
export const closeStaleSlots = async (db: Executor, eventId: number, slots: GeneratedSlot[], now: Date): Promise<void> => {
  const keep = new Set(slots.map((slot) => slot.starts_at));
  const future = await db
    .selectFrom('timeslots')
    .select(['id', 'starts_at'])
    .where('event_id', '=', eventId)
    .where('starts_at', '>', now.toISOString())
    .execute();
  const stale = future.filter((row) => !keep.has(row.starts_at)).map((row) => row.id);
  for (let index = 0; index < stale.length; index += BATCH) {
    await db
      .updateTable('timeslots')
      .set((eb) => ({ capacity: eb('sold', '+', eb.ref('held')) }))
      .where('id', 'in', stale.slice(index, index + BATCH))
      .execute();
  }
};

export const refreshEventEnd = async (db: Executor, eventId: number): Promise<void> => {
  const row = await db
    .selectFrom('timeslots')
    .select((eb) => eb.fn.max('ends_at').as('last'))
    .where('event_id', '=', eventId)
    .where('capacity', '>', 0)
    .executeTakeFirst();
  await db.updateTable('events').set({ ends_at: row?.last ?? null }).where('id', '=', eventId).execute();
};

const upsertTickets = async (db: Executor, event: CatalogEvent): Promise<void> => {
  const ticketIds = event.tickets.map((ticket) => ticket.id);
  await db.deleteFrom('event_tickets').where('event_id', '=', event.id).where('id', 'not in', ticketIds).execute();
  for (const ticket of event.tickets) {
    const row = {
      event_id: event.id,
      name: JSON.stringify(ticket.name),
      price: ticket.price,
      vat_value: ticket.vat_value,
      mode: MODE_OF_KIND[event.schedule.kind],
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
 * Upserts a shop's events, tickets, subtickets and generated slots. Events the file no longer names
 * stay in the database unlisted, because orders may point at their slots.
 */
export const upsertEvents = async (db: Executor, shopId: number, events: CatalogEvent[], now: Date, timeZone: string): Promise<void> => {
  let unlisted = db.updateTable('events').set({ listed: 0 }).where('shop_id', '=', shopId).where('kind', '=', 'event');
  if (events.length > 0) unlisted = unlisted.where('id', 'not in', events.map((event) => event.id));
  await unlisted.execute();
  for (const event of events) {
    const row = {
      shop_id: shopId,
      name: JSON.stringify(event.name),
      description: JSON.stringify(event.description),
      venue: JSON.stringify(event.venue),
      custom_groups: JSON.stringify(event.custom_groups),
      sequence_no: event.sequence_no,
      sorting_datetime: event.sorting_datetime === null ? null : new Date(event.sorting_datetime).toISOString(),
      image: event.image,
      schedule_rule: JSON.stringify(event.schedule),
      listed: 1,
      kind: 'event',
    };
    await db.insertInto('events').values({ id: event.id, ends_at: null, ...row }).onConflict((oc) => oc.column('id').doUpdateSet(row)).execute();
    await upsertTickets(db, event);
    const slots = generateTimeslots(event.schedule, now, timeZone);
    await writeSlots(db, event.id, slots, true);
    await closeStaleSlots(db, event.id, slots, now);
    await refreshEventEnd(db, event.id);
  }
  await writeEventListEntries(db, shopId);
};

/**
 * On every start: adds the slots the rules yield for the days that came since (the window moves with
 * "today"), and writes the event lists again, which show the events' ends (and are first written by
 * the start after the migration that brought them).
 */
export const topUpTimeslots = async (db: Executor, now: Date, timeZone: string): Promise<number> => {
  const events = await db.selectFrom('events').select(['id', 'shop_id', 'schedule_rule']).where('listed', '=', 1).execute();
  for (const event of events) {
    const rule: ScheduleRule = scheduleRuleSchema.parse(JSON.parse(event.schedule_rule));
    await writeSlots(db, event.id, generateTimeslots(rule, now, timeZone), false);
    await refreshEventEnd(db, event.id);
  }
  for (const shopId of new Set(events.map((event) => event.shop_id))) await writeEventListEntries(db, shopId);
  return events.length;
};
