import type { Executor } from '../../db/database.js';

export const findCustomer = (db: Executor, shopId: number, id: number) => db.selectFrom('customers').selectAll().where('id', '=', id).where('shop_id', '=', shopId).executeTakeFirst();
export type CustomerRow = NonNullable<Awaited<ReturnType<typeof findCustomer>>>;

/** The customer's orders, newest first. */
export const customerOrders = (db: Executor, customerId: number) =>
  db
    .selectFrom('orders')
    .select(['id', 'created_at', 'status', 'lang', 'total_cents', 'currency', 'external_document_number', 'shipping_address'])
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .execute();

export const ordersLines = (db: Executor, orderIds: readonly number[]) =>
  orderIds.length === 0 ? Promise.resolve([]) : db.selectFrom('order_lines').selectAll().where('order_id', 'in', orderIds).orderBy('order_id').orderBy('line_no').execute();

export const ordersPayments = (db: Executor, orderIds: readonly number[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('payments').select(['order_id', 'provider', 'status', 'amount_cents', 'account_holder', 'created_at']).where('order_id', 'in', orderIds).orderBy('created_at').execute();

/** The mails of the customer's orders and those written to their address, oldest first. */
export const customerMails = (db: Executor, orderIds: readonly number[], email: string) =>
  orderIds.length === 0 && email === ''
    ? Promise.resolve([])
    : db
    .selectFrom('outbox')
    .select(['id', 'to_address', 'subject', 'order_id', 'order_mail', 'status', 'created_at', 'sent_at'])
    .where((eb) => eb.or([...(orderIds.length === 0 ? [] : [eb('order_id', 'in', orderIds)]), ...(email === '' ? [] : [eb('to_address', '=', email)])]))
    .orderBy('id')
    .execute();

/** What erasing writes in place of a person's name and address. */
export const ERASED = '[erased]';

/**
 * Removes the person from everything the shop keeps of them, in the caller's transaction: the
 * customer record (names and address replaced, e-mail emptied so no mail goes out, password and
 * login key gone), the delivery addresses of their orders, the account holders of their payments,
 * their mails (unsent ones dropped, sent ones emptied), the gift messages of their vouchers, their
 * sessions, password resets and login attempts. Orders, lines, sums, payments and codes stay for
 * the accounts. Answers the ids of the orders it touched.
 */
export const erasePerson = async (trx: Executor, customer: CustomerRow, now: Date): Promise<number[]> => {
  const orders = await trx.selectFrom('orders').select(['id', 'shipping_address']).where('customer_id', '=', customer.id).execute();
  const orderIds = orders.map((order) => order.id);
  await trx
    .updateTable('customers')
    .set({ email: '', email_key: null, password_hash: null, salutation: null, fname: ERASED, lname: '', company: null, phone: null, street: null, zip: null, city: null, shipping: null, erased_at: now.toISOString() })
    .where('id', '=', customer.id)
    .execute();
  await trx.deleteFrom('sessions').where('customer_id', '=', customer.id).execute();
  await trx.deleteFrom('password_resets').where('customer_id', '=', customer.id).execute();
  if (customer.email_key !== null) await trx.deleteFrom('login_attempts').where('shop_id', '=', customer.shop_id).where('email_key', '=', customer.email_key).execute();
  const mails = await customerMails(trx, orderIds, customer.email);
  const unsent = mails.filter((mail) => mail.status !== 'sent').map((mail) => mail.id);
  const sent = mails.filter((mail) => mail.status === 'sent').map((mail) => mail.id);
  if (unsent.length > 0) await trx.deleteFrom('outbox').where('id', 'in', unsent).execute();
  if (sent.length > 0) await trx.updateTable('outbox').set({ to_address: '', subject: ERASED, text_body: '', html_body: null, attachments: '[]' }).where('id', 'in', sent).execute();
  if (orderIds.length === 0) return orderIds;
  for (const order of orders.filter((candidate) => candidate.shipping_address !== null)) {
    const country = (JSON.parse(order.shipping_address ?? '{}') as { country?: string }).country ?? '';
    await trx
      .updateTable('orders')
      .set({ shipping_address: JSON.stringify({ name: ERASED, street: ERASED, zip: ERASED, city: ERASED, country }) })
      .where('id', '=', order.id)
      .execute();
  }
  await trx.updateTable('orders').set({ referrer: null, external_document_number: null, updated_at: now.toISOString() }).where('id', 'in', orderIds).execute();
  await trx.updateTable('payments').set({ account_holder: null, iban_last4: null }).where('order_id', 'in', orderIds).execute();
  const voucherLines = await trx.selectFrom('order_lines').select(['id', 'details']).where('order_id', 'in', orderIds).where('type', '=', 'voucher').execute();
  for (const line of voucherLines) {
    const details = { ...(JSON.parse(line.details) as Record<string, unknown>), recipient: null, message: null };
    await trx.updateTable('order_lines').set({ details: JSON.stringify(details) }).where('id', '=', line.id).execute();
    await trx.updateTable('voucher_codes').set({ recipient: null, message: null }).where('order_line_id', '=', line.id).execute();
  }
  return orderIds;
};
