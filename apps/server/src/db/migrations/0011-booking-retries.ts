import type { Kysely } from 'kysely';

/**
 * A paid order whose booking fails in the background is retried with growing pauses: the order counts
 * its failed attempts and says when the next one is due, so every instance backs off alike.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  // SQLite adds one column per statement.
  await db.schema.alterTable('orders').addColumn('booking_attempts', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('orders').addColumn('next_booking_at', 'text').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const column of ['next_booking_at', 'booking_attempts']) await db.schema.alterTable('orders').dropColumn(column).execute();
};
