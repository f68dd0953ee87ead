import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import type { OrderStatus, PaymentStatus } from '../db/schema-orders.js';
import { releaseClaims } from '../modules/claims/claims.js';
import { moveOrder } from '../modules/orders/orders.repository.js';
import type { ProviderVerdict } from './payment-provider.js';
import { findPayment } from './payments.repository.js';

/** Orders a confirmed payment may still turn into a booking: whatever happened, paid money is never dropped. */
const PAYABLE: readonly OrderStatus[] = ['pending', 'expired', 'canceled', 'failed'];

export type ClosingOutcome = 'declined' | 'canceled' | 'expired';
const ORDER_END: Record<ClosingOutcome, OrderStatus> = { declined: 'failed', canceled: 'canceled', expired: 'expired' };
const PAYMENT_END: Record<ClosingOutcome, PaymentStatus> = { declined: 'declined', canceled: 'canceled', expired: 'canceled' };

/**
 * The only code that confirms, declines or cancels a payment (DESIGN.md "Commerce core"). Each
 * change moves the payment and its order together in one transaction, by conditional updates, so
 * a crash leaves both before or both after, and racing callers (the payer's click, a webhook, the
 * sweeper of another instance) agree on one outcome.
 */
export class Settlement {
  constructor(
    private readonly db: Db,
    /** Books a paid order (tickets, mail) or flags it for refund; reconciliation retries if this fails. */
    private readonly afterPaid: (orderId: number) => Promise<void>,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  /**
   * The provider took the money. The payment becomes confirmed from any open or closed state and
   * its order paid, even an order that expired or was cancelled meanwhile: booking then takes free
   * places or flags a refund. Calling it again repairs an order left behind and changes nothing
   * else. Answers whether the payment is confirmed.
   */
  async confirm(paymentId: string, now: Date = new Date()): Promise<boolean> {
    const orderId = await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('payments')
        .set({ status: 'confirmed', updated_at: now.toISOString() })
        .where('id', '=', paymentId)
        .where('status', 'in', ['created', 'declined', 'canceled'])
        .execute();
      const payment = await findPayment(trx, paymentId);
      if (payment?.status !== 'confirmed') return undefined;
      await moveOrder(trx, payment.order_id, PAYABLE, 'paid', now);
      return payment.order_id;
    });
    if (orderId === undefined) return false;
    // The payment is safe either way: reconciliation books the order on its next round.
    await this.afterPaid(orderId).catch((error: unknown) => this.log.error({ err: error, orderId }, 'booking a paid order failed; reconciliation retries'));
    return true;
  }

  /**
   * An open payment ends unpaid: the payment is closed, its pending order ends and gives its places
   * back, all at once. False when the payment was no longer open (paid, or closed by someone else).
   */
  async close(paymentId: string, outcome: ClosingOutcome, now: Date = new Date()): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('payments')
        .set({ status: PAYMENT_END[outcome], updated_at: now.toISOString() })
        .where('id', '=', paymentId)
        .where('status', '=', 'created')
        .returning('order_id')
        .executeTakeFirst();
      if (result === undefined) return false;
      if (await moveOrder(trx, result.order_id, ['pending'], ORDER_END[outcome], now)) await releaseClaims(trx, result.order_id);
      return true;
    });
  }

  /** A confirmed payment whose money went back to the payer; its order is refunded. */
  async refunded(paymentId: string, now: Date = new Date()): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('payments')
        .set({ status: 'refunded', updated_at: now.toISOString() })
        .where('id', '=', paymentId)
        .where('status', '=', 'confirmed')
        .returning('order_id')
        .executeTakeFirst();
      if (result === undefined) return false;
      await moveOrder(trx, result.order_id, ['refund_required'], 'refunded', now);
      return true;
    });
  }

  /** Applies what the provider says about a payment; `open` and `processing` change nothing. */
  async apply(paymentId: string, verdict: ProviderVerdict, now: Date = new Date()): Promise<void> {
    if (verdict === 'confirmed') await this.confirm(paymentId, now);
    else if (verdict === 'declined' || verdict === 'canceled') await this.close(paymentId, verdict, now);
  }
}
