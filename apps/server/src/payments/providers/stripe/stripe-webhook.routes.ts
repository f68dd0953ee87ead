import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { HttpError } from '../../../http/http-error.js';
import type { PayerRecorder } from '../../payment-provider.js';
import type { PaymentDirectory } from '../../payment-view.js';
import type { Settlement } from '../../settlement.js';
import { isPaid, namePayer, sessionMatches } from './session-checks.js';

/** Outside /api/:lang: Stripe calls it, not the shop's client. Register `${PUBLIC_URL}${STRIPE_WEBHOOK_PATH}` at Stripe. */
export const STRIPE_WEBHOOK_PATH = '/payments/stripe/webhook';

interface WebhookContext {
  settlement: Settlement;
  recordPayer: PayerRecorder;
  payments: PaymentDirectory;
  webhooks: Stripe['webhooks'];
  webhookSecret: string;
}

type SessionAction = 'confirm' | 'decline' | 'cancel' | 'wait';

/** What each Checkout event means for our payment; every other event is acknowledged and ignored. */
const actionOf = (event: Stripe.Event): { session: Stripe.Checkout.Session; action: SessionAction } | undefined => {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      // A debit completes unpaid; its async_payment_succeeded or _failed event settles it later.
      return { session, action: isPaid(session) ? 'confirm' : 'wait' };
    }
    case 'checkout.session.async_payment_succeeded':
      return { session: event.data.object, action: 'confirm' };
    case 'checkout.session.async_payment_failed':
      return { session: event.data.object, action: 'decline' };
    case 'checkout.session.expired':
      return { session: event.data.object, action: 'cancel' };
    default:
      return undefined;
  }
};

const settle = async (event: Stripe.Event, context: WebhookContext, log: FastifyBaseLogger): Promise<void> => {
  const found = actionOf(event);
  if (found === undefined || found.action === 'wait') return;
  const { session, action } = found;
  const paymentId = session.client_reference_id ?? session.metadata?.payment_id;
  const view = paymentId ? await context.payments.find(paymentId) : undefined;
  // Not ours (another shop on the same Stripe account, or a deleted test order): acknowledged so Stripe stops retrying.
  if (view === undefined) return;
  const { payment } = view;
  if (!sessionMatches(session, payment) || (payment.providerRef !== null && payment.providerRef !== session.id)) {
    log.error({ paymentId: payment.id, sessionId: session.id, eventId: event.id }, 'Stripe event does not match the payment (session, amount or currency): ignored');
    return;
  }
  // Settlement changes a payment only from the states it may leave, so a replayed event changes nothing.
  if (action === 'confirm') {
    await namePayer(session, payment.id, context.recordPayer);
    await context.settlement.confirm(payment.id);
  }
  else await context.settlement.close(payment.id, action === 'decline' ? 'declined' : 'canceled');
};

/**
 * Stripe's notices (docs/operations.md "Payments (Stripe)"). The signature covers the exact bytes
 * Stripe sent, so this route alone reads its body raw; a bad or missing signature is a 400.
 */
export const registerStripeWebhook = async (parent: FastifyInstance, context: WebhookContext): Promise<void> => {
  await parent.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(STRIPE_WEBHOOK_PATH, async (request) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new HttpError(400, 'BAD_REQUEST');
      let event: Stripe.Event;
      try {
        event = context.webhooks.constructEvent(request.body, signature, context.webhookSecret);
      } catch (error) {
        request.log.warn({ err: error }, 'Stripe webhook refused: bad signature');
        throw new HttpError(400, 'BAD_REQUEST');
      }
      await settle(event, context, request.log);
      return { received: true };
    });
  });
};
