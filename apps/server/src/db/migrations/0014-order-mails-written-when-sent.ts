import type { Kysely } from 'kysely';

/**
 * An order's mails (the booking confirmation, the reservation) are written when they are sent, no
 * longer inside the transaction that books or reserves the order: that transaction queues a row
 * naming the order and the mail (`order_id`, `order_mail`) with the customer's address, and the mail
 * worker writes the text from the order. Such rows wait as `queued`, a status releases before this
 * one never pick up, so an older instance beside a newer one (a rolling restart) never sends one
 * unwritten. Rows that carry their text (account mails, and every row from before) stay `pending`.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('outbox').addColumn('order_id', 'integer').execute();
  await db.schema.alterTable('outbox').addColumn('order_mail', 'text').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('outbox').dropColumn('order_mail').execute();
  await db.schema.alterTable('outbox').dropColumn('order_id').execute();
};
