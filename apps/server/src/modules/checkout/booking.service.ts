import type { BookingResult, Lang } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import { orderLang } from '../../documents/order-tickets.js';
import { HttpError } from '../../http/http-error.js';
import { buildConfirmationMail } from '../../mail/confirmation-mail.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import type { PaymentProvider } from '../../payments/payment-provider.js';
import { findOrderPayment } from '../../payments/payments.repository.js';
import { confirmHold, trySellWithoutHold } from '../capacity/capacity.repository.js';
import { countTickets, issueTickets } from '../orders/ticket-issuer.js';
import { findHolds, findOrderByCartId, findOrderLines, moveHold, moveOrder, type OrderRow } from '../orders/orders.repository.js';
import type { ShopResolver } from '../shop/shop-context.js';
import { parseTourBookingDetails } from '../tours/tour-answers.js';

/** A late payment's places were sold meanwhile: the booking transaction is undone and the order flagged. */
class PlacesGone extends Error {}

const BOOKABLE = ['pending', 'paid', 'expired'] as const;

export const ticketsPath = (order: Pick<OrderRow, 'id' | 'lang' | 'download_key'>): string =>
  `/api/${order.lang}/order/${order.id}/tickets.pdf?key=${order.download_key}`;

/** `checkout/execPayment`: turns a confirmed payment into a booking with tickets and a confirmation mail. */
export class BookingService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly provider: PaymentProvider,
    private readonly publicUrl: string,
  ) {}

  /** Idempotent: a booked order answers the same booking however often it is asked. */
  async execPayment(cartId: string): Promise<BookingResult> {
    const order = await findOrderByCartId(this.db, cartId);
    if (order === undefined) throw new HttpError(410, 'CART_GONE');
    if (order.status === 'booked') return this.result(order);
    if (order.status === 'refund_required') throw new HttpError(422, 'REFUND_REQUIRED');
    const payment = await findOrderPayment(this.db, order.id);
    const status = payment === undefined ? 'canceled' : await this.provider.status(payment.id);
    if (status !== 'confirmed') {
      if (order.status === 'pending' || order.status === 'paid') throw new HttpError(422, 'PAYMENT_NOT_COMPLETED');
      throw new HttpError(410, 'CART_GONE');
    }
    return this.book(order);
  }

  /** Books an order whose payment is confirmed; a payment that came after its hold expired takes free places or is flagged for refund. */
  async book(order: OrderRow): Promise<BookingResult> {
    const now = new Date();
    const lang = orderLang(order.lang);
    const mail = await this.confirmationMail(order, lang);
    try {
      const booked = await this.db.transaction().execute(async (trx) => {
        if (!(await moveOrder(trx, order.id, BOOKABLE, 'booked', now, { booked_at: now.toISOString() }))) return false;
        for (const hold of await findHolds(trx, order.id)) {
          if (hold.status === 'sold') continue;
          if (hold.status === 'held' && (await moveHold(trx, hold.id, 'sold'))) {
            await confirmHold(trx, hold.timeslot_id, hold.places);
            continue;
          }
          if (!(await trySellWithoutHold(trx, hold.timeslot_id, hold.places))) throw new PlacesGone();
          await trx.updateTable('holds').set({ status: 'sold' }).where('id', '=', hold.id).execute();
        }
        await issueTickets(trx, order.id, await findOrderLines(trx, order.id));
        await enqueueMail(trx, mail, now);
        return true;
      });
      if (!booked) return this.afterRace(order.cart_id);
    } catch (error) {
      if (!(error instanceof PlacesGone)) throw error;
      await moveOrder(this.db, order.id, BOOKABLE, 'refund_required', new Date());
      throw new HttpError(422, 'REFUND_REQUIRED');
    }
    return this.result({ ...order, status: 'booked' });
  }

  /** Someone else moved the order first (a second click, the sweeper): answer what they did. */
  private async afterRace(cartId: string): Promise<BookingResult> {
    const current = await findOrderByCartId(this.db, cartId);
    if (current?.status === 'booked') return this.result(current);
    if (current?.status === 'refund_required') throw new HttpError(422, 'REFUND_REQUIRED');
    throw new HttpError(410, 'CART_GONE');
  }

  private async result(order: OrderRow): Promise<BookingResult> {
    const tickets = await countTickets(this.db, order.id);
    return { booking_id: order.id, has_tickets: tickets > 0, tickets_url: tickets > 0 ? ticketsPath(order) : null };
  }

  private async confirmationMail(order: OrderRow, lang: Lang) {
    const shop = await this.shops.resolve(order.shop_id, lang);
    const customer = await this.db
      .selectFrom('customers')
      .select(['email', 'fname', 'lname'])
      .where('id', '=', order.customer_id)
      .executeTakeFirstOrThrow();
    const lines = await findOrderLines(this.db, order.id);
    const mail = buildConfirmationMail({
      lang,
      museumName: shop.settings.meta.museum_name,
      orderNumber: order.id,
      customerName: `${customer.fname} ${customer.lname}`.trim(),
      currency: order.currency,
      timeZone: shop.settings.time_zone,
      totalCents: order.total_cents,
      downloadUrl: `${this.publicUrl}${ticketsPath(order)}`,
      lines: lines.map((line) => {
        const tour = line.type === 'guidedTour' ? parseTourBookingDetails(line.answers) : null;
        return { count: line.count, name: line.name, eventName: line.event_name, datetime: line.datetime, totalCents: line.total_cents, ...(tour === null ? {} : { tour }) };
      }),
    });
    return {
      to: customer.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: [{ filename: mail.filename, contentType: 'application/pdf', ref: { kind: 'order-tickets' as const, orderId: order.id } }],
    };
  }
}
