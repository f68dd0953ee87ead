import type { Insertable, Selectable } from 'kysely';
import type { PaymentsTable } from '../db/schema-orders.js';
import { compiledOnce, firstRow } from '../db/compiled-once.js';
import type { Db } from '../db/database.js';
import type { Executor } from '../modules/claims/claim-resources.js';

export type PaymentRow = Selectable<PaymentsTable>;

export const insertPayment = async (db: Executor, payment: Insertable<PaymentsTable>): Promise<void> => {
  await db.insertInto('payments').values(payment).execute();
};

const paymentById = compiledOnce((db: Db, id: string) => db.selectFrom('payments').selectAll().where('id', '=', id));
export const findPayment = (db: Executor, id: string): Promise<PaymentRow | undefined> => firstRow(paymentById(db, id));

/** The order's payments through a provider, oldest first (a payment declined on an existing order may be followed by another). */
export const findPaymentsOf = (db: Executor, orderId: number): Promise<PaymentRow[]> =>
  db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('created_at').orderBy('id').execute();

/** Payments still open at their provider. */
const openPayments = compiledOnce((db: Db, orderId: number) => db.selectFrom('payments').selectAll().where('order_id', '=', orderId).where('status', '=', 'created'));
export const findOpenPayments = async (db: Executor, orderId: number): Promise<PaymentRow[]> => (await openPayments(db, orderId)).rows;

const providerRef = compiledOnce((db: Db, id: string, ref: string) => db.updateTable('payments').set({ provider_ref: ref }).where('id', '=', id));
export const setProviderRef = async (db: Executor, id: string, ref: string): Promise<void> => {
  await providerRef(db, id, ref);
};

/**
 * Confirms a payment that is open or was closed unpaid (the provider took the money after all), by
 * one conditional UPDATE; answers its order, or undefined when it was in no such state.
 */
const confirmUnpaid = compiledOnce((db: Db, id: string, now: string) =>
  db.updateTable('payments').set({ status: 'confirmed', updated_at: now }).where('id', '=', id).where('status', 'in', ['created', 'declined', 'canceled']).returning('order_id'),
);
export const confirmUnpaidPayment = (db: Executor, id: string, now: Date): Promise<{ order_id: number } | undefined> => firstRow(confirmUnpaid(db, id, now.toISOString()));
