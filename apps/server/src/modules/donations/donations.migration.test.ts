import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '../../test-support/migrated-database.js';

const t = useMigratedDatabase({ migrated: false });

describe('migration 0017-donations', () => {
  it('keeps one offer per shop with optional bounds, and can be undone and done again', async () => {
    expect((await t.migrator().migrateTo('0017-donations')).error).toBeUndefined();
    await sql`insert into shops (id, settings) values (177, '{}')`.execute(t.db);
    await sql`insert into donation_offers (id, shop_id, name, text, thanks, amounts, receipt) values (1, 177, '{"en":"Support"}', '{}', '{}', '[500]', 0)`.execute(t.db);
    expect(await t.db.selectFrom('donation_offers').select(['id', 'min_amount', 'listed']).execute()).toEqual([{ id: 1, min_amount: null, listed: 1 }]);

    expect((await t.migrator().migrateTo('0016-event-list-entries')).error).toBeUndefined();
    expect((await t.migrator().migrateTo('0017-donations')).error).toBeUndefined();
    expect(await t.db.selectFrom('donation_offers').select('id').execute()).toEqual([]);
  });
});
