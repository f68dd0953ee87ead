import type { Lang } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import { money, visitDate, visitTime } from '../../documents/museum-format.js';
import { orderLang } from '../../documents/order-tickets.js';
import type { PaymentRow } from '../../payments/payments.repository.js';
import { findPayment, settlePayment } from '../../payments/payments.repository.js';
import type { PayOutcome, PayPageBackend } from '../../payments/providers/test-provider/pay-page.routes.js';
import type { PayPageView } from '../../payments/providers/test-provider/pay-page.js';
import { findDefaultShopId } from '../shop/shop.repository.js';
import { findOrder, findOrderLines, moveOrder, type OrderRow } from '../orders/orders.repository.js';
import type { ShopResolver } from '../shop/shop-context.js';
import { releaseOrder } from './order-release.js';
import { withQuery } from './payment-details.js';

/**
 * The shop's side of the built-in payment page. Confirming marks the order paid (booking happens at
 * execPayment, or by the sweeper if the payer never comes back); declining and cancelling end the
 * order and release its places at once, so a retry starts from free places.
 */
export class PaymentSettlement implements PayPageBackend {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
  ) {}

  async defaultLang(): Promise<Lang> {
    const id = await findDefaultShopId(this.db);
    if (id === undefined) return 'en';
    const shop = await this.shops.resolve(id, 'en').catch(() => undefined);
    return shop?.fallback ?? 'en';
  }

  async view(paymentId: string): Promise<{ view: PayPageView } | { redirect: string } | undefined> {
    const found = await this.find(paymentId);
    if (found === undefined) return undefined;
    const { payment, order } = found;
    if (payment.status !== 'created') return { redirect: returnAddress(order, payment.status) };
    const lang = orderLang(order.lang);
    const shop = await this.shops.resolve(order.shop_id, lang);
    const lines = await findOrderLines(this.db, order.id);
    const { theme } = shop.settings;
    return {
      view: {
        lang,
        museumName: shop.settings.meta.museum_name,
        orderNumber: order.id,
        amount: money(payment.amount_cents, payment.currency, lang),
        lines: lines.map((line) => ({
          text: [`${line.count} × ${line.name}`, line.event_name, line.datetime === null ? '' : `${visitDate(line.datetime, lang, shop.settings.time_zone)} ${visitTime(line.datetime, lang, shop.settings.time_zone)}`]
            .filter((part) => part !== '')
            .join(', '),
          amount: money(line.total_cents, payment.currency, lang),
        })),
        wallet: payment.wallet,
        theme: { brand: theme.brand_color, brandContrast: theme.brand_contrast_color, surface: theme.surface_color, text: theme.text_color, radiusPx: theme.radius_px },
      },
    };
  }

  async settle(paymentId: string, outcome: PayOutcome): Promise<string | undefined> {
    const found = await this.find(paymentId);
    if (found === undefined) return undefined;
    const now = new Date();
    if (await settlePayment(this.db, paymentId, outcome, now)) {
      if (outcome === 'confirmed') await moveOrder(this.db, found.order.id, ['pending'], 'paid', now);
      else await releaseOrder(this.db, found.order.id, outcome === 'declined' ? 'failed' : 'canceled', now);
    }
    const settled = await findPayment(this.db, paymentId);
    return returnAddress(found.order, settled?.status ?? outcome);
  }

  private async find(paymentId: string): Promise<{ payment: PaymentRow; order: OrderRow } | undefined> {
    const payment = await findPayment(this.db, paymentId);
    const order = payment === undefined ? undefined : await findOrder(this.db, payment.order_id);
    return payment === undefined || order === undefined ? undefined : { payment, order };
  }
}

/** SPEC §2: paid goes to the continue address; declined and cancelled to the cancel address with a flag. */
const returnAddress = (order: OrderRow, status: PaymentRow['status']): string =>
  status === 'confirmed'
    ? withQuery(order.continue_url, { cartId: order.cart_id })
    : withQuery(order.cancel_url, { cartId: order.cart_id, status: status === 'declined' ? 'declined' : 'canceled' });
