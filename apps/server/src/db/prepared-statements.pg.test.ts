import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { withPreparedStatements } from './prepared-statements.js';

interface Schema {
  items: { id: number; name: string };
}

describe('prepared statements (PostgreSQL)', () => {
  let database: TestDatabase;
  const open = (size?: number) => {
    if (database.database.kind !== 'postgres') throw new Error('PostgreSQL test database expected');
    const pool = new pg.Pool({ connectionString: database.database.url, max: 1, options: `-c search_path=${database.database.schema}` });
    const prepared = withPreparedStatements(pool, size);
    return { prepared, db: new Kysely<Schema>({ dialect: new PostgresDialect({ pool: prepared }) }) };
  };
  /** What the one connection of a pool has prepared, by statement text. */
  const preparedTexts = async (db: Kysely<Schema>) =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows.map((row) => row.statement);

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = open();
    await sql`create table items (id integer primary key, name text not null)`.execute(db);
    await db.destroy();
  });
  afterAll(async () => database.drop());

  it('prepares a statement with parameters once per connection and runs it with new values', async () => {
    const { db, prepared } = open();
    try {
      for (const [id, name] of [[1, 'one'], [2, 'two'], [3, 'three']] as const) await db.insertInto('items').values({ id, name }).execute();
      const byId = (id: number) => db.selectFrom('items').select('name').where('id', '=', id).executeTakeFirst();
      expect(await byId(2)).toEqual({ name: 'two' });
      await db.updateTable('items').set({ name: 'zwei' }).where('id', '=', 2).execute();
      expect(await byId(2)).toEqual({ name: 'zwei' });
      expect(await byId(3)).toEqual({ name: 'three' });
      const texts = await preparedTexts(db);
      expect(texts.filter((text) => text.startsWith('insert into "items"'))).toHaveLength(1);
      expect(texts.filter((text) => text.startsWith('select "name" from "items"'))).toHaveLength(1);
      expect(prepared.namedStatements()).toBe(3);
    } finally {
      await db.destroy();
    }
  });

  it('keeps statements without parameters and transactions on the simple protocol', async () => {
    const { db, prepared } = open();
    try {
      await sql`select 1; select 2`.execute(db);
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.insertInto('items').values({ id: 10, name: 'kept?' }).execute();
          await trx.insertInto('items').values({ id: 10, name: 'duplicate' }).execute();
        }),
      ).rejects.toThrow();
      expect(await db.selectFrom('items').select('id').where('id', '=', 10).execute()).toEqual([]);
      expect(prepared.namedStatements()).toBe(2);
    } finally {
      await db.destroy();
    }
  });

  it('runs a statement answering every column again after a migration added a column, preparing every statement afresh', async () => {
    const { db, prepared } = open();
    try {
      await sql`create table wide (id integer primary key, name text not null)`.execute(db);
      await sql`insert into wide (id, name) values (1, 'one')`.execute(db);
      const every = () => db.selectFrom('wide' as 'items').selectAll().where('id', '=', 1).execute();
      const names = () => db.selectFrom('wide' as 'items').select('name').where('id', '>', 0).execute();
      expect(await every()).toEqual([{ id: 1, name: 'one' }]);
      await names();
      await sql`alter table wide add column added text`.execute(db);
      expect(await every()).toEqual([{ id: 1, name: 'one', added: null }]);
      expect(await names()).toEqual([{ name: 'one' }]);
      expect(await every()).toEqual([{ id: 1, name: 'one', added: null }]);
      // Both texts were forgotten with the failure and prepared again under new names.
      expect(prepared.namedStatements()).toBe(2);
      expect((await preparedTexts(db)).filter((text) => text.includes('"wide"'))).toHaveLength(4);
    } finally {
      await db.destroy();
    }
  });

  it('lets a transaction whose statement changed shape fail, and runs it afresh on the next attempt', async () => {
    const { db } = open();
    try {
      await sql`create table wider (id integer primary key, name text not null)`.execute(db);
      await sql`insert into wider (id, name) values (1, 'one')`.execute(db);
      const inTransaction = () => db.transaction().execute((trx) => trx.selectFrom('wider' as 'items').selectAll().where('id', '=', 1).execute());
      expect(await inTransaction()).toEqual([{ id: 1, name: 'one' }]);
      await sql`alter table wider add column added text`.execute(db);
      await expect(inTransaction()).rejects.toThrow('cached plan must not change result type');
      expect(await inTransaction()).toEqual([{ id: 1, name: 'one', added: null }]);
    } finally {
      await db.destroy();
    }
  });

  it('names at most `size` texts and gives a returning text a new name', async () => {
    const { db, prepared } = open(2);
    try {
      await sql`insert into items (id, name) values (20, 'twenty')`.execute(db);
      const byId = (id: number) => db.selectFrom('items').select('name').where('id', '=', id).execute();
      const byName = (name: string) => db.selectFrom('items').select('id').where('name', '=', name).execute();
      const byBoth = (id: number, name: string) => db.selectFrom('items').select('id').where('id', '=', id).where('name', '=', name).execute();
      await byId(20);
      await byName('twenty');
      await byBoth(20, 'twenty');
      expect(prepared.namedStatements()).toBe(2);
      expect(await byId(20)).toEqual([{ name: 'twenty' }]);
      // The first text came back after its eviction: prepared again under a second name, answering the same.
      expect((await preparedTexts(db)).filter((text) => text.startsWith('select "name" from "items" where "id"'))).toHaveLength(2);
    } finally {
      await db.destroy();
    }
  });
});
