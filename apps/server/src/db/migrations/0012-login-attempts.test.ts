import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '../../test-support/migrated-database.js';

const t = useMigratedDatabase({ migrated: false });

const later = (minutes: number): string => new Date(Date.now() + minutes * 60_000).toISOString();
const earlier = (minutes: number): string => later(-minutes);
const lockedUntil = later(9);

const customerColumns = async (): Promise<string[] | undefined> => {
  const schema = t.schema();
  const tables = await t.db.introspection.getTables();
  return tables.find((table) => table.name === 'customers' && (schema === undefined || table.schema === schema))?.columns.map((column) => column.name);
};

describe('migration 0012-login-attempts', () => {
  it('carries a lock in force and failures counted on an account over to its address', async () => {
    expect((await t.migrator().migrateTo('0011-booking-retries')).error).toBeUndefined();
    await sql`insert into shops (id, settings) values (177, '{}')`.execute(t.db);
    const customer = (id: number, isGuest: number, key: string, failed: number, lockedUntil: string | null) =>
      sql`insert into customers (id, shop_id, is_guest, email, email_key, fname, lname, send_invoice, lang, created_at, failed_logins, locked_until)
        values (${id}, 177, ${isGuest}, ${key}, ${isGuest === 1 ? null : key}, 'A', 'B', 0, 'en', ${earlier(60)}, ${failed}, ${lockedUntil})`.execute(t.db);
    await customer(1, 0, 'locked@example.org', 0, lockedUntil);
    await customer(2, 0, 'three@example.org', 3, null);
    await customer(3, 0, 'lock-ended@example.org', 0, earlier(1));
    await customer(4, 0, 'clean@example.org', 0, null);
    await customer(5, 1, 'guest@example.org', 2, null);

    expect((await t.migrator().migrateTo('0012-login-attempts')).error).toBeUndefined();
    const rows = await t.db.selectFrom('login_attempts').selectAll().orderBy('email_key').execute();
    expect(rows.map(({ email_key, attempts }) => [email_key, attempts])).toEqual([
      ['locked@example.org', 5],
      ['three@example.org', 3],
    ]);
    expect(rows[0]?.window_ends_at).toBe(lockedUntil);
    expect(Date.parse(rows[1]?.window_ends_at ?? '')).toBeGreaterThan(Date.parse(later(14)));
    // The previous release still reads and writes them during a rolling restart.
    expect(await customerColumns()).toEqual(expect.arrayContaining(['failed_logins', 'locked_until']));
  });

  it('keeps one row per address and one per rate-limit key', async () => {
    const attempt = { shop_id: 177, email_key: 'twice@example.org', attempts: 1, window_ends_at: later(15) };
    await t.db.insertInto('login_attempts').values(attempt).execute();
    await t.db.insertInto('login_attempts').values({ ...attempt, shop_id: 178 }).execute();
    await expect(t.db.insertInto('login_attempts').values(attempt).execute()).rejects.toThrow();
    const limit = { key: 'POST/api/:lang/auth/login-127.0.0.1', hits: 1, resets_at: later(1) };
    await t.db.insertInto('rate_limits').values(limit).execute();
    await expect(t.db.insertInto('rate_limits').values(limit).execute()).rejects.toThrow();
  });

  it('rolls back with the locks in force back on their accounts, and can be done again', async () => {
    const lockedLater = later(12);
    await t.db.insertInto('login_attempts').values({ shop_id: 177, email_key: 'clean@example.org', attempts: 6, window_ends_at: lockedLater }).execute();
    expect((await t.migrator().migrateTo('0011-booking-retries')).error).toBeUndefined();
    const back = await sql<{ id: number; failed_logins: number; locked_until: string | null }>`select id, failed_logins, locked_until from customers order by id`.execute(t.db);
    expect(back.rows.map((row) => [row.id, row.failed_logins, row.locked_until])).toEqual([
      [1, 0, lockedUntil],
      [2, 0, null],
      [3, 0, null],
      [4, 0, lockedLater],
      [5, 2, null],
    ]);
    expect((await t.migrator().migrateTo('0012-login-attempts')).error).toBeUndefined();
    expect(await t.db.selectFrom('login_attempts').select('email_key').orderBy('email_key').execute()).toEqual([{ email_key: 'clean@example.org' }, { email_key: 'locked@example.org' }]);
  });
});
