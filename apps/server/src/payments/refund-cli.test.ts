import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults, futureSlot, registerGuest } from '../test-support/checkout-kit.js';
import { directDebit, orderRow, paymentRow, pressOnCheckoutPage, startStripePayment, startStripeShop, type StripeShop } from '../test-support/stripe-stand-in/stripe-test-shop.js';
import { runRefunds } from './refund-cli.js';

let shop: StripeShop;
beforeAll(async () => {
  shop = await startStripeShop();
});
afterAll(async () => shop.close());

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

const run = async (...args: string[]) => {
  const lines: string[] = [];
  const code = await runRefunds(args, shop.t.config, (line) => lines.push(line));
  return { code, lines };
};

/**
 * The way a Stripe order ends up paid without places: a debit still settling when the hold runs out
 * (the order expires and its places go back), the places sell, then the debit succeeds.
 */
const paidTooLate = async (nthSlot: number) => {
  const slot = await futureSlot(shop.t.app, nthSlot);
  const late = await startStripePayment(shop, await registerGuest(shop.t.app), [adults(slot.datetime, 6)], directDebit);
  await pressOnCheckoutPage(late.pageUrl, 'pay');
  await shop.t.app.jobs.sweep(later(21));
  expect((await orderRow(shop.t.app, late.orderId)).status).toBe('expired');
  const other = await startStripePayment(shop, await registerGuest(shop.t.app), [adults(slot.datetime, 8)]);
  await pressOnCheckoutPage(other.pageUrl, 'pay');
  await shop.standIn.succeedAsync(late.sessionId);
  expect((await orderRow(shop.t.app, late.orderId)).status).toBe('refund_required');
  return late;
};

describe('npm run refunds', () => {
  it('lists nothing while no order waits for a refund', async () => {
    expect(await run()).toEqual({ code: 0, lines: ['No orders are waiting for a refund.'] });
  });

  it('lists an order paid too late, refunds it through Stripe once and marks it refunded', async () => {
    const late = await paidTooLate(0);
    const listed = await run();
    expect(listed.code).toBe(0);
    expect(listed.lines).toEqual([expect.stringMatching(new RegExp(`^order ${late.orderId}  108\\.00 CHF  stripe  created \\d{4}-`))]);

    expect((await run('--order', String(late.orderId + 1000))).code).toBe(1);
    const refunded = await run('--order', String(late.orderId));
    expect(refunded.code, refunded.lines.join('\n')).toBe(0);
    expect(refunded.lines).toEqual([expect.stringMatching(/: refunded$/)]);
    const intent = shop.standIn.sessions.get(late.sessionId)?.payment_intent;
    expect(shop.standIn.refunds).toEqual([expect.objectContaining({ payment_intent: intent, amount: 10800, currency: 'chf' })]);
    expect((await orderRow(shop.t.app, late.orderId)).status).toBe('refunded');
    expect((await paymentRow(shop.t.app, late.paymentId)).status).toBe('refunded');

    expect(await run('--all')).toEqual({ code: 0, lines: ['No orders are waiting for a refund.'] });
    expect(shop.standIn.refunds).toHaveLength(1);
  });

  it('keeps an order flagged when Stripe cannot be reached, so the command can be run again', async () => {
    const late = await paidTooLate(1);
    shop.standIn.failNext(503, 3);
    const failed = await run('--all');
    expect(failed.code).toBe(1);
    expect(failed.lines).toEqual([expect.stringContaining('NOT refunded')]);
    expect((await orderRow(shop.t.app, late.orderId)).status).toBe('refund_required');
    expect((await run('--all')).code).toBe(0);
    expect((await orderRow(shop.t.app, late.orderId)).status).toBe('refunded');
  });

  it('answers the usage for unknown or conflicting options', async () => {
    expect((await run('--orders', '1')).code).toBe(2);
    expect((await run('--order', 'x')).code).toBe(2);
    expect((await run('--order', '1', '--all')).code).toBe(2);
  });
});
