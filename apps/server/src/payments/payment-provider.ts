import type { Lang } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import type { PaymentDirectory } from './payment-view.js';
import type { Settlement } from './settlement.js';

/** How the payer chose to pay: the catalog's payment type, an express wallet, or a direct debit. */
export interface PaymentMethod {
  payart: number;
  wallet: 'APPLEPAY' | 'GOOGLEPAY' | null;
  directDebit: boolean;
  /** Only for direct debit: the account holder and the normalised IBAN (never stored by us in full). */
  accountHolder: string | null;
  iban: string | null;
}

export interface PaymentStart {
  /** Our payment id: the provider carries it back (webhook, hosted page) so settlement finds the payment. */
  paymentId: string;
  orderNumber: number;
  amountCents: number;
  currency: string;
  lang: Lang;
  method: PaymentMethod;
  /** Absolute addresses on PUBLIC_URL; the provider appends nothing, they already carry the cart id. */
  successUrl: string;
  cancelUrl: string;
  /** When our hold on the order's places runs out. */
  holdExpiresAt: Date;
  /**
   * The payer's address, or null for an express wallet payment without login: the provider's page
   * then asks for name and e-mail (or the wallet gives them), and hands them to `recordPayer`.
   */
  customerEmail: string | null;
}

/**
 * Names the payer of an express wallet payment started without login, before the payment is
 * confirmed, so the confirmation goes to the wallet's address; changes nothing for an order whose
 * customer is known. Answers whether it named one.
 */
export type PayerRecorder = (paymentId: string, payer: { email: string | null; name: string | null }) => Promise<boolean>;

/** A part of a payment to give back, under a key of our own: the provider pays back once per key. */
export interface RefundPart {
  amountCents: number;
  key: string;
}

/** What we know of a payment when we ask its provider about it. */
export interface ProviderPayment {
  id: string;
  providerRef: string | null;
  amountCents: number;
  currency: string;
}

/**
 * The provider's word on a payment: `open` (the payer has not paid), `processing` (paid with a
 * method that confirms later, e.g. a debit), or final.
 */
export type ProviderVerdict = 'open' | 'processing' | 'confirmed' | 'declined' | 'canceled';

/**
 * A payment service (DESIGN.md "The pieces"). Its answers are never trusted from the browser: the
 * shop asks the provider (`verdict`) or receives its signed notice, and only `Settlement` changes a
 * payment's state.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Origins of the provider's own pages beyond its well-known hosts (a local stand-in): never kept as a referrer. */
  readonly pageOrigins?: readonly string[];
  /** Registers the payment with the provider; answers where to send the payer and the provider's reference. */
  start(payment: PaymentStart): Promise<{ redirectUrl: string; providerRef: string }>;
  verdict(payment: ProviderPayment): Promise<ProviderVerdict>;
  /** Closes an open payment so nobody can pay it any more; answers `confirmed` when the payer was quicker. */
  close(payment: ProviderPayment): Promise<'canceled' | 'confirmed'>;
  /**
   * Gives money of a confirmed payment back: `part.amountCents` once per `part.key` (a retry with the
   * same key gives nothing more), or without `part` the whole amount once per payment. Throws
   * ProviderRefusedRefund when the provider will never do it (more than is left), ProviderUnavailable
   * when it may later.
   */
  refund(payment: ProviderPayment, part?: RefundPart): Promise<void>;
  /** Routes the provider needs on this server (hosted page, webhook), settling through `settlement`. */
  register(app: FastifyInstance, context: { settlement: Settlement; payments: PaymentDirectory }): Promise<void>;
}

/** A provider could not be reached or refused the request: nothing was charged. */
export class ProviderUnavailable extends Error {
  override readonly name = 'ProviderUnavailable';
}

/** The provider refused a refund for good (more than the payment still holds): asking again changes nothing. */
export class ProviderRefusedRefund extends Error {
  override readonly name = 'ProviderRefusedRefund';
}
