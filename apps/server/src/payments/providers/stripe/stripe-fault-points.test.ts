import { afterAll, expect } from 'vitest';
import { checkout, returnToShop, type Step } from '../../../test-support/checkout-steps.js';
import { describeFaultCases, type Flow, type OrderEnd } from '../../../test-support/fault-cases.js';
import { startStripeStandIn, type StripeStandIn } from '../../../test-support/stripe-stand-in/stand-in.js';
import { WEBHOOK_SECRET } from '../../../test-support/stripe-stand-in/stripe-test-shop.js';
import { STRIPE_WEBHOOK_PATH } from './stripe-webhook.routes.js';

let standIn: StripeStandIn;

/** Stripe sends its events to this instance. */
const receiveEvents: Step = async (app) => {
  standIn.webhookUrl = `${await app.listen({ port: 0, host: '127.0.0.1' })}${STRIPE_WEBHOOK_PATH}`;
};

/** The payer pays on Stripe's page, which then sends checkout.session.completed. */
const payAtStripe: Step = async (_app, purchase) => {
  const res = await fetch(purchase.paymentPage ?? '', { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
  expect(res.status).toBe(303);
  const delivered = standIn.deliveries.at(-1);
  if (delivered?.status !== 200) throw new Error(`the shop answered Stripe's event with ${delivered?.status}`);
};

/** The payer paid on Stripe's page; its event has not arrived (yet). */
const paidAtStripe: Step = async (_app, purchase) => {
  standIn.completeSession(new URL(purchase.paymentPage ?? '').pathname.split('/').pop() ?? '', 'paid');
};

/**
 * Up to the payment page the order is released; from the moment the payer paid at Stripe it is
 * booked: a restarted instance's sweeper asks Stripe before ending the order, and Stripe says paid.
 */
const crashes = (booked: OrderEnd[]) => ({
  'after-order-insert': [],
  'after-claims-hold': [],
  'after-lines-insert': [],
  // The payment is recorded in the placing transaction: a crash there leaves nothing.
  'after-payment-record': [],
  'after-place': ['released' as const],
  // Stripe has the session, but its address never reached the payer.
  'after-provider-start': ['released' as const],
  'after-payment-confirm': booked,
  'after-order-booked': booked,
  'after-claims-sold': booked,
  'after-fulfil': booked,
});

const flows: Flow[] = [
  {
    name: "a code pays part, the rest is paid on Stripe's page and its event books the order",
    codeCents: 1000,
    run: [receiveEvents, checkout, payAtStripe, returnToShop],
    crashes: crashes(['booked']),
    unbroken: ['booked'],
  },
  {
    name: "the payer returns before Stripe's event and execPayment asks Stripe",
    codeCents: 1000,
    run: [checkout, paidAtStripe, returnToShop],
    crashes: crashes(['booked']),
    unbroken: ['booked'],
  },
];

afterAll(async () => standIn.close());

const stripeConfig = async () => {
  standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
  return { payments: { provider: 'stripe' as const, secretKey: 'sk_test_foyer', webhookSecret: WEBHOOK_SECRET, apiUrl: standIn.url } };
};

describeFaultCases('an instance dying at any fault point of a Stripe payment loses no payment', flows, stripeConfig);
