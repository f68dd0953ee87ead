import type { Kysely } from 'kysely';
import type { MigrationList } from '../../db/migration-list.js';

/**
 * Donations: each shop's offer of a "support the museum" line (texts, fixed amounts, the bounds of an
 * amount of choice, whether a paid donation gets a receipt). One offer per shop, keyed by its catalog
 * id; an offer the catalog drops stays unlisted, so booked lines can still be read. A booked donation
 * is an order line like any other and needs no table of its own.
 */
const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('donation_offers')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('shop_id', 'integer', (col) => col.notNull().references('shops.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('thanks', 'text', (col) => col.notNull())
    .addColumn('amounts', 'text', (col) => col.notNull())
    .addColumn('min_amount', 'integer')
    .addColumn('max_amount', 'integer')
    .addColumn('receipt', 'integer', (col) => col.notNull())
    .addColumn('listed', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('donation_offers_shop_idx').on('donation_offers').columns(['shop_id', 'listed']).execute();
};

const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('donation_offers').execute();
};

/** The kind's migrations, by the names databases have recorded since they lived in db/migrations. */
export const donationsMigrations: MigrationList = { '0017-donations': { up, down } };
