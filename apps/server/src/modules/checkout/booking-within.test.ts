import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderLang } from '../../documents/order-tickets.js';
import { adults, futureSlot, registerGuest, slotCounters, startPayment } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithEvents } from '../../test-support/fixture-events.js';
import { ShopResolver } from '../shop/shop-context.js';
import { BookingService } from './booking.service.js';
import { OrderMails } from './order-mails.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithEvents() });
});
afterAll(async () => t.close());

it('books inside a transaction only with its shop at hand: it never waits there for a pool connection', async () => {
  const slot = await futureSlot(t.app);
  const { paymentId } = await startPayment(t.app, await registerGuest(t.app), [adults(slot.datetime, 2)]);
  const { order_id } = await t.app.db.selectFrom('payments').select('order_id').where('id', '=', paymentId).executeTakeFirstOrThrow();
  const paid = await t.app.db.updateTable('orders').set({ status: 'paid' }).where('id', '=', order_id).returningAll().executeTakeFirstOrThrow();
  const shops = new ShopResolver(t.app.db, {});
  const booking = new BookingService(t.app.db, new OrderMails(shops, 'https://shop.museum.example'));

  expect(await t.app.db.transaction().execute((trx) => booking.bookWithin(trx, paid))).toBe(false);
  expect(await t.app.db.selectFrom('orders').select('status').where('id', '=', order_id).executeTakeFirstOrThrow()).toEqual({ status: 'paid' });

  await shops.resolve(paid.shop_id, orderLang(paid.lang));
  expect(await t.app.db.transaction().execute((trx) => booking.bookWithin(trx, paid))).toBe(true);
  expect(await t.app.db.selectFrom('orders').select('status').where('id', '=', order_id).executeTakeFirstOrThrow()).toEqual({ status: 'booked' });
  expect(await slotCounters(t.app, slot.id)).toMatchObject({ sold: 2, held: 0 });
  expect(await t.app.db.selectFrom('outbox').select('subject').execute()).toHaveLength(1);
});
