import { text, textList, textMap, type FormObject, type FormValue } from './form-body.js';
import { recordedCustomerDetails, recordedRefund, recordedSession, stripeId, StripeFailure, unixNow, type StandInRefund, type StandInSession } from './stripe-objects.js';

/** Stripe accepts a Checkout Session's `expires_at` between 30 minutes and 24 hours ahead. */
const MIN_EXPIRY_SECONDS = 30 * 60;
const MAX_EXPIRY_SECONDS = 24 * 60 * 60;

const invalid = (message: string, param: string, code = 'parameter_invalid'): StripeFailure => new StripeFailure(400, 'invalid_request_error', message, code, param);

const asForm = (value: FormValue | undefined): FormObject =>
  value !== undefined && typeof value === 'object' && !Array.isArray(value) ? value : {};

const lineAmounts = (params: FormObject): { total: number; currency: string } => {
  const lines = params.line_items;
  if (!Array.isArray(lines) || lines.length === 0) throw invalid('Missing required param: line_items.', 'line_items', 'parameter_missing');
  let total = 0;
  const currencies = new Set<string>();
  lines.forEach((line, index) => {
    const priceData = asForm(asForm(line).price_data);
    const amount = Number(text(priceData, 'unit_amount'));
    const quantity = Number(text(asForm(line), 'quantity') ?? '1');
    const currency = text(priceData, 'currency');
    if (!Number.isInteger(amount) || amount < 0) throw invalid('Invalid integer.', `line_items[${index}][price_data][unit_amount]`);
    if (currency === undefined) throw invalid('Missing required param: currency.', `line_items[${index}][price_data][currency]`, 'parameter_missing');
    total += amount * quantity;
    currencies.add(currency);
  });
  const [currency] = currencies;
  if (currency === undefined || currencies.size > 1) throw invalid('All line items must use the same currency.', 'line_items');
  return { total, currency };
};

/** The stand-in's memory of sessions and refunds, changed the way Stripe changes them. */
export class StripeLedger {
  readonly sessions = new Map<string, StandInSession>();
  readonly refunds: StandInRefund[] = [];

  createSession(params: FormObject, origin: string): StandInSession {
    if (text(params, 'mode') !== 'payment') throw invalid('This stand-in only knows `mode=payment`.', 'mode');
    const successUrl = text(params, 'success_url');
    if (successUrl === undefined) throw invalid('Missing required param: success_url.', 'success_url', 'parameter_missing');
    const { total, currency } = lineAmounts(params);
    const now = unixNow();
    const expiresAt = Number(text(params, 'expires_at') ?? now + MAX_EXPIRY_SECONDS);
    if (expiresAt < now + MIN_EXPIRY_SECONDS || expiresAt > now + MAX_EXPIRY_SECONDS) {
      throw invalid('The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.', 'expires_at');
    }
    const customerEmail = text(params, 'customer_email');
    // Stripe refuses an empty or malformed address rather than asking the payer for one.
    if (customerEmail !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(customerEmail)) throw invalid('Invalid email address: ' + customerEmail, 'customer_email', 'email_invalid');
    const id = stripeId('cs_test', 58);
    const allowed = textList(params, 'allowed_payment_method_types') ?? null;
    const session = recordedSession({
      id,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: total,
      amount_subtotal: total,
      currency,
      url: `${origin}/pay/${id}`,
      client_reference_id: text(params, 'client_reference_id') ?? null,
      customer_email: customerEmail ?? null,
      name_collection: { individual: { enabled: text(asForm(asForm(params.name_collection).individual), 'enabled') === 'true', optional: false } },
      locale: text(params, 'locale') ?? null,
      metadata: textMap(params, 'metadata'),
      success_url: successUrl,
      cancel_url: text(params, 'cancel_url') ?? null,
      created: now,
      expires_at: expiresAt,
      // Stripe creates the PaymentIntent only when the payer confirms.
      payment_intent: null,
      allowed_payment_method_types: allowed,
      payment_method_types: allowed ?? ['card'],
      // The recording's shipping, tax and currency-conversion figures belong to another purchase.
      customer_details: null,
      shipping_cost: null,
      shipping_address_collection: null,
      collected_information: null,
      currency_conversion: null,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    });
    this.sessions.set(id, session);
    return session;
  }

  session(id: string): StandInSession {
    const session = this.sessions.get(id);
    if (session === undefined) throw new StripeFailure(404, 'invalid_request_error', `No such checkout.session: '${id}'`, 'resource_missing', 'session');
    return session;
  }

  expire(id: string): StandInSession {
    const session = this.session(id);
    if (session.status !== 'open') {
      throw new StripeFailure(400, 'invalid_request_error', `Only Checkout Sessions with a status of \`open\` can be expired. This Checkout Session has a status of \`${session.status}\`.`);
    }
    Object.assign(session, { status: 'expired', url: null });
    return session;
  }

  /**
   * The payer confirmed on the hosted page: a card pays at once, a debit stays unpaid until it settles.
   * `payer`: what the payer typed or the wallet gave when the session had no customer_email; the
   * completed session reports it in `customer_details`, as Stripe does.
   */
  complete(id: string, payment: 'paid' | 'unpaid', payer: { email: string; name: string | null } | null = null): StandInSession {
    const session = this.session(id);
    if (session.status !== 'open') throw new StripeFailure(400, 'invalid_request_error', `This Checkout Session is ${session.status}.`);
    const details = recordedCustomerDetails(payer?.email ?? session.customer_email, payer?.name ?? null);
    Object.assign(session, { status: 'complete', payment_status: payment, payment_intent: stripeId('pi'), url: null, customer_details: details });
    return session;
  }

  /** A debit of a completed session settles, or bounces (the session itself stays `complete` + `unpaid`). */
  settleAsync(id: string, outcome: 'succeeded' | 'failed'): StandInSession {
    const session = this.session(id);
    if (session.status !== 'complete' || session.payment_status !== 'unpaid') throw new Error(`session ${id} has no payment in progress`);
    if (outcome === 'succeeded') session.payment_status = 'paid';
    return session;
  }

  /**
   * Gives back `amount` of a paid payment intent, or all that is left without one. As Stripe answers:
   * `charge_already_refunded` when nothing is left, `amount_too_large` when less is left than asked.
   */
  refund(params: FormObject): StandInRefund {
    const paymentIntent = text(params, 'payment_intent');
    if (paymentIntent === undefined) throw invalid('Missing required param: payment_intent.', 'payment_intent', 'parameter_missing');
    const session = [...this.sessions.values()].find((candidate) => candidate.payment_intent === paymentIntent && candidate.payment_status === 'paid');
    if (session === undefined) throw invalid(`No such payment_intent: '${paymentIntent}'`, 'payment_intent', 'resource_missing');
    const left = session.amount_total - this.refunds.filter((refund) => refund.payment_intent === paymentIntent).reduce((sum, refund) => sum + refund.amount, 0);
    if (left <= 0) {
      throw new StripeFailure(400, 'invalid_request_error', `Charge for PaymentIntent ${paymentIntent} has already been refunded.`, 'charge_already_refunded');
    }
    const asked = text(params, 'amount');
    const amount = asked === undefined ? left : Number(asked);
    if (!Number.isInteger(amount) || amount < 1) throw invalid('Invalid positive integer', 'amount');
    if (amount > left) {
      const money = (cents: number): string => `${session.currency.toUpperCase()} ${(cents / 100).toFixed(2)}`;
      throw invalid(`Refund amount (${money(amount)}) is greater than unrefunded amount on charge (${money(left)})`, 'amount', 'amount_too_large');
    }
    const refund = recordedRefund({ id: stripeId('re'), amount, currency: session.currency, payment_intent: paymentIntent, charge: stripeId('ch'), created: unixNow() });
    this.refunds.push(refund);
    return refund;
  }
}
