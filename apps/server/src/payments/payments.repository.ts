import type { Insertable, Selectable } from 'kysely';
import type { PaymentsTable } from '../db/schema-orders.js';
import type { Executor } from '../modules/claims/claim-resources.js';

export type PaymentRow = Selectable<PaymentsTable>;

export const insertPayment = async (db: Executor, payment: Insertable<PaymentsTable>): Promise<void> => {
  await db.insertInto('payments').values(payment).execute();
};

export const findPayment = (db: Executor, id: string): Promise<PaymentRow | undefined> =>
  db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();

/** The order's payments through a provider, oldest first (a payment declined on an existing order may be followed by another). */
export const findPaymentsOf = (db: Executor, orderId: number): Promise<PaymentRow[]> =>
  db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('created_at').orderBy('id').execute();

/** Payments still open at their provider. */
export const findOpenPayments = (db: Executor, orderId: number): Promise<PaymentRow[]> =>
  db.selectFrom('payments').selectAll().where('order_id', '=', orderId).where('status', '=', 'created').execute();

export const setProviderRef = async (db: Executor, id: string, providerRef: string): Promise<void> => {
  await db.updateTable('payments').set({ provider_ref: providerRef }).where('id', '=', id).execute();
};
