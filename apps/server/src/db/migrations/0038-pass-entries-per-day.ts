import { sql, type Kysely } from 'kysely';

/**
 * How many times a day the door admits a pass card (docs/office.md "The door"), set by the museum per
 * pass type: `products.door_entries_per_day` for annual passes, and `issued_passes.door_entries_per_day`,
 * the number a card was sold with. Null is no limit. The passes and cards there are keep the one entry a
 * day they were sold with; goods have none.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('products').addColumn('door_entries_per_day', 'integer').execute();
  await sql`update products set door_entries_per_day = 1 where product_kind_ref = '13'`.execute(db);
  await db.schema.alterTable('issued_passes').addColumn('door_entries_per_day', 'integer').execute();
  await sql`update issued_passes set door_entries_per_day = 1`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('issued_passes').dropColumn('door_entries_per_day').execute();
  await db.schema.alterTable('products').dropColumn('door_entries_per_day').execute();
};
