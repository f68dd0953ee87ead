import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderLang } from '../../documents/order-tickets.js';
import { adults, futureSlot, registerGuest, slotCounters, startPayment } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithEvents } from '../../test-support/fixture-events.js';
import type { Executor } from '../claims/claim-resources.js';
import { ShopResolver } from '../shop/shop-context.js';
import { BookingService } from './booking.service.js';
import { OrderMails } from './order-mails.js';

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
  const shops = new ShopResolver(t.app.db, {});
  return { slot, order, shops, booking: new BookingService(t.app.db, new OrderMails(shops, 'https://shop.museum.example')) };
};
const statusOf = async (orderId: number) => (await t.app.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
const outboxSize = async () => (await t.app.db.selectFrom('outbox').select('id').execute()).length;

it('books a pending order inside a transaction only with its shop at hand: it never waits there for a pool connection', async () => {
  const { slot, order, shops, booking } = await placed(0);
  const mails = await outboxSize();
  expect(await inTransaction((trx) => booking.bookPendingWithin(trx, order.id, new Date()))).toBe(false);
  expect(await statusOf(order.id)).toBe('pending');
  expect(await slotCounters(t.app, slot.id)).toMatchObject({ sold: 0, held: 2 });

  await shops.resolve(order.shop_id, orderLang(order.lang));
  expect(await inTransaction((trx) => booking.bookPendingWithin(trx, order.id, new Date()))).toBe(true);
  expect(await statusOf(order.id)).toBe('booked');
  expect(await slotCounters(t.app, slot.id)).toMatchObject({ sold: 2, held: 0 });
  expect(await t.app.db.selectFrom('claims').select('status').where('order_id', '=', order.id).execute()).toEqual([{ status: 'sold' }]);
  expect(await t.app.db.selectFrom('issued_tickets').select('id').where('order_id', '=', order.id).execute()).toHaveLength(2);
  expect(await outboxSize()).toBe(mails + 1);
});

it('leaves an order that is no longer pending to the general path', async () => {
  const { slot, order, shops, booking } = await placed(1);
  await shops.resolve(order.shop_id, orderLang(order.lang));
  await t.app.db.updateTable('orders').set({ status: 'paid' }).where('id', '=', order.id).execute();
  expect(await inTransaction((trx) => booking.bookPendingWithin(trx, order.id, new Date()))).toBe(false);
  expect(await statusOf(order.id)).toBe('paid');
  expect(await slotCounters(t.app, slot.id)).toMatchObject({ sold: 0, held: 2 });
});
