import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '../../test-support/migrated-database.js';

const t = useMigratedDatabase({ migrated: false });

const NOW = '2026-11-29T08:00:00.000Z';

/** An event with a slot and its list entry, as they were before the entries kept first slots. */
const seedEvent = async () => {
  await sql`insert into shops (id, settings) values (177, '{}')`.execute(t.db);
  await sql`insert into events (id, shop_id, name, description, venue, custom_groups, sequence_no, listed, kind, schedule_rule)
    values (501, 177, '{}', '{}', '{}', '[]', 1, 1, 'event', '{}')`.execute(t.db);
  await sql`insert into timeslots (id, event_id, starts_at, ends_at, capacity, sold, held) values (1, 501, '2026-12-01T09:00:00.000Z', '2026-12-01T10:00:00.000Z', 10, 0, 0)`.execute(t.db);
  await sql`insert into event_list_entries (shop_id, lang, event_id, sequence_no, mode, longest_slot_minutes, head, tail) values (177, 'en', 501, 1, 1, 60, '{', '}')`.execute(t.db);
};

const entry = () => t.db.selectFrom('event_list_entries' as never).select(['first_until' as never, 'first_version' as never]).executeTakeFirstOrThrow() as Promise<{ first_until: string | null; first_version: number }>;

describe('migration 0039-event-list-first-slots', () => {
  it('starts every entry not knowing its first slot, makes a change of a slot forget it, and can be undone and done again', async () => {
    expect((await t.migrator().migrateTo('0037-refund-report-indexes')).error).toBeUndefined();
    await seedEvent();
    expect((await t.migrator().migrateTo('0039-event-list-first-slots')).error).toBeUndefined();
    expect(await entry()).toEqual({ first_until: null, first_version: 0 });
    await sql`update event_list_entries set first_until = ${NOW}`.execute(t.db);
    await sql`update timeslots set capacity = 5 where id = 1`.execute(t.db);
    expect(await entry()).toEqual({ first_until: null, first_version: 1 });
    expect((await t.migrator().migrateTo('0037-refund-report-indexes')).error).toBeUndefined();
    await sql`update timeslots set capacity = 6 where id = 1`.execute(t.db);
    expect((await t.migrator().migrateTo('0039-event-list-first-slots')).error).toBeUndefined();
    expect(await entry()).toEqual({ first_until: null, first_version: 0 });
  });
});
