import type { Lang } from '@foyer/contract';
import type { Db, Executor } from '../../db/database.js';
import { noFaults, type FaultHook } from '../../db/fault-points.js';
import type { PaymentOrigin } from '../../db/schema-orders.js';
import { DomainError } from '../../errors/domain-error.js';
import { ProviderUnavailable, type PaymentMethod, type PaymentProvider, type ProviderPayment } from '../../payments/payment-provider.js';
import { insertPayment, setProviderRef, type PaymentRow } from '../../payments/payments.repository.js';
import type { Settlement } from '../../payments/settlement.js';
import { randomId } from '../../kernel/random-id.js';
import type { OrderRow } from '../orders/public.js';
import { withQuery } from './return-urls.js';

export const providerPayment = (row: PaymentRow): ProviderPayment => ({ id: row.id, providerRef: row.provider_ref, amountCents: row.amount_cents, currency: row.currency });

export interface PaymentRequest {
  order: OrderRow;
  method: PaymentMethod;
  /** Null when the provider is to ask the payer (an express wallet payment without login). */
  email: string | null;
  lang: Lang;
  /** Checked addresses on PUBLIC_URL the payer returns to; the cart id is appended here. */
  urls: { continue: string; cancel: string };
  origin: PaymentOrigin;
}

/**
 * Starts one payment of an order for its amount due: the payment is recorded first (with where it
 * came from and where it returns), then registered with the provider. A provider that cannot be
 * reached closes it again through Settlement, and nothing was charged.
 */
export class PaymentStarter {
  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly settlement: Settlement,
    private readonly faults: FaultHook = noFaults,
  ) {}

  async start(request: PaymentRequest): Promise<string> {
    const paymentId = await this.record(this.db, request);
    this.faults('after-payment-record');
    return this.register(paymentId, request);
  }

  /**
   * Records the payment, open and unknown to the provider, on `db`: a checkout records it in the
   * transaction that places the order, so order and payment exist together. Answers its id.
   */
  async record(db: Executor, { order, method, urls, origin }: Omit<PaymentRequest, 'email' | 'lang'>): Promise<string> {
    const now = new Date();
    const paymentId = randomId(18);
    await insertPayment(db, {
      id: paymentId,
      order_id: order.id,
      provider: this.provider.name,
      provider_ref: null,
      amount_cents: order.amount_due_cents,
      currency: order.currency,
      payart: method.payart,
      wallet: method.wallet,
      account_holder: method.accountHolder,
      iban_last4: method.iban === null ? null : method.iban.slice(-4),
      status: 'created',
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      origin,
      continue_url: urls.continue,
      cancel_url: urls.cancel,
    });
    return paymentId;
  }

  /** Registers a recorded payment with its provider and keeps the provider's reference; answers where the payer goes. */
  async register(paymentId: string, { order, method, email, lang, urls }: PaymentRequest): Promise<string> {
    try {
      const started = await this.provider.start({
        paymentId,
        orderNumber: order.id,
        amountCents: order.amount_due_cents,
        currency: order.currency,
        lang,
        method,
        successUrl: withQuery(urls.continue, { cartId: order.cart_id }),
        cancelUrl: withQuery(urls.cancel, { cartId: order.cart_id, status: 'canceled' }),
        holdExpiresAt: new Date(order.hold_expires_at),
        customerEmail: email,
      });
      this.faults('after-provider-start');
      await setProviderRef(this.db, paymentId, started.providerRef);
      return started.redirectUrl;
    } catch (error) {
      await this.settlement.close(paymentId, 'canceled');
      if (error instanceof ProviderUnavailable) throw new DomainError('PAYMENT_PROVIDER_UNAVAILABLE');
      throw error;
    }
  }
}
