import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { ProviderRefusedRefund, ProviderUnavailable, type PayerRecorder, type PaymentProvider, type PaymentStart, type ProviderPayment, type ProviderVerdict, type RefundPart } from '../../payment-provider.js';
import { checkoutSessionParams } from './checkout-session-params.js';
import { isPaid, namePayer, sessionMatches } from './session-checks.js';
import { registerStripeWebhook } from './stripe-webhook.routes.js';

export const STRIPE_PROVIDER_NAME = 'stripe';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (the tests' and journeys' local stand-in). */
  apiUrl?: string;
}

type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

const clientConfig = (apiUrl: string | undefined): Stripe.StripeConfig => {
  // A checkout request waits for this; the default 80 s would hold the payer far longer than Stripe ever needs.
  const base: Stripe.StripeConfig = { timeout: 20_000 };
  if (apiUrl === undefined) return base;
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { ...base, host: url.hostname, port: url.port === '' ? (protocol === 'http' ? 80 : 443) : Number(url.port), protocol };
};

/** Anything Stripe-side (unreachable, 5xx, refused) means: nothing happened, try later. */
const unavailable = (error: unknown): Error =>
  error instanceof Stripe.errors.StripeError ? new ProviderUnavailable(`Stripe: ${error.message}`, { cause: error }) : (error as Error);

/**
 * Stripe Checkout (DESIGN.md "The pieces"): each payment is one Checkout Session on Stripe's hosted
 * page; Stripe's signed events settle through Settlement, and the shop asks Stripe itself whenever
 * the payer comes back before the event.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = STRIPE_PROVIDER_NAME;
  /** A stand-in's hosted page lives beside its API; Stripe's own pages are on stripe.com. */
  readonly pageOrigins: readonly string[];
  private readonly stripe: Stripe;

  constructor(
    private readonly settings: StripeSettings,
    private readonly log?: Log,
    private readonly recordPayer: PayerRecorder = async () => false,
  ) {
    this.stripe = new Stripe(settings.secretKey, clientConfig(settings.apiUrl));
    this.pageOrigins = settings.apiUrl === undefined ? [] : [new URL(settings.apiUrl).origin];
  }

  async start(payment: PaymentStart): Promise<{ redirectUrl: string; providerRef: string }> {
    // Keyed by our payment id: a retried request gives the same session, never a second one.
    const session = await this.stripe.checkout.sessions.create(checkoutSessionParams(payment, Date.now()), { idempotencyKey: payment.paymentId }).catch((error: unknown) => {
      throw unavailable(error);
    });
    if (session.url === null) throw new ProviderUnavailable(`Stripe answered session ${session.id} without a payment page`);
    return { redirectUrl: session.url, providerRef: session.id };
  }

  async verdict(payment: ProviderPayment): Promise<ProviderVerdict> {
    if (payment.providerRef === null) return 'open';
    const session = await this.session(payment.providerRef);
    if (!sessionMatches(session, payment)) {
      this.log?.error({ paymentId: payment.id, sessionId: session.id }, 'Stripe session does not match the payment (id, amount or currency): not trusted');
      return 'open';
    }
    if (session.status === 'expired') return 'canceled';
    if (session.status !== 'complete') return 'open';
    if (!isPaid(session)) return 'processing';
    await namePayer(session, payment.id, this.recordPayer);
    return 'confirmed';
  }

  /**
   * Expires the session so nobody can pay it any more. Stripe refuses when the payer completed it
   * first: paid means confirmed; a debit still in progress ends here, and should it succeed later,
   * its event confirms the payment and the shop books or flags it for refund.
   */
  async close(payment: ProviderPayment): Promise<'canceled' | 'confirmed'> {
    if (payment.providerRef === null) return 'canceled';
    try {
      await this.stripe.checkout.sessions.expire(payment.providerRef);
      return 'canceled';
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw unavailable(error);
    }
    const session = await this.session(payment.providerRef);
    if (session.status !== 'complete' || !isPaid(session) || !sessionMatches(session, payment)) return 'canceled';
    await namePayer(session, payment.id, this.recordPayer);
    return 'confirmed';
  }

  async refund(payment: ProviderPayment, part?: RefundPart): Promise<void> {
    if (payment.providerRef === null) throw new ProviderUnavailable(`payment ${payment.id} never reached Stripe`);
    const session = await this.session(payment.providerRef);
    const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (intent === undefined || !isPaid(session)) throw new ProviderUnavailable(`Stripe session ${session.id} holds no payment to refund`);
    try {
      if (part === undefined) {
        // Keyed by our payment: running the refund command twice gives the money back once.
        await this.stripe.refunds.create({ payment_intent: intent }, { idempotencyKey: `refund-${payment.id}` });
      } else {
        // Keyed by our refund: a retry after a crash or a timeout gives this part back once.
        await this.stripe.refunds.create({ payment_intent: intent, amount: part.amountCents }, { idempotencyKey: part.key });
      }
    } catch (error) {
      // A whole refund done by hand in Stripe's dashboard already: the money is back, which is all we wanted.
      if (part === undefined && error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded') return;
      // More than the payment still holds (refunded by hand meanwhile): Stripe will never take this request.
      if (part !== undefined && error instanceof Stripe.errors.StripeInvalidRequestError && (error.code === 'amount_too_large' || error.code === 'charge_already_refunded')) {
        throw new ProviderRefusedRefund(`Stripe: ${error.message}`, { cause: error });
      }
      throw unavailable(error);
    }
  }

  register: PaymentProvider['register'] = (app, context) =>
    registerStripeWebhook(app, { ...context, recordPayer: this.recordPayer, webhooks: this.stripe.webhooks, webhookSecret: this.settings.webhookSecret });

  private async session(id: string): Promise<Stripe.Checkout.Session> {
    return this.stripe.checkout.sessions.retrieve(id).catch((error: unknown) => {
      throw unavailable(error);
    });
  }
}
