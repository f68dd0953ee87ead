import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '../../test-support/migrated-database.js';

const t = useMigratedDatabase({ migrated: false });

const now = '2026-11-20T10:00:00.000Z';
const customer = (id: number, isGuest: number, email: string, key: string | null) =>
  t.db.insertInto('customers').values({ id, shop_id: 177, is_guest: isGuest, email, email_key: key, fname: 'A', lname: 'B', send_invoice: 0, lang: 'en', created_at: now });

describe('migration 0009-accounts', () => {
  it('keeps existing guests and lets only one registered customer per shop have an e-mail key', async () => {
    expect((await t.migrator().migrateTo('0008-passes-and-gift-vouchers')).error).toBeUndefined();
    await sql`insert into shops (id, settings) values (177, '{}')`.execute(t.db);
    await sql`insert into customers (id, shop_id, is_guest, email, fname, lname, send_invoice, lang, created_at) values (1, 177, 1, 'ada@example.org', 'Ada', 'Lovelace', 0, 'en', ${now})`.execute(t.db);
    const after = await t.migrator().migrateTo('0009-accounts');
    expect(after.results?.map((result) => [result.migrationName, result.status])).toEqual([['0009-accounts', 'Success']]);

    const guest = await t.db.selectFrom('customers').select(['password_hash', 'email_key', 'failed_logins', 'locked_until']).where('id', '=', 1).executeTakeFirstOrThrow();
    expect(guest).toEqual({ password_hash: null, email_key: null, failed_logins: 0, locked_until: null });
    await customer(2, 1, 'ada@example.org', 'ada@example.org').execute();
    await customer(3, 0, 'Ada@example.org', 'ada@example.org').execute();
    await expect(customer(4, 0, 'ADA@example.org', 'ada@example.org').execute()).rejects.toThrow();
    await customer(5, 1, 'ada@example.org', 'ada@example.org').execute();
    await expect(t.db.updateTable('customers').set({ is_guest: 0 }).where('id', '=', 5).execute()).rejects.toThrow();
  });

  it('stores each reset token hash once and drops resets with their customer', async () => {
    const reset = (id: number) => ({ id, customer_id: 3, token_hash: 'hash', created_at: now, expires_at: now, used_at: null });
    await t.db.insertInto('password_resets').values(reset(1)).execute();
    await expect(t.db.insertInto('password_resets').values(reset(2)).execute()).rejects.toThrow();
    await t.db.deleteFrom('customers').where('id', '=', 3).execute();
    expect(await t.db.selectFrom('password_resets').select('id').execute()).toEqual([]);
  });

  it('rolls back', async () => {
    expect((await t.migrator().migrateTo('0008-passes-and-gift-vouchers')).error).toBeUndefined();
    const schema = t.schema();
    const tables = await t.db.introspection.getTables();
    const columns = tables.find((table) => table.name === 'customers' && (schema === undefined || table.schema === schema))?.columns.map((column) => column.name);
    expect(columns).toContain('email');
    expect(columns).not.toContain('email_key');
  });
});
