import type { BookingResult, initPaymentBodySchema, Lang } from '@foyer/contract';
import { referrerToKeep } from '@foyer/domain';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database.js';
import type { FaultHook } from '../../db/fault-points.js';
import { DomainError } from '../../errors/domain-error.js';
import { queueOrderMail } from '../../mail/outbox.repository.js';
import type { PaymentProvider } from '../../payments/payment-provider.js';
import { findOpenPayments, findPaymentsOf } from '../../payments/payments.repository.js';
import type { ClosingOutcome, Settlement } from '../../payments/settlement.js';
import type { AuthCustomer } from '../customer-auth/public.js';
import { findOrderByCartId, findOrderEmailAndLinesByCartId, findPendingOrders, type OrderPlacement, type OrderRequest, type OrderRow, releaseOrder } from '../orders/public.js';
import { findDefaultShopId } from '../../kernel/shop-settings.js';
import type { BookingService } from './booking.service.js';
import { choosePayment } from './payment-method.js';
import { providerPayment, type PaymentRequest, type PaymentStarter } from './payment-start.js';
import { checkReturnUrls, withQuery } from './return-urls.js';

type InitPayment = z.output<typeof initPaymentBodySchema>;

export interface CheckoutDeps {
  placement: OrderPlacement;
  booking: BookingService;
  starter: PaymentStarter;
  provider: PaymentProvider;
  settlement: Settlement;
  publicOrigin: string;
  faults: FaultHook;
}

/** `checkout/initPayment`, `checkout/execPayment` and `checkout/cancel` (SPEC §7) over the commerce core. */
export class CheckoutService {
  constructor(
    private readonly db: Db,
    private readonly deps: CheckoutDeps,
  ) {}

  /**
   * Places the order (ending the session's previous unpaid checkout) and starts its payment; answers
   * where the browser goes. A pay-later type (registered customers only) reserves the order instead.
   * `customer` is null for an express wallet payment without login (the route lets only those through):
   * the order gets a guest customer whom the wallet names on payment.
   */
  async initPayment(customer: AuthCustomer | null, body: InitPayment, lang: Lang): Promise<string> {
    const shopId = customer?.shopId ?? (await this.#defaultShopId());
    const choice = await choosePayment(this.db, shopId, body.payart, body.aux, lang);
    if (choice.kind === 'later' && (customer === null || customer.isGuest)) throw new DomainError('PAY_LATER_NOT_ALLOWED');
    const urls = checkReturnUrls(body.url, this.deps.publicOrigin, lang);
    // One unpaid order per session: a new checkout gives the previous one's places back. If its
    // provider cannot be reached now, the sweeper ends it when its hold runs out.
    if (customer !== null) for (const previous of await findPendingOrders(this.db, customer.id)) await this.endOrder(previous, 'canceled').catch(() => undefined);
    const request: OrderRequest = {
      shopId,
      customerId: customer?.id ?? null,
      lang,
      items: body.cart.items,
      payart: body.payart,
      partner: body.aux.partner ?? null,
      externalDocumentNumber: body.cart.external_document_number || null,
      referrer: body.referrer ? referrerToKeep(body.referrer, this.deps.publicOrigin, this.deps.provider.pageOrigins) : null,
      urls,
      payLaterDays: choice.kind === 'later' ? choice.days : null,
    };
    if (choice.kind === 'later') return this.reserve(request);
    // The payment is recorded in the transaction that places the order (one commit fewer); the
    // provider hears of it once both exist. An order its codes pay wholly is booked there instead.
    let paymentId: string | null = null;
    const payment = (order: OrderRow): PaymentRequest => ({
      order,
      method: choice.method,
      email: customer?.email ?? null,
      lang,
      urls: { continue: order.continue_url, cancel: order.cancel_url },
      origin: 'checkout',
    });
    const order = await this.deps.placement.place(request, async (trx, placed) => {
      if (placed.amount_due_cents === 0) return this.#bookIfCovered(trx, placed);
      paymentId = await this.deps.starter.record(trx, payment(placed));
      this.deps.faults('after-payment-record');
    });
    this.deps.faults('after-place');
    if (paymentId === null) return withQuery(order.continue_url, { cartId: order.cart_id });
    return this.deps.starter.register(paymentId, payment(order));
  }

  async #defaultShopId(): Promise<number> {
    const id = await findDefaultShopId(this.db);
    if (id === undefined) throw new DomainError('UNKNOWN_SHOP');
    return id;
  }

  /**
   * A reserved order (pay later): placed with its places held until its due date and its reservation
   * mail queued in the same transaction; no payment starts. The browser goes to the success page,
   * where execPayment answers `reserved_until`; the order is paid later from its review page.
   */
  private async reserve(request: OrderRequest): Promise<string> {
    const order = await this.deps.placement.place(request, async (trx, placed) => {
      if (placed.amount_due_cents > 0) await queueOrderMail(trx, placed, 'reservation', new Date());
      else await this.#bookIfCovered(trx, placed);
    });
    return withQuery(order.continue_url, { cartId: order.cart_id });
  }

  /**
   * Voucher codes pay everything: the order is booked in the transaction that places it and claims
   * the codes, so no crash can leave it paid but unbooked, or a code's balance held for nothing. The
   * payer goes straight to the success page.
   */
  async #bookIfCovered(trx: Executor, order: OrderRow): Promise<void> {
    if (order.amount_due_cents > 0) return;
    if (!(await this.deps.booking.bookPendingWithin(trx, order.id, new Date()))) throw new Error(`order ${order.id} left pending in the transaction that placed it`);
  }

  /** Idempotent: books a paid order once and answers the same booking however often it is asked. */
  async execPayment(cartId: string): Promise<BookingResult> {
    const found = await findOrderEmailAndLinesByCartId(this.db, cartId);
    if (found === undefined) throw new DomainError('CART_GONE');
    const { email, lines } = found;
    let { order } = found;
    let processing = false;
    if (order.status === 'pending') {
      // The return address proves nothing: the provider's own word on each open payment decides.
      for (const payment of await findOpenPayments(this.db, order.id)) {
        const verdict = await this.deps.provider.verdict(providerPayment(payment)).catch(() => 'processing' as const);
        processing ||= verdict === 'processing';
        await this.deps.settlement.apply(payment.id, verdict);
        if (verdict === 'confirmed') break;
      }
      order = (await findOrderByCartId(this.db, cartId)) ?? order;
    }
    if (order.status !== 'booked') {
      // A confirmed payment whose order was left behind (a crash) is settled again, which books it.
      const confirmed = (await findPaymentsOf(this.db, order.id)).find((payment) => payment.status === 'confirmed');
      if (confirmed !== undefined) await this.deps.settlement.confirm(confirmed.id);
    }
    // book() answers what became of the order, whoever booked or flagged it.
    const outcome = order.status === 'booked' ? 'booked' : await this.deps.booking.book(order.id);
    if (outcome === 'booked') return this.deps.booking.result(order, email, lines);
    if (outcome === 'refund_required') throw new DomainError('REFUND_REQUIRED');
    const current = (await findOrderByCartId(this.db, cartId)) ?? order;
    if (current.status === 'pending' && current.reserved === 1 && !processing) return this.deps.booking.result(current, email, lines);
    if (current.status === 'pending') throw new DomainError(processing ? 'PAYMENT_PENDING' : 'PAYMENT_NOT_COMPLETED');
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
      if ((await this.deps.provider.close(providerPayment(payment))) === 'confirmed') {
        await this.deps.settlement.confirm(payment.id);
        return 'paid';
      }
      ended = (await this.deps.settlement.closeWithOrder(payment.id, outcome)) || ended;
    }
    if (open.length === 0) ended = await releaseOrder(this.db, order.id, outcome === 'declined' ? 'failed' : outcome, new Date(), this.deps.faults);
    // Another caller (a click, another instance's sweeper) may have ended it first.
    return ended ? 'ended' : 'unchanged';
  }
}
