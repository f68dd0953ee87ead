import type { initPaymentOrderBodySchema, Lang } from '@foyer/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { noFaults, type FaultHook } from '../../db/fault-points.js';
import { DomainError } from '../../errors/domain-error.js';
import type { PaymentProvider } from '../../payments/payment-provider.js';
import { findOpenPayments } from '../../payments/payments.repository.js';
import type { Settlement } from '../../payments/settlement.js';
import { findOrderByReviewToken, isPaid, isPayable, type OrderRow } from '../orders/public.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { choosePayment } from './payment-method.js';
import { providerPayment, type PaymentStarter } from './payment-start.js';
import { checkReturnUrls } from './return-urls.js';

type InitPaymentOrder = z.output<typeof initPaymentOrderBodySchema>;

/**
 * `checkout/initPaymentOrder` (SPEC §7): pays an existing order, named by its review token, for what
 * it still owes: a reserved order, or one whose payment was declined while its places are held.
 * The payment types and return addresses follow initPayment's rules; a decline of this payment
 * leaves the order waiting for another try (Settlement, origin `order`).
 */
export class OrderPaymentService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly starter: PaymentStarter,
    private readonly provider: PaymentProvider,
    private readonly settlement: Settlement,
    private readonly publicOrigin: string,
    private readonly faults: FaultHook = noFaults,
  ) {}

  async initPaymentOrder(body: InitPaymentOrder, lang: Lang): Promise<string> {
    const shop = await this.shops.resolve(undefined, lang);
    const order = await findOrderByReviewToken(this.db, body.id);
    if (order === undefined || order.shop_id !== shop.id) throw new DomainError('ORDER_NOT_AVAILABLE');
    if (isPaid(order)) throw new DomainError('ORDER_ALREADY_PAID');
    if (!isPayable(order, new Date())) throw new DomainError('ORDER_NOT_AVAILABLE');
    const choice = await choosePayment(this.db, order.shop_id, body.payart, body.aux, lang);
    // Paying an order is paying it now: a pay-later type has nothing to offer here.
    if (choice.kind === 'later') throw new DomainError('PAYMENT_TYPE_UNKNOWN');
    const urls = checkReturnUrls(body.url, this.publicOrigin, lang);
    await this.#withdrawOpenPayments(order);
    this.faults('after-payment-withdraw');
    const customer = await this.db.selectFrom('customers').select('email').where('id', '=', order.customer_id).executeTakeFirstOrThrow();
    return this.starter.start({ order, method: choice.method, email: customer.email === '' ? null : customer.email, lang, urls, origin: 'order' });
  }

  /**
   * One open payment per order: an earlier one (another tab, a payer who came back) is closed at its
   * provider first; one the payer completed meanwhile is settled, and the order counts as paid.
   * One that cannot be closed now stays open: should both be paid, Settlement refunds the second.
   */
  async #withdrawOpenPayments(order: OrderRow): Promise<void> {
    for (const payment of await findOpenPayments(this.db, order.id)) {
      const closed = await this.provider.close(providerPayment(payment)).catch(() => undefined);
      if (closed === 'confirmed') {
        await this.settlement.confirm(payment.id);
        throw new DomainError('ORDER_ALREADY_PAID');
      }
      if (closed === 'canceled') await this.settlement.withdraw(payment.id);
    }
  }
}
