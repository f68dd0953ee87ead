import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { PaymentStatus, PaymentsTable } from '../db/schema-orders.js';

export type PaymentRow = Selectable<PaymentsTable>;

export const insertPayment = async (db: Db, payment: Insertable<PaymentsTable>): Promise<void> => {
  await db.insertInto('payments').values(payment).execute();
};

export const findPayment = (db: Db, id: string): Promise<PaymentRow | undefined> =>
  db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();

/** The order's payment attempt (one per order: a retry after a decline starts a new order). */
export const findOrderPayment = (db: Db, orderId: number): Promise<PaymentRow | undefined> =>
  db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('created_at', 'desc').executeTakeFirst();

/** Settles an open payment once; a second click or a replayed form finds it settled and changes nothing. */
export const settlePayment = async (db: Db, id: string, status: Exclude<PaymentStatus, 'created'>, now: Date): Promise<boolean> => {
  const result = await db
    .updateTable('payments')
    .set({ status, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'created')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};
