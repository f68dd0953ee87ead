import type { Lang } from '@foyer/contract';
import type { PaymentStatus } from '../db/schema-orders.js';

export interface PaymentStart {
  paymentId: string;
  orderNumber: number;
  amountCents: number;
  currency: string;
  lang: Lang;
  payart: number;
  wallet: string | null;
  /** The address the browser used for this server, for providers that live on it. */
  serverOrigin: string;
}

/**
 * A payment service. `start` registers a payment and answers where to send the payer; `status` is
 * the provider's verdict, asked again when the visitor comes back, so a forged return address
 * cannot book anything.
 */
export interface PaymentProvider {
  readonly name: string;
  start(payment: PaymentStart): Promise<{ redirectUrl: string; providerRef: string }>;
  status(paymentId: string): Promise<PaymentStatus>;
}
