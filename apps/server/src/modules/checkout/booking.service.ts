import { shippingAddressSchema, type BookingResult, type Lang, type ShippingAddress } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import { orderLang } from '../../documents/order-tickets.js';
import { buildConfirmationMail } from '../../mail/confirmation-mail.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { ClaimLost, confirmClaims } from '../claims/claims.js';
import { describeLine, fulfilLine, issuesDocuments, issuesOnlyTickets } from '../commerce/line-kinds.js';
import { countryNames } from '../customer/country-names.js';
import { findOrder, findOrderLines, moveOrder, type OrderRow } from '../orders/orders.repository.js';
import type { ShopResolver } from '../shop/shop-context.js';

export const ticketsPath = (order: Pick<OrderRow, 'id' | 'lang' | 'download_key'>): string =>
  `/api/${order.lang}/order/${order.id}/tickets.pdf?key=${order.download_key}`;

/** A delivery address as a letter shows it, the country named in the order's language. */
const addressLines = (address: ShippingAddress, lang: Lang): string[] =>
  [address.name, address.street, `${address.zip} ${address.city}`.trim(), countryNames([address.country], lang)[address.country] ?? address.country].filter((line) => line !== '');

export type BookingOutcome = 'booked' | 'refund_required' | 'not_paid';

/**
 * Turns a paid order into a booking: claims sold, every line fulfilled by its kind, the
 * confirmation mail queued, all in one transaction. A late payment whose places went to someone
 * else leaves the order flagged for refund instead. Safe to call from anywhere, any number of times.
 */
export class BookingService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly publicUrl: string,
  ) {}

  async book(orderId: number): Promise<BookingOutcome> {
    const order = await findOrder(this.db, orderId);
    if (order === undefined) return 'not_paid';
    if (order.status === 'booked') return 'booked';
    if (order.status === 'refund_required' || order.status === 'refunded') return 'refund_required';
    if (order.status !== 'paid') return 'not_paid';
    const now = new Date();
    const mail = await this.confirmationMail(order);
    try {
      const booked = await this.db.transaction().execute(async (trx) => {
        if (!(await moveOrder(trx, order.id, ['paid'], 'booked', now, { booked_at: now.toISOString() }))) return false;
        await confirmClaims(trx, order.id);
        for (const line of await findOrderLines(trx, order.id)) await fulfilLine(trx, line);
        await enqueueMail(trx, mail, now);
        return true;
      });
      if (booked) return 'booked';
    } catch (error) {
      if (!(error instanceof ClaimLost)) throw error;
      if (await moveOrder(this.db, order.id, ['paid'], 'refund_required', new Date())) return 'refund_required';
    }
    // Someone else moved the order first (a second click, another instance): answer what they did.
    return this.book(order.id);
  }

  /** What each voucher code pays for the order: its claims on code balances, one line per code. */
  /** What each code paid, and what it holds now that this order is booked (less anything other unpaid orders hold). */
  async #voucherTenders(orderId: number): Promise<{ code: string; appliedCents: number; remainingCents: number }[]> {
    const rows = await this.db
      .selectFrom('claims')
      .innerJoin('voucher_codes', 'voucher_codes.id', 'claims.resource_id')
      .select(['voucher_codes.code', 'claims.quantity', 'voucher_codes.amount', 'voucher_codes.sold', 'voucher_codes.held'])
      .where('claims.order_id', '=', orderId)
      .where('claims.resource', '=', 'voucher')
      .orderBy('claims.id')
      .execute();
    return rows.map((row) => ({ code: row.code, appliedCents: row.quantity, remainingCents: Math.max(0, row.amount - row.sold - row.held) }));
  }

  async result(order: OrderRow): Promise<BookingResult> {
    // has_tickets says there is a PDF to download: tickets, pass cards or gift vouchers.
    const lines = await findOrderLines(this.db, order.id);
    const documents = lines.some(issuesDocuments);
    return { booking_id: order.id, has_tickets: documents, tickets_url: documents ? ticketsPath(order) : null, tickets_only: issuesOnlyTickets(lines) };
  }

  private async confirmationMail(order: OrderRow) {
    const lang: Lang = orderLang(order.lang);
    const shop = await this.shops.resolve(order.shop_id, lang);
    const customer = await this.db.selectFrom('customers').select(['email', 'fname', 'lname']).where('id', '=', order.customer_id).executeTakeFirstOrThrow();
    const rows = await findOrderLines(this.db, order.id);
    const hasDocuments = rows.some(issuesDocuments);
    const documents = !hasDocuments ? 'none' : issuesOnlyTickets(rows) ? 'tickets' : 'documents';
    const delivery = order.shipping_address === null ? null : shippingAddressSchema.parse(JSON.parse(order.shipping_address));
    const mail = buildConfirmationMail({
      lang,
      museumName: shop.settings.meta.museum_name,
      orderNumber: order.id,
      customerName: `${customer.fname} ${customer.lname}`.trim(),
      currency: order.currency,
      timeZone: shop.settings.time_zone,
      totalCents: order.amount_due_cents,
      downloadUrl: `${this.publicUrl}${ticketsPath(order)}`,
      lines: rows.map((line) => describeLine(line, lang)),
      documents,
      shippingCents: delivery === null ? null : order.shipping_cents,
      delivery: delivery === null ? null : addressLines(delivery, lang),
      vouchers: await this.#voucherTenders(order.id),
    });
    return {
      to: customer.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: hasDocuments ? [{ filename: mail.filename, contentType: 'application/pdf', ref: { kind: 'order-tickets' as const, orderId: order.id } }] : [],
    };
  }
}
