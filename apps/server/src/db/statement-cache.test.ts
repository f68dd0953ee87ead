import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.js';

interface Schema {
  items: { id: number; name: string };
}

const open = (size?: number) => {
  const database = withStatementCache(new SqliteDatabase(':memory:'), size);
  return { database, db: new Kysely<Schema>({ dialect: new SqliteDialect({ database }) }) };
};

let opened: Kysely<Schema> | undefined;
afterEach(async () => opened?.destroy());

describe('statement cache', () => {
  it('runs the same statement with new parameters and sees every write', async () => {
    const { db, database } = open();
    opened = db;
    await sql`create table items (id integer primary key, name text not null)`.execute(db);
    for (const [id, name] of [[1, 'one'], [2, 'two'], [3, 'three']] as const) await db.insertInto('items').values({ id, name }).execute();
    const byId = (id: number) => db.selectFrom('items').select('name').where('id', '=', id).executeTakeFirst();
    expect(await byId(2)).toEqual({ name: 'two' });
    await db.updateTable('items').set({ name: 'zwei' }).where('id', '=', 2).execute();
    expect(await byId(2)).toEqual({ name: 'zwei' });
    expect(await byId(3)).toEqual({ name: 'three' });
    // create, insert, select, update: one statement each however often they ran.
    expect(database.cachedStatements()).toBe(4);
  });

  it('keeps transactions working and rolls back on failure', async () => {
    const { db } = open();
    opened = db;
    await sql`create table items (id integer primary key, name text not null)`.execute(db);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ id: 1, name: 'kept?' }).execute();
        await trx.insertInto('items').values({ id: 1, name: 'duplicate' }).execute();
      }),
    ).rejects.toThrow();
    await db.transaction().execute(async (trx) => trx.insertInto('items').values({ id: 2, name: 'committed' }).execute());
    expect(await db.selectFrom('items').select(['id', 'name']).execute()).toEqual([{ id: 2, name: 'committed' }]);
  });

  it('stays within its size, dropping the least recently used statement', async () => {
    const { db, database } = open(3);
    opened = db;
    await sql`create table items (id integer primary key, name text not null)`.execute(db);
    for (let width = 1; width <= 6; width += 1) {
      const ids = Array.from({ length: width }, (_, index) => index);
      expect(await db.selectFrom('items').select('id').where('id', 'in', ids).execute()).toEqual([]);
    }
    expect(database.cachedStatements()).toBe(3);
  });
});
