import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../db/database.js';
import { noFaults, type FaultHook } from '../db/fault-points.js';
import type { OrderStatus, PaymentStatus } from '../db/schema-orders.js';
import { ClaimLost, releaseClaims } from '../modules/claims/claims.js';
import { markOrderPaid, moveOrder, type OrderRow } from '../modules/orders/orders.repository.js';
import type { ProviderVerdict } from './payment-provider.js';
import { confirmUnpaidPayment, findPayment } from './payments.repository.js';

export type ClosingOutcome = 'declined' | 'canceled' | 'expired';
const ORDER_END: Record<ClosingOutcome, OrderStatus> = { declined: 'failed', canceled: 'canceled', expired: 'expired' };
const PAYMENT_END: Record<ClosingOutcome, PaymentStatus> = { declined: 'declined', canceled: 'canceled', expired: 'canceled' };

/**
 * Thrown to undo the one-step confirmation when it does not apply. Made once: an Error records its
 * stack when made, which cost a per cent of a checkout's CPU when every confirmation made one.
 */
const NOT_THE_USUAL_CONFIRMATION = new Error('not the usual confirmation');

/**
 * The only code that confirms, declines or cancels a payment (DESIGN.md "Commerce core"). Each
 * change moves the payment and its order together in one transaction, by conditional updates, so
 * a crash leaves both before or both after, and racing callers (the payer's click, a webhook, the
 * sweeper of another instance) agree on one outcome.
 */
export class Settlement {
  constructor(
    private readonly db: Db,
    /**
     * Books a paid order (tickets, mail) or flags it for refund; reconciliation retries if this fails.
     * `paid` is the order as this confirmation moved it to paid, when it did.
     */
    private readonly afterPaid: (orderId: number, paid?: OrderRow) => Promise<void>,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    /**
     * Books a pending order inside the transaction that just confirmed its payment (false: it did
     * not); when absent, or when it did not, the order is paid and booking follows through `afterPaid`.
     */
    private readonly bookWithin?: (trx: Executor, orderId: number, now: Date) => Promise<boolean>,
    private readonly faults: FaultHook = noFaults,
  ) {}

  /**
   * The provider took the money. The payment becomes confirmed from any open or closed state and
   * its order paid, even an order that expired or was cancelled meanwhile: booking then takes free
   * places or flags a refund. An order paid already by another of its payments (two payments
   * started on one order, both completed) keeps that one: this payment is flagged for refund, in
   * the same transaction, so exactly one payment pays an order. Calling it again repairs an order
   * left behind and changes nothing else. Answers whether the money was taken (confirmed or flagged).
   */
  async confirm(paymentId: string, now: Date = new Date()): Promise<boolean> {
    if (this.bookWithin !== undefined && (await this.#confirmAndBook(this.bookWithin, paymentId, now))) return true;
    const outcome = await this.db.transaction().execute(async (trx): Promise<OrderRow | number | 'surplus' | undefined> => {
      const confirmed = await confirmUnpaidPayment(trx, paymentId, now);
      this.faults('after-payment-confirm');
      // The usual case confirms here; only a payment that was not open is read to learn what it is.
      const orderId = confirmed?.order_id ?? (await this.#alreadySettled(trx, paymentId));
      if (typeof orderId !== 'number') return orderId;
      // The order row's lock makes a second payment's transaction wait here and then find the order paid.
      const paid = await markOrderPaid(trx, orderId, now);
      this.faults('after-order-paid');
      if (paid !== undefined) return paid;
      if (confirmed === undefined) return orderId;
      await trx.updateTable('payments').set({ status: 'refund_required', updated_at: now.toISOString() }).where('id', '=', paymentId).execute();
      return 'surplus';
    });
    if (outcome === 'surplus') return true;
    if (outcome === undefined) return false;
    const orderId = typeof outcome === 'number' ? outcome : outcome.id;
    // The payment is safe either way: reconciliation books the order on its next round.
    await this.afterPaid(orderId, typeof outcome === 'number' ? undefined : outcome).catch((error: unknown) =>
      this.log.error({ err: error, orderId }, 'booking a paid order failed; reconciliation retries'),
    );
    return true;
  }

  /**
   * The usual confirmation in one transaction: an open payment confirmed, its pending order booked.
   * Anything else (a payment no longer open, an order no longer pending, an error) undoes it all and
   * answers false, and `confirm` takes the general path, which handles each of those.
   */
  async #confirmAndBook(bookWithin: (trx: Executor, orderId: number, now: Date) => Promise<boolean>, paymentId: string, now: Date): Promise<boolean> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const confirmed = await confirmUnpaidPayment(trx, paymentId, now);
        this.faults('after-payment-confirm');
        if (confirmed === undefined || !(await bookWithin(trx, confirmed.order_id, now))) throw NOT_THE_USUAL_CONFIRMATION;
        return true;
      });
    } catch (error) {
      if (error !== NOT_THE_USUAL_CONFIRMATION && !(error instanceof ClaimLost)) this.log.error({ err: error, paymentId }, 'confirming and booking in one step failed; confirming alone');
      return false;
    }
  }

  /** A payment confirm found no longer open: its order when it is confirmed already (a repair), 'surplus' when flagged for refund. */
  async #alreadySettled(trx: Executor, paymentId: string): Promise<number | 'surplus' | undefined> {
    const payment = await findPayment(trx, paymentId);
    if (payment?.status === 'refund_required') return 'surplus';
    return payment?.status === 'confirmed' ? payment.order_id : undefined;
  }

  /**
   * The provider's word that an open payment ended unpaid (declined, cancelled by the payer, its
   * session ran out). A checkout's payment ends its pending order, which gives its places back; a
   * payment on an existing order (its review page) leaves the order waiting for another payment
   * while its hold lasts, unless the hold itself ran out (`expired`). False when the payment was no
   * longer open (paid, or closed by someone else).
   */
  close(paymentId: string, outcome: ClosingOutcome, now: Date = new Date()): Promise<boolean> {
    return this.#close(paymentId, outcome, 'auto', now);
  }

  /** The shop ends an unpaid order (a cancel, a new checkout, the sweeper): its open payment closes and the order ends with it. */
  closeWithOrder(paymentId: string, outcome: ClosingOutcome, now: Date = new Date()): Promise<boolean> {
    return this.#close(paymentId, outcome, 'end', now);
  }

  /** The shop withdraws an open payment before starting another one for the same order, which keeps waiting. */
  withdraw(paymentId: string, now: Date = new Date()): Promise<boolean> {
    return this.#close(paymentId, 'canceled', 'keep', now);
  }

  /**
   * Money given back: a confirmed payment of an order flagged for refund (the order is refunded), or
   * a payment flagged for refund because another payment paid its order (the order stays as it is).
   */
  async refunded(paymentId: string, now: Date = new Date()): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const payment = await findPayment(trx, paymentId);
      if (payment?.status !== 'confirmed' && payment?.status !== 'refund_required') return false;
      const result = await trx
        .updateTable('payments')
        .set({ status: 'refunded', updated_at: now.toISOString() })
        .where('id', '=', paymentId)
        .where('status', '=', payment.status)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) return false;
      if (payment.status === 'confirmed') await moveOrder(trx, payment.order_id, ['refund_required'], 'refunded', now);
      return true;
    });
  }

  #close(paymentId: string, outcome: ClosingOutcome, order: 'auto' | 'end' | 'keep', now: Date): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('payments')
        .set({ status: PAYMENT_END[outcome], updated_at: now.toISOString() })
        .where('id', '=', paymentId)
        .where('status', '=', 'created')
        .returning(['order_id', 'origin'])
        .executeTakeFirst();
      if (result === undefined) return false;
      this.faults('after-payment-close');
      const endsOrder = order === 'end' || (order === 'auto' && (result.origin === 'checkout' || outcome === 'expired'));
      if (endsOrder && (await moveOrder(trx, result.order_id, ['pending'], ORDER_END[outcome], now))) {
        this.faults('after-order-end');
        await releaseClaims(trx, result.order_id);
      }
      return true;
    });
  }

  /** Applies what the provider says about a payment; `open` and `processing` change nothing. */
  async apply(paymentId: string, verdict: ProviderVerdict, now: Date = new Date()): Promise<void> {
    if (verdict === 'confirmed') await this.confirm(paymentId, now);
    else if (verdict === 'declined' || verdict === 'canceled') await this.close(paymentId, verdict, now);
  }
}
