import type { BookingResult, initPaymentBodySchema, Lang } from '@foyer/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { ProviderUnavailable, type PaymentMethod, type PaymentProvider, type ProviderPayment } from '../../payments/payment-provider.js';
import { findLatestPayment, findOpenPayments, insertPayment, setProviderRef, type PaymentRow } from '../../payments/payments.repository.js';
import type { ClosingOutcome, Settlement } from '../../payments/settlement.js';
import type { AuthCustomer } from '../customer-auth/customer-auth.repository.js';
import { randomId, type OrderPlacement } from '../orders/order-placement.js';
import { findOrderByCartId, findPendingOrders, moveOrder, type OrderRow } from '../orders/orders.repository.js';
import { releaseOrder } from '../orders/release-order.js';
import type { BookingService } from './booking.service.js';
import { resolvePaymentMethod } from './payment-method.js';
import { checkReturnUrls, withQuery } from './return-urls.js';

type InitPayment = z.output<typeof initPaymentBodySchema>;

const providerPayment = (row: PaymentRow): ProviderPayment => ({ id: row.id, providerRef: row.provider_ref, amountCents: row.amount_cents, currency: row.currency });

/** `checkout/initPayment`, `checkout/execPayment` and `checkout/cancel` (SPEC §7) over the commerce core. */
export class CheckoutService {
  constructor(
    private readonly db: Db,
    private readonly placement: OrderPlacement,
    private readonly booking: BookingService,
    private readonly provider: PaymentProvider,
    private readonly settlement: Settlement,
    private readonly publicOrigin: string,
  ) {}

  /** Places the order (ending the session's previous unpaid one) and starts its payment; answers where the browser goes. */
  async initPayment(customer: AuthCustomer, body: InitPayment, lang: Lang): Promise<string> {
    const method = await resolvePaymentMethod(this.db, customer.shopId, body.payart, body.aux, lang);
    const urls = checkReturnUrls(body.url, this.publicOrigin, lang);
    // One unpaid order per session: a new checkout gives the previous one's places back. If its
    // provider cannot be reached now, the sweeper ends it when its hold runs out.
    for (const previous of await findPendingOrders(this.db, customer.id)) await this.endOrder(previous, 'canceled').catch(() => undefined);
    const order = await this.placement.place({
      shopId: customer.shopId,
      customerId: customer.id,
      lang,
      items: body.cart.items,
      payart: body.payart,
      partner: body.aux.partner ?? null,
      externalDocumentNumber: body.cart.external_document_number ?? null,
      urls,
    });
    return this.startPayment(order, method, customer.email, lang);
  }

  /**
   * Starts paying a placed order: nothing is due → booked at once without the provider; otherwise a
   * payment for the amount due is recorded, then registered with the provider.
   */
  async startPayment(order: OrderRow, method: PaymentMethod, email: string, lang: Lang): Promise<string> {
    const success = withQuery(order.continue_url, { cartId: order.cart_id });
    if (order.amount_due_cents === 0) {
      await moveOrder(this.db, order.id, ['pending'], 'paid', new Date());
      await this.booking.book(order.id);
      return success;
    }
    const now = new Date();
    const paymentId = randomId(18);
    await insertPayment(this.db, {
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
    });
    try {
      const started = await this.provider.start({
        paymentId,
        orderNumber: order.id,
        amountCents: order.amount_due_cents,
        currency: order.currency,
        lang,
        method,
        successUrl: success,
        cancelUrl: withQuery(order.cancel_url, { cartId: order.cart_id, status: 'canceled' }),
        holdExpiresAt: new Date(order.hold_expires_at),
        customerEmail: email,
      });
      await setProviderRef(this.db, paymentId, started.providerRef);
      return started.redirectUrl;
    } catch (error) {
      await this.settlement.close(paymentId, 'canceled');
      if (error instanceof ProviderUnavailable) throw new DomainError('PAYMENT_PROVIDER_UNAVAILABLE');
      throw error;
    }
  }

  /** Idempotent: books a paid order once and answers the same booking however often it is asked. */
  async execPayment(cartId: string): Promise<BookingResult> {
    let order = await findOrderByCartId(this.db, cartId);
    if (order === undefined) throw new DomainError('CART_GONE');
    const payment = await findLatestPayment(this.db, order.id);
    let processing = false;
    if (order.status === 'pending' && payment?.status === 'created') {
      // The return address proves nothing: the provider's own word decides.
      const verdict = await this.provider.verdict(providerPayment(payment)).catch(() => 'processing' as const);
      processing = verdict === 'processing';
      await this.settlement.apply(payment.id, verdict);
      order = (await findOrderByCartId(this.db, cartId)) ?? order;
    } else if (payment?.status === 'confirmed' && order.status !== 'booked') {
      await this.settlement.confirm(payment.id);
    }
    // book() answers what became of the order, whoever booked or flagged it.
    const outcome = order.status === 'booked' ? 'booked' : await this.booking.book(order.id);
    if (outcome === 'booked') return this.booking.result(order);
    if (outcome === 'refund_required') throw new DomainError('REFUND_REQUIRED');
    if (order.status === 'pending') throw new DomainError(processing ? 'PAYMENT_PENDING' : 'PAYMENT_NOT_COMPLETED');
    throw new DomainError('CART_GONE');
  }

  /** Releases the places at once; 410 when the order is gone, 422 when it was already paid. */
  async cancel(cartId: string): Promise<void> {
    const order = await findOrderByCartId(this.db, cartId);
    if (order === undefined) throw new DomainError('CART_GONE');
    if (order.status === 'pending' && (await this.endOrder(order, 'canceled')) !== 'paid') {
      if ((await findOrderByCartId(this.db, cartId))?.status === 'canceled') return;
    }
    const current = (await findOrderByCartId(this.db, cartId)) ?? order;
    if (['paid', 'booked', 'refund_required', 'refunded'].includes(current.status)) throw new DomainError('ORDER_ALREADY_PAID');
    throw new DomainError('CART_GONE');
  }

  /**
   * Ends an unpaid order: each open payment is closed at its provider first, so nobody can pay it
   * any more; one the payer completed meanwhile is confirmed instead and the order goes on to booking.
   */
  async endOrder(order: OrderRow, outcome: ClosingOutcome): Promise<'ended' | 'paid' | 'unchanged'> {
    const open = await findOpenPayments(this.db, order.id);
    let ended = false;
    for (const payment of open) {
      if ((await this.provider.close(providerPayment(payment))) === 'confirmed') {
        await this.settlement.confirm(payment.id);
        return 'paid';
      }
      ended = (await this.settlement.close(payment.id, outcome)) || ended;
    }
    if (open.length === 0) ended = await releaseOrder(this.db, order.id, outcome === 'declined' ? 'failed' : outcome, new Date());
    // Another caller (a click, another instance's sweeper) may have ended it first.
    return ended ? 'ended' : 'unchanged';
  }
}
