import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { guestDetails, initBody, initPayment } from '../checkout-kit.js';
import { createTestApp, type TestApp } from '../create-test-app.js';
import { fixtureCatalogWithEvents } from '../fixture-events.js';
import { startStripeStandIn, type StripeStandIn } from './stand-in.js';
import { STRIPE_WEBHOOK_PATH } from '../../payments/providers/stripe/stripe-webhook.routes.js';

export const WEBHOOK_SECRET = 'whsec_foyer_test';

export interface StripeShop {
  t: TestApp;
  standIn: StripeStandIn;
  close(): Promise<void>;
}

/**
 * The real app configured for Stripe against the stand-in, listening on a loopback port so the
 * stand-in can deliver its signed events over HTTP like Stripe does.
 */
export const startStripeShop = async (): Promise<StripeShop> => {
  const standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
  const t = await createTestApp({
    catalog: fixtureCatalogWithEvents(),
    config: { payments: { provider: 'stripe', secretKey: 'sk_test_foyer', webhookSecret: WEBHOOK_SECRET, apiUrl: standIn.url } },
  });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  standIn.webhookUrl = `${address}${STRIPE_WEBHOOK_PATH}`;
  return {
    t,
    standIn,
    close: async () => {
      await t.close();
      await standIn.close();
    },
  };
};

/** The demo catalog's direct-debit type (74) needs an account holder and a checksum-valid IBAN. */
export const directDebit = { payart: 74, aux: { Accountholder: `${guestDetails.fname} ${guestDetails.lname}`, IBAN: 'CH93 0076 2011 6238 5295 7' } };

/** initPayment through Stripe: answers the Checkout page address, the session, our payment and order. */
export const startStripePayment = async (shop: StripeShop, token: string | undefined, items: unknown[], extra: Record<string, unknown> = {}, lang = 'en') => {
  const res = await initPayment(shop.t.app, token, initBody(items, extra), lang);
  expect(res.statusCode, res.body).toBe(200);
  const pageUrl = (res.json() as { data: string }).data;
  const sessionId = new URL(pageUrl).pathname.split('/').pop() ?? '';
  const payment = await shop.t.app.db.selectFrom('payments').selectAll().where('provider_ref', '=', sessionId).executeTakeFirstOrThrow();
  const order = await shop.t.app.db.selectFrom('orders').selectAll().where('id', '=', payment.order_id).executeTakeFirstOrThrow();
  return { pageUrl, sessionId, paymentId: payment.id, cartId: order.cart_id, orderId: order.id };
};

/** Presses a button on the stand-in's Checkout page; answers where the payer is sent. */
export const pressOnCheckoutPage = async (pageUrl: string, action: 'pay' | 'cancel'): Promise<URL> => {
  const res = await fetch(pageUrl, { method: 'POST', body: new URLSearchParams({ action }), redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '');
};

export const paymentRow = (app: FastifyInstance, id: string) => app.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
export const orderRow = (app: FastifyInstance, id: number) => app.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
