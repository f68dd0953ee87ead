import type Stripe from 'stripe';
import type { ProviderPayment } from '../../payment-provider.js';

/** Stripe's word is only worth something for the payment we asked about, for its amount and currency. */
export const sessionMatches = (session: Stripe.Checkout.Session, payment: Pick<ProviderPayment, 'id' | 'amountCents' | 'currency'>): boolean =>
  session.client_reference_id === payment.id && session.amount_total === payment.amountCents && session.currency === payment.currency.toLowerCase();

/** `no_payment_required` cannot occur for an amount above 0, but it is Stripe's "nothing left to pay" too. */
export const isPaid = (session: Stripe.Checkout.Session): boolean => session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
