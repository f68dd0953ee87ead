import type { Lang } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import { visitDate, visitTime } from '../../kernel/museum-format.js';
import { orderLang } from '../../documents/order-tickets.js';
import type { PaymentDirectory, PaymentPageView, PaymentView } from '../../payments/payment-view.js';
import { findPaymentWithOrder } from '../../payments/payments.repository.js';
import type { LineKinds } from '../commerce/public.js';
import { findOrderLines, type OrderRow, placedOrderStatement } from '../orders/public.js';
import { findDefaultShopId } from '../../kernel/shop-settings.js';
import { shopLocale, type ShopResolver } from '../../kernel/shop-context.js';
import { withQuery } from './return-urls.js';

/** Payments as the hosted pages and provider notices see them, with the order's lines as their kinds describe them. */
export class OrderPaymentDirectory implements PaymentDirectory {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly kinds: LineKinds,
  ) {}

  async defaultLanguage(): Promise<{ lang: Lang; locale: string }> {
    const id = await findDefaultShopId(this.db);
    const shop =
      id === undefined
        ? undefined
        : await this.shops
            .resolveOrFirst(id, 'en')
            .then((offered) => this.shops.resolve(id, offered.fallback))
            .catch(() => undefined);
    return shop === undefined ? { lang: 'en', locale: 'en' } : { lang: shop.lang, locale: shopLocale(shop) };
  }

  async find(paymentId: string): Promise<PaymentView | undefined> {
    return (await this.#load(paymentId))?.view;
  }

  async findWithLines(paymentId: string): Promise<PaymentPageView | undefined> {
    const loaded = await this.#load(paymentId);
    if (loaded === undefined) return undefined;
    const { view, order } = loaded;
    const { lang, locale, timeZone } = view.order;
    const rows = await findOrderLines(this.db, order.id);
    const lines = rows.map((line) => {
      const described = this.kinds.describe(line, lang);
      const when = described.datetime === null ? '' : `${visitDate(described.datetime, locale, timeZone)} ${visitTime(described.datetime, locale, timeZone)}`;
      return { text: [`${described.count} × ${described.name}`, described.title, when].filter((part) => part !== '').join(', '), amountCents: described.totalCents };
    });
    return { ...view, lines, statement: await placedOrderStatement(this.db, order, rows) };
  }

  async #load(paymentId: string): Promise<{ view: PaymentView; order: OrderRow } | undefined> {
    const found = await findPaymentWithOrder(this.db, paymentId);
    if (found === undefined) return undefined;
    const { payment, order } = found;
    const lang = orderLang(order.lang);
    const shop = await this.shops.resolve(order.shop_id, lang);
    const { theme } = shop.settings;
    const view: PaymentView = {
      payment: { id: payment.id, status: payment.status, amountCents: payment.amount_cents, currency: payment.currency, providerRef: payment.provider_ref, wallet: payment.wallet },
      needsPayer: payment.wallet !== null && payment.status === 'created' && found.awaitsPayer,
      order: { number: order.id, lang, locale: shopLocale(shop), holdExpiresAt: new Date(order.hold_expires_at), timeZone: shop.settings.time_zone },
      museumName: shop.settings.meta.museum_name,
      theme: { brand: theme.brand_color, brandContrast: theme.brand_contrast_color, surface: theme.surface_color, text: theme.text_color, radiusPx: theme.radius_px },
      // Each payment returns where it was started from (checkout, or the order's review page).
      successUrl: withQuery(payment.continue_url ?? order.continue_url, { cartId: order.cart_id }),
      cancelUrl: (status) => withQuery(payment.cancel_url ?? order.cancel_url, { cartId: order.cart_id, status }),
    };
    return { view, order };
  }
}
