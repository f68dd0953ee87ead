import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults, futureSlot, registerGuest, slotCounters, startPayment } from '../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../test-support/create-test-app.js';
import { fixtureCatalogWithEvents } from '../test-support/fixture-events.js';
import { ClaimLost } from '../modules/claims/claims.js';
import { Settlement } from './settlement.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithEvents() });
});
afterAll(async () => t.close());

const started = async (nth: number, places = 2) => {
  const token = await registerGuest(t.app);
  const slot = await futureSlot(t.app, nth);
  const { paymentId } = await startPayment(t.app, token, [adults(slot.datetime, places)]);
  return { slot, paymentId };
};
const state = async (paymentId: string) => {
  const payment = await t.app.db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
  const order = await t.app.db.selectFrom('orders').select('status').where('id', '=', payment.order_id).executeTakeFirstOrThrow();
  return { payment: payment.status, order: order.status };
};

describe('Settlement moves a payment and its order together', () => {
  it('confirm: payment confirmed, order paid and then booked; a second confirm changes nothing', async () => {
    const { slot, paymentId } = await started(0);
    expect(await t.app.settlement.confirm(paymentId)).toBe(true);
    expect(await state(paymentId)).toEqual({ payment: 'confirmed', order: 'booked' });
    expect(await t.app.settlement.confirm(paymentId)).toBe(true);
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ sold: 2, held: 0 });
    expect(await t.app.db.selectFrom('issued_tickets').select('id').execute()).toHaveLength(2);
  });

  it.each(['declined', 'canceled', 'expired'] as const)('close(%s): the order ends and its places go back; a closed payment stays closed', async (outcome) => {
    const { slot, paymentId } = await started(1);
    expect(await t.app.settlement.close(paymentId, outcome)).toBe(true);
    expect(await state(paymentId)).toEqual({ payment: outcome === 'declined' ? 'declined' : 'canceled', order: { declined: 'failed', canceled: 'canceled', expired: 'expired' }[outcome] });
    expect((await slotCounters(t.app, slot.id)).held).toBe(0);
    expect(await t.app.settlement.close(paymentId, 'canceled')).toBe(false);
  });

  it.each([
    ['declined', 'pending', 'declined'],
    ['canceled', 'pending', 'canceled'],
    ['expired', 'expired', 'canceled'],
  ] as const)('close(%s) of a payment on an existing order leaves the order %s while its hold lasts', async (outcome, order, payment) => {
    const { slot, paymentId } = await started(10);
    await t.app.db.updateTable('payments').set({ origin: 'order' }).where('id', '=', paymentId).execute();
    expect(await t.app.settlement.close(paymentId, outcome)).toBe(true);
    expect(await state(paymentId)).toEqual({ payment, order });
    expect((await slotCounters(t.app, slot.id)).held).toBe(order === 'pending' ? 2 : 0);
    if (order === 'pending') {
      // The shop ending the order (cancel, sweeper) still ends it with its next payment.
      await t.app.db.updateTable('payments').set({ status: 'created' }).where('id', '=', paymentId).execute();
      expect(await t.app.settlement.closeWithOrder(paymentId, 'canceled')).toBe(true);
      expect(await state(paymentId)).toEqual({ payment: 'canceled', order: 'canceled' });
      expect((await slotCounters(t.app, slot.id)).held).toBe(0);
    }
  });

  it('withdraw closes a checkout payment without ending its order', async () => {
    const { slot, paymentId } = await started(11);
    expect(await t.app.settlement.withdraw(paymentId)).toBe(true);
    expect(await state(paymentId)).toEqual({ payment: 'canceled', order: 'pending' });
    expect((await slotCounters(t.app, slot.id)).held).toBe(2);
    expect(await t.app.settlement.withdraw(paymentId)).toBe(false);
  });

  it('a confirmed payment cannot be closed', async () => {
    const { paymentId } = await started(2);
    await t.app.settlement.confirm(paymentId);
    expect(await t.app.settlement.close(paymentId, 'canceled')).toBe(false);
    expect(await state(paymentId)).toEqual({ payment: 'confirmed', order: 'booked' });
  });

  it(`a confirm racing a cancel ends in one consistent state, never paid-but-lost (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, async () => {
    for (let round = 0; round < 5; round += 1) {
      const { slot, paymentId } = await started(3 + round, 1);
      await Promise.all([t.app.settlement.confirm(paymentId), t.app.settlement.close(paymentId, 'canceled')]);
      const after = await state(paymentId);
      // The provider's confirmation wins over our own cancel: money taken is always booked.
      expect(after).toEqual({ payment: 'confirmed', order: 'booked' });
      expect(await slotCounters(t.app, slot.id)).toMatchObject({ sold: 1, held: 0 });
    }
  });

  it('refunded: only a confirmed payment of an order flagged for refund', async () => {
    const { paymentId } = await started(9);
    expect(await t.app.settlement.refunded(paymentId)).toBe(false);
    await t.app.settlement.confirm(paymentId);
    const orderId = (await t.app.db.selectFrom('payments').select('order_id').where('id', '=', paymentId).executeTakeFirstOrThrow()).order_id;
    await t.app.db.updateTable('orders').set({ status: 'refund_required' }).where('id', '=', orderId).execute();
    expect(await t.app.settlement.refunded(paymentId)).toBe(true);
    expect(await state(paymentId)).toEqual({ payment: 'refunded', order: 'refunded' });
  });

  it('a second payment confirmed for an order another payment already paid is flagged for refund, and refunding it leaves the order booked', async () => {
    const { slot, paymentId } = await started(12);
    const first = await t.app.db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
    await t.app.db.insertInto('payments').values({ ...first, id: `${paymentId}-2`, status: 'created' }).execute();
    expect(await t.app.settlement.confirm(paymentId)).toBe(true);
    expect(await t.app.settlement.confirm(`${paymentId}-2`)).toBe(true);
    expect(await state(`${paymentId}-2`)).toEqual({ payment: 'refund_required', order: 'booked' });
    expect(await t.app.settlement.confirm(`${paymentId}-2`)).toBe(true);
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ sold: 2, held: 0 });
    expect(await t.app.settlement.refunded(`${paymentId}-2`)).toBe(true);
    expect(await state(`${paymentId}-2`)).toEqual({ payment: 'refunded', order: 'booked' });
    expect(await state(paymentId)).toEqual({ payment: 'confirmed', order: 'booked' });
  });
});

describe('Settlement books inside the confirming transaction when it can', () => {
  const orderOf = async (paymentId: string) => (await t.app.db.selectFrom('payments').select('order_id').where('id', '=', paymentId).executeTakeFirstOrThrow()).order_id;

  /** A Settlement on the test database whose booking steps are the test's own, recording what they were given. */
  const recording = (bookWithin: () => Promise<boolean>) => {
    const afterPaid: number[] = [];
    const within: number[] = [];
    const errors: unknown[] = [];
    const settlement = new Settlement(
      t.app.db,
      async (orderId) => {
        afterPaid.push(orderId);
      },
      { error: (entry: unknown) => errors.push(entry) },
      async (_trx, orderId) => {
        within.push(orderId);
        return bookWithin();
      },
    );
    return { settlement, afterPaid, within, errors };
  };

  it('a booking inside the transaction commits with the confirmation; the booking afterwards is not needed', async () => {
    const { paymentId } = await started(13);
    const { settlement, afterPaid, within } = recording(async () => true);
    expect(await settlement.confirm(paymentId)).toBe(true);
    expect(within).toEqual([await orderOf(paymentId)]);
    expect(afterPaid).toEqual([]);
    // The booking step given here leaves the order as it was: only the payment changed.
    expect(await state(paymentId)).toEqual({ payment: 'confirmed', order: 'pending' });
  });

  it.each([
    ['its places are gone', () => new ClaimLost('sold out'), 0],
    ['it fails', () => new Error('disk full'), 1],
  ])('when %s, the confirmation is undone with it and made again alone, then booked afterwards', async (_case, failure, logged) => {
    const { paymentId } = await started(logged === 0 ? 14 : 15);
    const { settlement, afterPaid, within, errors } = recording(async () => {
      throw failure();
    });
    expect(await settlement.confirm(paymentId)).toBe(true);
    const orderId = await orderOf(paymentId);
    expect(within).toEqual([orderId]);
    expect(afterPaid).toEqual([orderId]);
    expect(await state(paymentId)).toEqual({ payment: 'confirmed', order: 'paid' });
    expect(errors).toHaveLength(logged);
  });
});
