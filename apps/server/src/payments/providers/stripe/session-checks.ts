import type Stripe from 'stripe';
import type { PayerRecorder, ProviderPayment } from '../../payment-provider.js';

/** Stripe's word is only worth something for the payment we asked about, for its amount and currency. */
export const sessionMatches = (session: Stripe.Checkout.Session, payment: Pick<ProviderPayment, 'id' | 'amountCents' | 'currency'>): boolean =>
  session.client_reference_id === payment.id && session.amount_total === payment.amountCents && session.currency === payment.currency.toLowerCase();

/** `no_payment_required` cannot occur for an amount above 0, but it is Stripe's "nothing left to pay" too. */
export const isPaid = (session: Stripe.Checkout.Session): boolean => session.payment_status === 'paid' || session.payment_status === 'no_payment_required';

/**
 * A session started without the payer's address (an express wallet payment without login) reports
 * who paid in `customer_details`: the payer is named before the payment is confirmed, so the
 * confirmation reaches them. Sessions of known customers carry `customer_email` and name no one.
 */
export const namePayer = async (session: Stripe.Checkout.Session, paymentId: string, recordPayer: PayerRecorder): Promise<void> => {
  if (session.customer_email !== null) return;
  await recordPayer(paymentId, { email: session.customer_details?.email ?? null, name: session.customer_details?.name ?? null });
};
