import { afterAll, beforeAll, expect, it } from 'vitest';
import { adults, futureSlot, registerGuest, slotCounters, startPayment } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithEvents } from '../../test-support/fixture-events.js';
import { appLineKinds } from '../../test-support/line-kinds.js';
import type { Executor } from '../../db/database.js';
import { BookingService } from './booking.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithEvents() });
});
afterAll(async () => t.close());

/** Runs `step` in a transaction that is undone when it answers false, as Settlement.confirm does. */
const inTransaction = (step: (trx: Executor) => Promise<boolean>): Promise<boolean> =>
  t.app.db
    .transaction()
    .execute(async (trx) => {
      if (!(await step(trx))) throw new Error('undone');
      return true;
    })
    .catch(() => false);

const placed = async (nth: number) => {
  const slot = await futureSlot(t.app, nth);
  const { paymentId } = await startPayment(t.app, await registerGuest(t.app), [adults(slot.datetime, 2)]);
  const { order_id } = await t.app.db.selectFrom('payments').select('order_id').where('id', '=', paymentId).executeTakeFirstOrThrow();
  const order = await t.app.db.selectFrom('orders').selectAll().where('id', '=', order_id).executeTakeFirstOrThrow();
  return { slot, order, booking: new BookingService(t.app.db, appLineKinds(t.app.db)) };
};
const statusOf = async (orderId: number) => (await t.app.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
const queuedMails = (orderId: number) => t.app.db.selectFrom('outbox').select(['status', 'order_mail', 'to_address']).where('order_id', '=', orderId).execute();

it('books a pending order inside a transaction: places sold, tickets issued, its confirmation queued to be written when sent', async () => {
  const { slot, order, booking } = await placed(0);
  expect(await inTransaction((trx) => booking.bookPendingWithin(trx, order.id, new Date()))).toBe(true);
  expect(await statusOf(order.id)).toBe('booked');
  expect(await slotCounters(t.app, slot.id)).toMatchObject({ sold: 2, held: 0 });
  expect(await t.app.db.selectFrom('claims').select('status').where('order_id', '=', order.id).execute()).toEqual([{ status: 'sold' }]);
  expect(await t.app.db.selectFrom('issued_tickets').select('id').where('order_id', '=', order.id).execute()).toHaveLength(2);
  expect(await queuedMails(order.id)).toEqual([{ status: 'queued', order_mail: 'confirmation', to_address: 'ada@example.org' }]);
});

it('leaves an order that is no longer pending to the general path', async () => {
  const { slot, order, booking } = await placed(1);
  await t.app.db.updateTable('orders').set({ status: 'paid' }).where('id', '=', order.id).execute();
  expect(await inTransaction((trx) => booking.bookPendingWithin(trx, order.id, new Date()))).toBe(false);
  expect(await statusOf(order.id)).toBe('paid');
  expect(await slotCounters(t.app, slot.id)).toMatchObject({ sold: 0, held: 2 });
});
