import { randomBytes } from 'node:crypto';
import recorded from './recorded-responses.json' with { type: 'json' };

/**
 * Stripe's objects as the stand-in answers them: a recorded response (recorded-responses.json,
 * copied from stripe/openapi's fixtures) with the values of the request laid over it.
 */
export interface StandInSession {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  url: string | null;
  client_reference_id: string | null;
  customer_email: string | null;
  locale: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string | null;
  created: number;
  expires_at: number;
  payment_intent: string | null;
  allowed_payment_method_types: string[] | null;
  payment_method_types: string[];
  [field: string]: unknown;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  status: 'succeeded';
  created: number;
  metadata: Record<string, string>;
  [field: string]: unknown;
}

export interface StandInEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string | null;
  data: { object: StandInSession };
  [field: string]: unknown;
}

/** Stripe's error body: `{error: {type, code, message, param}}`, with its HTTP status. */
export class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly type: 'invalid_request_error' | 'api_error',
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  body(): { error: { type: string; message: string; code?: string; param?: string } } {
    return { error: { type: this.type, message: this.message, ...(this.code ? { code: this.code } : {}), ...(this.param ? { param: this.param } : {}) } };
  }
}

/** Ids shaped like Stripe's: a prefix and random letters and digits. */
export const stripeId = (prefix: string, length = 24): string =>
  `${prefix}_${randomBytes(length * 2).toString('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, length)}`;

export const unixNow = (): number => Math.floor(Date.now() / 1000);

const copy = <T>(value: T): T => structuredClone(value);

/** A recorded object with the request's values laid over it; the recording gives every other field. */
const overlay = <T>(recordedObject: object, values: Partial<T>): T => ({ ...copy(recordedObject), ...values }) as T;

export const recordedSession = (values: Partial<StandInSession>): StandInSession => overlay<StandInSession>(recorded['checkout.session'], values);

/** What a completed session reports of its payer: the recording's `customer_details` with the payer's address and name. */
export const recordedCustomerDetails = (email: string | null, name: string | null): Record<string, unknown> =>
  overlay<Record<string, unknown>>(recorded['checkout.session'].customer_details, {
    address: null,
    email,
    name,
    individual_name: name,
    tax_ids: [],
  });

export const recordedRefund = (values: Omit<StandInRefund, 'object' | 'status' | 'metadata'>): StandInRefund => overlay<StandInRefund>(recorded.refund, values);

export const recordedEvent = (type: string, session: StandInSession, apiVersion: string | null): StandInEvent =>
  overlay<StandInEvent>(recorded.event, { id: stripeId('evt'), type, created: unixNow(), api_version: apiVersion, pending_webhooks: 1, data: { object: copy(session) } });
