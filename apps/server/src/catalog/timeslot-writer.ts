import type { Executor } from '../db/database.js';
import { scheduleRuleSchema, type ScheduleRule } from './schedule-rule.schema.js';
import { writeEventListEntries } from './event-list-entries.js';
import { generateTimeslots, type GeneratedSlot } from './timeslot-generation.js';

const BATCH = 100;

/**
 * Writes a rule's slots. New rows are inserted (sold-out demo days fully sold). On a catalog import
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
  for (const shopId of new Set(events.map((event) => event.shop_id))) await writeEventListEntries(db, shopId, timeZone);
  return events.length;
};
