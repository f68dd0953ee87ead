import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../../test-support/stripe-stand-in/stand-in.js';
import { ProviderRefusedRefund, ProviderUnavailable, type PaymentMethod, type PaymentStart, type ProviderPayment } from '../../payment-provider.js';
import { sessionExpiry } from './checkout-session-params.js';
import { StripePaymentProvider } from './stripe-provider.js';

const SECRET = 'whsec_provider_test';
let standIn: StripeStandIn;
let provider: StripePaymentProvider;
beforeAll(async () => {
  standIn = await startStripeStandIn({ webhookSecret: SECRET });
  provider = new StripePaymentProvider({ secretKey: 'sk_test_foyer', webhookSecret: SECRET, apiUrl: standIn.url });
});
afterAll(async () => standIn.close());

const MINUTE = 60_000;
const online: PaymentMethod = { payart: 164, wallet: null, directDebit: false, accountHolder: null, iban: null };

const paymentStart = (overrides: Partial<PaymentStart> = {}): PaymentStart => ({
  paymentId: randomBytes(9).toString('base64url'),
  orderNumber: 42,
  amountCents: 3600,
  currency: 'CHF',
  lang: 'de',
  method: online,
  successUrl: 'http://localhost:3000/de/checkout/success?cartId=c1',
  cancelUrl: 'http://localhost:3000/de/checkout/failed?cartId=c1&status=canceled',
  holdExpiresAt: new Date(Date.now() + 20 * MINUTE),
  customerEmail: 'ada@example.org',
  ...overrides,
});

/** Starts a payment through the real client; answers what the shop would store and the stand-in's session. */
const started = async (overrides: Partial<PaymentStart> = {}) => {
  const start = paymentStart(overrides);
  const { redirectUrl, providerRef } = await provider.start(start);
  const payment: ProviderPayment = { id: start.paymentId, providerRef, amountCents: start.amountCents, currency: start.currency };
  const session = standIn.sessions.get(providerRef);
  if (session === undefined) throw new Error('the stand-in has no such session');
  return { start, redirectUrl, payment, session };
};

const createRequest = (paymentId: string) => standIn.requests.find((request) => request.path === '/v1/checkout/sessions' && request.body.client_reference_id === paymentId);

describe('start', () => {
  it('creates a Checkout Session for the amount, carrying our payment id, return addresses, language and e-mail', async () => {
    const before = Date.now();
    const { start, redirectUrl, session } = await started();
    expect(redirectUrl).toBe(session.url);
    expect(redirectUrl).toMatch(new RegExp(`^${standIn.url}/pay/cs_test_`));
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      amount_total: 3600,
      currency: 'chf',
      client_reference_id: start.paymentId,
      metadata: { payment_id: start.paymentId, order_number: '42' },
      success_url: start.successUrl,
      cancel_url: start.cancelUrl,
      locale: 'de',
      customer_email: 'ada@example.org',
    });
    const request = createRequest(start.paymentId);
    expect(request?.idempotencyKey).toBe(start.paymentId);
    expect(request?.body).toMatchObject({ mode: 'payment', line_items: [{ quantity: '1', price_data: { currency: 'chf', unit_amount: '3600', product_data: { name: 'Bestellung 42' } } }] });
    // Stripe's minimum lifetime is 30 minutes, longer than our 20-minute hold.
    expect(session.expires_at * 1000).toBeGreaterThanOrEqual(before + 30 * MINUTE);
  });

  it('keeps a longer hold as the session expiry, within Stripe’s 24 hours', async () => {
    const holdExpiresAt = new Date(Date.now() + 90 * MINUTE);
    const { session } = await started({ holdExpiresAt });
    expect(session.expires_at).toBe(Math.ceil(holdExpiresAt.getTime() / 1000));
    const now = Date.now();
    expect(sessionExpiry(new Date(now + 48 * 60 * MINUTE), now) * 1000).toBeLessThan(now + 24 * 60 * MINUTE);
  });

  it.each([
    ['the default online payment in CHF', online, 'CHF', ['card', 'twint']],
    ['the default online payment in EUR', online, 'EUR', ['card']],
    ['Apple Pay', { ...online, payart: 300, wallet: 'APPLEPAY' }, 'CHF', ['card']],
    ['Google Pay', { ...online, wallet: 'GOOGLEPAY' }, 'CHF', ['card']],
    ['a direct debit', { ...online, payart: 74, directDebit: true, accountHolder: 'Ada Lovelace', iban: 'DE89370400440532013000' }, 'EUR', ['sepa_debit']],
  ] as const)('offers %s as %j', async (_name, method, currency, types) => {
    const { start, session } = await started({ method, currency });
    expect(createRequest(start.paymentId)?.body.allowed_payment_method_types).toEqual(types);
    expect(session.payment_method_types).toEqual(types);
  });

  it('answers the same session when the same payment is started again', async () => {
    const start = paymentStart();
    const first = await provider.start(start);
    expect(await provider.start(start)).toEqual(first);
  });
});

describe('verdict', () => {
  it('reads open, paid, paid-later (a debit) and expired sessions', async () => {
    const open = await started();
    expect(await provider.verdict(open.payment)).toBe('open');
    const paid = await started();
    standIn.completeSession(paid.session.id, 'paid');
    expect(await provider.verdict(paid.payment)).toBe('confirmed');
    const debit = await started();
    standIn.completeSession(debit.session.id, 'unpaid');
    expect(await provider.verdict(debit.payment)).toBe('processing');
    await provider.close(open.payment);
    expect(await provider.verdict(open.payment)).toBe('canceled');
  });

  it('never trusts a session whose amount, currency or payment id differ from ours', async () => {
    const { payment, session } = await started();
    standIn.completeSession(session.id, 'paid');
    expect(await provider.verdict({ ...payment, amountCents: 100 })).toBe('open');
    expect(await provider.verdict({ ...payment, currency: 'EUR' })).toBe('open');
    expect(await provider.verdict({ ...payment, id: 'another-payment' })).toBe('open');
    expect(await provider.verdict(payment)).toBe('confirmed');
  });
});

describe('close', () => {
  it('expires an open session, so nobody can pay it any more', async () => {
    const { payment, session } = await started();
    expect(await provider.close(payment)).toBe('canceled');
    expect(session.status).toBe('expired');
    expect(await provider.close(payment)).toBe('canceled');
  });

  it('answers confirmed when the payer completed first, and canceled for a debit still in progress', async () => {
    const paid = await started();
    standIn.completeSession(paid.session.id, 'paid');
    expect(await provider.close(paid.payment)).toBe('confirmed');
    const debit = await started();
    standIn.completeSession(debit.session.id, 'unpaid');
    expect(await provider.close(debit.payment)).toBe('canceled');
  });
});

describe('refund', () => {
  it('refunds the whole payment intent once, however often it is asked', async () => {
    const { payment, session } = await started();
    standIn.completeSession(session.id, 'paid');
    await provider.refund(payment);
    await provider.refund(payment);
    const refunds = standIn.refunds.filter((refund) => refund.payment_intent === session.payment_intent);
    expect(refunds).toEqual([expect.objectContaining({ object: 'refund', amount: 3600, currency: 'chf', status: 'succeeded' })]);
    const requests = standIn.requests.filter((request) => request.path === '/v1/refunds' && request.body.payment_intent === session.payment_intent);
    expect(requests.map((request) => request.idempotencyKey)).toEqual([`refund-${payment.id}`, `refund-${payment.id}`]);
  });

  it('accepts a payment refunded by hand in Stripe’s dashboard already', async () => {
    const { payment, session } = await started();
    standIn.completeSession(session.id, 'paid');
    const dashboard = new Stripe('sk_test_dashboard', { host: '127.0.0.1', port: Number(new URL(standIn.url).port), protocol: 'http' });
    await dashboard.refunds.create({ payment_intent: session.payment_intent ?? '' });
    await expect(provider.refund(payment)).resolves.toBeUndefined();
    expect(standIn.refunds.filter((refund) => refund.payment_intent === session.payment_intent)).toHaveLength(1);
  });

  it('refuses a payment that holds no money', async () => {
    const { payment } = await started();
    await expect(provider.refund(payment)).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('gives parts back once per key, and refuses for good more than is left, as Stripe answers amount_too_large', async () => {
    const { payment, session } = await started();
    standIn.completeSession(session.id, 'paid');
    await provider.refund(payment, { amountCents: 1000, key: 'refund-1-a' });
    await provider.refund(payment, { amountCents: 1000, key: 'refund-1-a' });
    await provider.refund(payment, { amountCents: 2000, key: 'refund-2-a' });
    const refunds = standIn.refunds.filter((refund) => refund.payment_intent === session.payment_intent);
    expect(refunds.map((refund) => refund.amount)).toEqual([1000, 2000]);
    const tooMuch = provider.refund(payment, { amountCents: 601, key: 'refund-3-a' });
    await expect(tooMuch).rejects.toBeInstanceOf(ProviderRefusedRefund);
    await expect(tooMuch).rejects.toThrow('Refund amount (CHF 6.01) is greater than unrefunded amount on charge (CHF 6.00)');
    await provider.refund(payment, { amountCents: 600, key: 'refund-4-a' });
    await expect(provider.refund(payment, { amountCents: 1, key: 'refund-5-a' })).rejects.toBeInstanceOf(ProviderRefusedRefund);
    expect(standIn.refunds.filter((refund) => refund.payment_intent === session.payment_intent).map((refund) => refund.amount)).toEqual([1000, 2000, 600]);
  });
});

describe('Stripe unavailable', () => {
  it('answers ProviderUnavailable when Stripe keeps failing, is unreachable or refuses the key', async () => {
    // The client retries twice on its own: three failures in a row are an outage.
    standIn.failNext(503, 3);
    await expect(provider.start(paymentStart())).rejects.toBeInstanceOf(ProviderUnavailable);
    const { payment } = await started();
    standIn.failNext(500, 3);
    await expect(provider.verdict(payment)).rejects.toBeInstanceOf(ProviderUnavailable);
    standIn.failNext(500, 3);
    await expect(provider.close(payment)).rejects.toBeInstanceOf(ProviderUnavailable);
    const badKey = new StripePaymentProvider({ secretKey: 'not-a-key', webhookSecret: SECRET, apiUrl: standIn.url });
    await expect(badKey.start(paymentStart())).rejects.toBeInstanceOf(ProviderUnavailable);
    const gone = await startStripeStandIn({ webhookSecret: SECRET });
    await gone.close();
    const unreachable = new StripePaymentProvider({ secretKey: 'sk_test_foyer', webhookSecret: SECRET, apiUrl: gone.url });
    await expect(unreachable.start(paymentStart())).rejects.toBeInstanceOf(ProviderUnavailable);
  });
});
