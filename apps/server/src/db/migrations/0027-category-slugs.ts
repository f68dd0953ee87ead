import { sql, type Kysely } from 'kysely';

/**
 * A category's slug is its address (`/{lang}/merchandise/{slug}`), so a shop has each slug once. The
 * office's check alone let two editors who save at the same instant on PostgreSQL both through; the
 * unique index does not. A slug a shop already has twice (an import before the catalog checked it, or
 * such a race) stays with its first category; each other one gets its id appended, and its version
 * counts up so an editor's open form is stale.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const { rows } = await sql<{ id: number; shop_id: number; slug: string }>`select id, shop_id, slug from product_groups order by id`.execute(db);
  const addressOf = (shopId: number, slug: string): string => `${shopId} ${slug}`;
  const taken = new Set(rows.map((row) => addressOf(row.shop_id, row.slug)));
  const kept = new Set<string>();
  for (const row of rows) {
    if (!kept.has(addressOf(row.shop_id, row.slug))) {
      kept.add(addressOf(row.shop_id, row.slug));
      continue;
    }
    let slug = `${row.slug}-${row.id}`;
    while (taken.has(addressOf(row.shop_id, slug))) slug = `${slug}-${row.id}`;
    taken.add(addressOf(row.shop_id, slug));
    await sql`update product_groups set slug = ${slug}, version = version + 1 where id = ${row.id}`.execute(db);
  }
  await db.schema.createIndex('product_groups_shop_slug_uq').unique().on('product_groups').columns(['shop_id', 'slug']).execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropIndex('product_groups_shop_slug_uq').execute();
};
