import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '../../test-support/migrated-database.js';

const t = useMigratedDatabase({ migrated: false });

const entries = () => sql<{ event_id: number }>`select event_id from event_list_entries`.execute(t.db).then((result) => result.rows.map((row) => row.event_id));

describe('migration 0018-event-list-entry-instants', () => {
  it('removes the entries written in the old shape, adds the sorting instant in museum time, and can be undone and done again', async () => {
    expect((await t.migrator().migrateTo('0017-donations')).error).toBeUndefined();
    await sql`insert into shops (id, settings) values (177, '{}')`.execute(t.db);
    await sql`insert into events (id, shop_id, name, description, venue, custom_groups, sequence_no, schedule_rule, listed, kind) values (501, 177, '{}', '{}', '{}', '[]', 1, '{}', 1, 'event')`.execute(t.db);
    await sql`insert into event_list_entries (shop_id, lang, event_id, sequence_no, mode, head, tail) values (177, 'en', 501, 1, 1, '{"id":501,', '"mode":1}')`.execute(t.db);
    expect(await entries()).toEqual([501]);

    expect((await t.migrator().migrateTo('0018-event-list-entry-instants')).error).toBeUndefined();
    expect(await entries()).toEqual([]);
    await sql`insert into event_list_entries (shop_id, lang, event_id, sequence_no, mode, head, sorting_museum, tail) values (177, 'en', 501, 1, 1, '{"id":501,"sorting_datetime":"', '2025-06-05T10:00:00+02:00', '","mode":1}')`.execute(t.db);

    expect((await t.migrator().migrateTo('0017-donations')).error).toBeUndefined();
    expect(await entries()).toEqual([]);
    expect((await t.migrator().migrateTo('0018-event-list-entry-instants')).error).toBeUndefined();
  });
});
