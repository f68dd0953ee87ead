import type { Kysely } from 'kysely';

/**
 * The office's reports (modules/reports, docs/office.md "Reports") count the orders booked between
 * two instants. `orders_booked_idx` holds the shop, the booking instant and the amounts the sales
 * report adds up, so a year of a million orders is read from the index alone, in booking order;
 * the other reports reach each order's lines, payments and claims from the orders it finds by their
 * own order indexes.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.createIndex('orders_booked_idx').on('orders').columns(['shop_id', 'booked_at', 'total_cents', 'shipping_cents']).execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropIndex('orders_booked_idx').execute();
};
