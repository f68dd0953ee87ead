import type { Insertable, Selectable } from 'kysely';
import type { PaymentsTable } from '../db/schema-orders.js';
import { compiledOnce, firstRow } from '../db/compiled-once.js';
import type { Db, Executor } from '../db/database.js';
import type { OrderRow } from '../modules/orders/orders.repository.js';

export type PaymentRow = Selectable<PaymentsTable>;

/** Every column a payment is recorded with: the insert binds them in this order and is compiled once. */
const RECORDED_PAYMENT_COLUMNS = [
  'id',
  'order_id',
  'provider',
  'provider_ref',
  'amount_cents',
  'currency',
  'payart',
  'wallet',
  'account_holder',
  'iban_last4',
  'status',
  'created_at',
  'updated_at',
  'origin',
  'continue_url',
  'cancel_url',
] as const satisfies readonly (keyof Insertable<PaymentsTable>)[];
type RecordedPayment = { [Column in (typeof RECORDED_PAYMENT_COLUMNS)[number]]-?: Exclude<Insertable<PaymentsTable>[Column], undefined> };

const paymentInsert = compiledOnce((db: Db, ...values: unknown[]) =>
  db.insertInto('payments').values(Object.fromEntries(RECORDED_PAYMENT_COLUMNS.map((column, index) => [column, values[index]])) as Insertable<PaymentsTable>),
);
export const insertPayment = async (db: Executor, payment: RecordedPayment): Promise<void> => {
  await paymentInsert(db, ...RECORDED_PAYMENT_COLUMNS.map((column) => payment[column]));
};

const paymentById = compiledOnce((db: Db, id: string) => db.selectFrom('payments').selectAll().where('id', '=', id));
export const findPayment = (db: Executor, id: string): Promise<PaymentRow | undefined> => firstRow(paymentById(db, id));

const paymentWithOrder = compiledOnce((db: Db, id: string) =>
  db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .selectAll('orders')
    .select([
      'customers.is_guest as customer_is_guest',
      'customers.email as customer_email',
      'payments.status as payment_status',
      'payments.amount_cents as payment_amount_cents',
      'payments.currency as payment_currency',
      'payments.provider_ref as payment_provider_ref',
      'payments.wallet as payment_wallet',
      'payments.continue_url as payment_continue_url',
      'payments.cancel_url as payment_cancel_url',
    ])
    .where('payments.id', '=', id),
);

/** What a payment page shows of a payment, beside its order. */
export type PaymentSummary = Pick<PaymentRow, 'id' | 'status' | 'amount_cents' | 'currency' | 'provider_ref' | 'wallet' | 'continue_url' | 'cancel_url'>;

/**
 * A payment with its order in one read: a payment page needs both on every view and every click.
 * `awaitsPayer`: the order's guest has no e-mail yet, as for an express wallet payment without login.
 */
export const findPaymentWithOrder = async (db: Executor, id: string): Promise<{ payment: PaymentSummary; order: OrderRow; awaitsPayer: boolean } | undefined> => {
  const row = await firstRow(paymentWithOrder(db, id));
  if (row === undefined) return undefined;
  const { customer_is_guest, customer_email, payment_status, payment_amount_cents, payment_currency, payment_provider_ref, payment_wallet, payment_continue_url, payment_cancel_url, ...order } = row;
  return {
    payment: { id, status: payment_status, amount_cents: payment_amount_cents, currency: payment_currency, provider_ref: payment_provider_ref, wallet: payment_wallet, continue_url: payment_continue_url, cancel_url: payment_cancel_url },
    order,
    awaitsPayer: customer_is_guest === 1 && customer_email === '',
  };
};

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
