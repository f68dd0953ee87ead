import type { Lang } from '@foyer/contract';
import type Stripe from 'stripe';
import type { PaymentMethod, PaymentStart } from '../../payment-provider.js';

type SessionParams = Stripe.Checkout.SessionCreateParams;
type AllowedType = Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType;

/** The one line the payer sees on Stripe's page, worded like the confirmation mail's subject. */
const ORDER_LABEL: Record<Lang, string> = {
  de: 'Bestellung {order}',
  en: 'Order {order}',
  fr: 'Commande {order}',
  it: 'Ordine {order}',
  nl: 'Bestelling {order}',
  es: 'Pedido {order}',
  sv: 'Beställning {order}',
  da: 'Ordre {order}',
};

export const orderLabel = (lang: Lang, orderNumber: number): string => ORDER_LABEL[lang].replace('{order}', String(orderNumber));

/**
 * DESIGN.md "Payment types" on Stripe's page: a wallet is a card wallet there (Apple Pay and Google
 * Pay appear with `card`), a direct-debit type is a SEPA debit, and the default online payment is
 * card plus TWINT where TWINT exists (CHF only).
 */
export const paymentMethodTypes = (method: PaymentMethod, currency: string): AllowedType[] => {
  if (method.wallet !== null) return ['card'];
  if (method.directDebit) return ['sepa_debit'];
  return currency.toUpperCase() === 'CHF' ? ['card', 'twint'] : ['card'];
};

/** Stripe refuses an `expires_at` less than 30 minutes or more than 24 hours after creation. */
const MIN_EXPIRY_MS = 30 * 60_000;
const MAX_EXPIRY_MS = 24 * 60 * 60_000;
/** Our clock and Stripe's differ a little, and the request takes time: stay clear of both limits. */
const CLOCK_MARGIN_MS = 60_000;

/**
 * When the Checkout Session closes: with our hold, but never sooner than Stripe allows. A payment
 * made after the hold ran out is still the shop's to settle: booked if places are free, else flagged
 * for refund (DESIGN.md "Data and consistency").
 */
export const sessionExpiry = (holdExpiresAt: Date, now: number): number => {
  const earliest = now + MIN_EXPIRY_MS + CLOCK_MARGIN_MS;
  const latest = now + MAX_EXPIRY_MS - CLOCK_MARGIN_MS;
  return Math.ceil(Math.min(Math.max(holdExpiresAt.getTime(), earliest), latest) / 1000);
};

/**
 * Who pays: the customer's address, or, for an express wallet payment without login, Stripe's page
 * asks for e-mail and name (the wallet fills them in) and the completed session reports them.
 */
const payerParams = (email: string | null): Pick<SessionParams, 'customer_email' | 'name_collection'> =>
  email === null ? { name_collection: { individual: { enabled: true } } } : { customer_email: email };

/** One Checkout Session per payment, carrying our payment id both ways (client_reference_id, metadata). */
export const checkoutSessionParams = (payment: PaymentStart, now: number): SessionParams => ({
  mode: 'payment',
  line_items: [
    {
      quantity: 1,
      price_data: { currency: payment.currency.toLowerCase(), unit_amount: payment.amountCents, product_data: { name: orderLabel(payment.lang, payment.orderNumber) } },
    },
  ],
  client_reference_id: payment.paymentId,
  metadata: { payment_id: payment.paymentId, order_number: String(payment.orderNumber) },
  payment_intent_data: { metadata: { payment_id: payment.paymentId, order_number: String(payment.orderNumber) } },
  success_url: payment.successUrl,
  cancel_url: payment.cancelUrl,
  locale: payment.lang,
  ...payerParams(payment.customerEmail),
  expires_at: sessionExpiry(payment.holdExpiresAt, now),
  allowed_payment_method_types: paymentMethodTypes(payment.method, payment.currency),
});
