import { randomBytes } from 'node:crypto';
import type { Lang } from '@foyer/contract';
import { initPaymentBodySchema } from '@foyer/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/http-error.js';
import type { PaymentProvider } from '../../payments/payment-provider.js';
import { findOrderPayment, settlePayment } from '../../payments/payments.repository.js';
import { remainingPlaces, tryHold } from '../capacity/capacity.repository.js';
import type { AuthCustomer } from '../customer-auth/customer-auth.repository.js';
import { findOrderByCartId, insertHolds, insertOrder, insertOrderLines } from '../orders/orders.repository.js';
import type { ShopResolver } from '../shop/shop-context.js';
import { priceCart, type PricedLine } from './cart-pricing.js';
import { releaseOrder } from './order-release.js';
import { checkPaymentDetails, checkReturnUrls } from './payment-details.js';

type InitPayment = z.output<typeof initPaymentBodySchema>;

/** A hold that could not be placed: the transaction is undone and the visitor told how many are left. */
class HoldRefused extends Error {
  constructor(
    readonly requested: number,
    readonly available: number,
  ) {
    super('hold refused');
  }
}

const randomId = (bytes: number): string => randomBytes(bytes).toString('base64url');

/** Places per timeslot, in id order: every checkout locks timeslot rows in the same order, so PostgreSQL never deadlocks. */
const placesBySlot = (lines: PricedLine[]): [number, number][] => {
  const slots = new Map<number, number>();
  for (const line of lines) if (line.timeslotId !== null && line.places > 0) slots.set(line.timeslotId, (slots.get(line.timeslotId) ?? 0) + line.places);
  return [...slots.entries()].sort((a, b) => a[0] - b[0]);
};

export interface CheckoutOrigins {
  /** The address the browser used for this call. */
  server: string;
  /** PUBLIC_URL's origin. */
  public: string;
}

/** `checkout/initPayment` and `checkout/cancel` (SPEC §7, DESIGN.md "Data and consistency"). */
export class CheckoutService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly provider: PaymentProvider,
    private readonly holdMinutes: number,
  ) {}

  /** Prices the cart, holds every place or none, records order and payment, answers the payment page address. */
  async initPayment(customer: AuthCustomer, body: InitPayment, lang: Lang, origins: CheckoutOrigins): Promise<string> {
    const shop = await this.shops.resolve(customer.shopId, lang);
    if (body.cart.items.length === 0) throw new HttpError(422, 'CART_EMPTY');
    const paymentType = await this.db
      .selectFrom('payment_types')
      .select(['payart_id', 'wallet'])
      .where('shop_id', '=', shop.id)
      .where('payart_id', '=', body.payart)
      .executeTakeFirst();
    if (paymentType === undefined) throw new HttpError(422, 'PAYMENT_TYPE_UNKNOWN');
    const details = checkPaymentDetails(body.payart, paymentType.wallet, body.aux, lang);
    const urls = checkReturnUrls(body.url, [origins.server, origins.public], lang);
    const lines = await priceCart(this.db, shop.id, body.cart.items, lang, shop.settings.time_zone);
    const total = lines.reduce((sum, line) => sum + line.totalCents, 0);
    const now = new Date();
    const holdExpiresAt = new Date(now.getTime() + this.holdMinutes * 60_000).toISOString();
    const paymentId = randomId(18);
    const order = await this.db
      .transaction()
      .execute(async (trx) => {
        const slots = placesBySlot(lines);
        for (const [timeslotId, places] of slots) {
          if (!(await tryHold(trx, timeslotId, places))) throw new HoldRefused(places, await remainingPlaces(trx, timeslotId));
        }
        const cartId = randomId(18);
        const orderId = await insertOrder(trx, {
          cart_id: cartId,
          shop_id: shop.id,
          customer_id: customer.id,
          lang,
          status: 'pending',
          total_cents: total,
          currency: shop.settings.currency,
          payart: body.payart,
          partner: body.aux.partner ?? null,
          external_document_number: body.cart.external_document_number ?? null,
          continue_url: urls.continue,
          cancel_url: urls.cancel,
          download_key: randomId(32),
          hold_expires_at: holdExpiresAt,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
          booked_at: null,
        });
        await insertOrderLines(
          trx,
          lines.map((line, index) => ({
            order_id: orderId,
            line_no: index + 1,
            type: line.type,
            event_id: line.eventId,
            event_ticket_id: line.eventTicketId,
            timeslot_id: line.timeslotId,
            datetime: line.datetime,
            name: line.name,
            event_name: line.eventName,
            count: line.count,
            places: line.places,
            unit_price_cents: line.unitPriceCents,
            total_cents: line.totalCents,
            vat_bp: line.vatBp,
            print_separately: line.printSeparately ? 1 : 0,
            parts: JSON.stringify(line.parts),
            answers: line.answers,
          })),
        );
        await insertHolds(
          trx,
          slots.map(([timeslotId, places]) => ({ order_id: orderId, timeslot_id: timeslotId, places, expires_at: holdExpiresAt, status: 'held' as const })),
        );
        await trx
          .insertInto('payments')
          .values({
            id: paymentId,
            order_id: orderId,
            provider: this.provider.name,
            provider_ref: null,
            amount_cents: total,
            currency: shop.settings.currency,
            payart: body.payart,
            wallet: details.wallet,
            account_holder: details.accountHolder,
            iban_last4: details.iban === null ? null : details.iban.slice(-4),
            status: 'created',
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
          })
          .execute();
        return { id: orderId, currency: shop.settings.currency };
      })
      .catch((error: unknown) => {
        if (!(error instanceof HoldRefused)) throw error;
        const params = { requested: error.requested, available: error.available };
        throw new HttpError(422, error.available === 0 ? 'SOLD_OUT' : 'OVERBOOKED', undefined, params);
      });
    try {
      const started = await this.provider.start({
        paymentId,
        orderNumber: order.id,
        amountCents: total,
        currency: order.currency,
        lang,
        payart: body.payart,
        wallet: details.wallet,
        serverOrigin: origins.server,
      });
      await this.db.updateTable('payments').set({ provider_ref: started.providerRef }).where('id', '=', paymentId).execute();
      return started.redirectUrl;
    } catch (error) {
      await releaseOrder(this.db, order.id, 'failed', new Date());
      throw error;
    }
  }

  /** Releases the holds at once; 410 when the order is gone, 422 when it was already paid. */
  async cancel(cartId: string): Promise<void> {
    const order = await findOrderByCartId(this.db, cartId);
    if (order === undefined) throw new HttpError(410, 'CART_GONE');
    const payment = await findOrderPayment(this.db, order.id);
    const now = new Date();
    // The payment is closed first, so a payer on the provider page can no longer confirm it.
    if (payment !== undefined && !(await settlePayment(this.db, payment.id, 'canceled', now))) {
      const settled = await findOrderPayment(this.db, order.id);
      if (settled?.status === 'confirmed') throw new HttpError(422, 'ORDER_ALREADY_PAID');
    }
    if (!(await releaseOrder(this.db, order.id, 'canceled', now))) {
      const current = await findOrderByCartId(this.db, cartId);
      if (current?.status === 'booked' || current?.status === 'paid') throw new HttpError(422, 'ORDER_ALREADY_PAID');
      throw new HttpError(410, 'CART_GONE');
    }
  }
}
