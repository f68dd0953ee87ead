import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../kernel/unique-violation.js';
import { useMigratedDatabase } from '../../test-support/migrated-database.js';

const t = useMigratedDatabase({ migrated: false });

const addCategory = (id: number, shopId: number, slug: string) =>
  sql`insert into product_groups (id, shop_id, slug, name, sequence_no) values (${id}, ${shopId}, ${slug}, '{}', ${id})`.execute(t.db);
const categories = () =>
  sql<{ id: number; shop_id: number; slug: string; version: number }>`select id, shop_id, slug, version from product_groups order by id`.execute(t.db).then((result) => result.rows);
const refusal = (write: Promise<unknown>) => write.then(() => 'written', (error: unknown) => (isUniqueViolation(error) ? 'unique violation' : error));

describe('migration 0027-category-slugs', () => {
  it('gives a slug a shop has twice to its first category only, then refuses a second one per shop; can be undone and done again', async () => {
    expect((await t.migrator().migrateTo('0026-commerce-versions')).error).toBeUndefined();
    await sql`insert into shops (id, settings) values (271, '{}'), (272, '{}')`.execute(t.db);
    await addCategory(1, 271, 'books');
    await addCategory(2, 271, 'books');
    // The address the second "books" would take is taken too: it moves on to the next.
    await addCategory(3, 271, 'books-2');
    await addCategory(4, 271, 'books');
    await addCategory(5, 272, 'books');

    expect((await t.migrator().migrateTo('0027-category-slugs')).error).toBeUndefined();
    expect(await categories()).toEqual([
      { id: 1, shop_id: 271, slug: 'books', version: 1 },
      { id: 2, shop_id: 271, slug: 'books-2-2', version: 2 },
      { id: 3, shop_id: 271, slug: 'books-2', version: 1 },
      { id: 4, shop_id: 271, slug: 'books-4', version: 2 },
      { id: 5, shop_id: 272, slug: 'books', version: 1 },
    ]);
    expect(await refusal(addCategory(6, 271, 'books'))).toBe('unique violation');
    expect(await refusal(addCategory(7, 272, 'posters'))).toBe('written');

    expect((await t.migrator().migrateTo('0026-commerce-versions')).error).toBeUndefined();
    expect(await refusal(addCategory(8, 272, 'posters'))).toBe('written');
    await sql`delete from product_groups where id = 8`.execute(t.db);
    expect((await t.migrator().migrateTo('0027-category-slugs')).error).toBeUndefined();
  });
});
