import { Writable } from 'node:stream';
import { BOOKING_ATTEMPTS_BEFORE_STAFF, retryDelayMs } from '@foyer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults, choose, futureSlot, registerGuest, slotCounters, startPayment } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithEvents } from '../../test-support/fixture-events.js';

const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithEvents(), config: { logLevel: 'warn' }, logStream });
});
afterAll(async () => t.close());

/** A paid order whose line the shop cannot book: its stored details were damaged. */
const paidUnbookableOrder = async () => {
  const token = await registerGuest(t.app);
  const slot = await futureSlot(t.app, 3);
  const { path, paymentId } = await startPayment(t.app, token, [adults(slot.datetime, 2)]);
  const payment = await t.app.db.selectFrom('payments').select('order_id').where('id', '=', paymentId).executeTakeFirstOrThrow();
  await t.app.db.updateTable('order_lines').set({ details: '{"slot": ' }).where('order_id', '=', payment.order_id).execute();
  await choose(t.app, path, 'confirmed');
  return { orderId: payment.order_id, paymentId, slot };
};

const orderState = (orderId: number) =>
  t.app.db.selectFrom('orders').select(['status', 'booking_attempts', 'next_booking_at']).where('id', '=', orderId).executeTakeFirstOrThrow();

describe('a paid order whose booking keeps failing', () => {
  it('is logged with order and payment, retried after growing pauses, then flagged for refund with its places back', async () => {
    const { orderId, paymentId, slot } = await paidUnbookableOrder();
    expect((await slotCounters(t.app, slot.id)).held).toBe(2);
    let now = Date.now();

    await t.app.jobs.sweep(new Date(now));
    expect(await orderState(orderId)).toEqual({ status: 'paid', booking_attempts: 1, next_booking_at: new Date(now + retryDelayMs(1)).toISOString() });
    const failure = logLines.find((line) => line.orderId === orderId && line.attempts === 1);
    expect(failure).toMatchObject({ level: 50, paymentId, attempts: 1, msg: 'booking a paid order failed, will retry' });
    expect(JSON.stringify(failure)).toContain('JSON');

    // Before its pause is over, the order is left alone.
    await t.app.jobs.sweep(new Date(now + retryDelayMs(1) - 1000));
    expect((await orderState(orderId)).booking_attempts).toBe(1);

    for (let attempt = 2; attempt < BOOKING_ATTEMPTS_BEFORE_STAFF; attempt += 1) {
      now += retryDelayMs(attempt - 1);
      await t.app.jobs.sweep(new Date(now));
      expect(await orderState(orderId)).toEqual({ status: 'paid', booking_attempts: attempt, next_booking_at: new Date(now + retryDelayMs(attempt)).toISOString() });
    }

    now += retryDelayMs(BOOKING_ATTEMPTS_BEFORE_STAFF - 1);
    const result = await t.app.jobs.sweep(new Date(now));
    expect(result.flagged).toBe(1);
    expect((await orderState(orderId)).status).toBe('refund_required');
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ held: 0, sold: 0 });
    expect(logLines.filter((line) => line.orderId === orderId).at(-1)).toMatchObject({
      level: 50,
      paymentId,
      attempts: BOOKING_ATTEMPTS_BEFORE_STAFF,
      msg: 'booking a paid order failed again: flagged for refund, staff must look at it',
    });
    const payment = await t.app.db.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirstOrThrow();
    expect(payment.status).toBe('confirmed');

    // Flagged orders are the refund command's, not the sweeper's: nothing more happens to it.
    await t.app.jobs.sweep(new Date(now + 86_400_000));
    expect(await orderState(orderId)).toMatchObject({ status: 'refund_required', booking_attempts: BOOKING_ATTEMPTS_BEFORE_STAFF });
  });

  it('does not hold up the other paid orders of the same round', async () => {
    const broken = await paidUnbookableOrder();
    const token = await registerGuest(t.app);
    const { path, paymentId } = await startPayment(t.app, token, [adults((await futureSlot(t.app, 4)).datetime, 1)]);
    await choose(t.app, path, 'confirmed');
    const healthy = await t.app.db.selectFrom('payments').select('order_id').where('id', '=', paymentId).executeTakeFirstOrThrow();
    await t.app.jobs.sweep(new Date());
    expect((await orderState(broken.orderId)).booking_attempts).toBe(1);
    expect((await orderState(healthy.order_id)).status).toBe('booked');
  });
});
