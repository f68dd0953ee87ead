import { shippingAddressSchema, type Lang, type ShippingAddress } from '@foyer/contract';
import { compiledOnce, firstRow } from '../../db/compiled-once.js';
import type { Db, Executor } from '../../db/database.js';
import type { OrderMail } from '../../db/schema-orders.js';
import { orderLang } from '../../documents/order-tickets.js';
import { buildConfirmationMail } from '../../mail/confirmation-mail.js';
import { mailBrand } from '../../mail/mail-brand.js';
import type { MailWriter } from '../../mail/mail-worker.js';
import { storedMail, type MailAttachment, type NewMail } from '../../mail/outbox.repository.js';
import { buildReservedMail } from '../../mail/reserved-mail.js';
import type { LineKinds } from '../commerce/public.js';
import { countryNames } from '../customer/public.js';
import { findOrder, findOrderLines, type OrderLineRow, type OrderRow, reviewPath, ticketsPath, walletLinks, type WalletOffer } from '../orders/public.js';
import { shopLocale, type ShopContext, type ShopResolver } from '../../kernel/shop-context.js';

/** A delivery address as a letter shows it, the country named in the order's language. */
const addressLines = (address: ShippingAddress, lang: Lang): string[] =>
  [address.name, address.street, `${address.zip} ${address.city}`.trim(), countryNames([address.country], lang)[address.country] ?? address.country].filter((line) => line !== '');

/** What each voucher code pays for the order, and what it holds now (less anything other unpaid orders hold). */
export const voucherTenders = async (db: Executor, order: Pick<OrderRow, 'id' | 'total_cents' | 'amount_due_cents'>): Promise<{ code: string; appliedCents: number; remainingCents: number }[]> => {
  // Voucher codes are the only thing that lowers the amount due below the total; nothing to read when none paid.
  if (order.amount_due_cents === order.total_cents) return [];
  const rows = await db
    .selectFrom('claims')
    .innerJoin('voucher_codes', 'voucher_codes.id', 'claims.resource_id')
    .select(['voucher_codes.code', 'claims.quantity', 'voucher_codes.amount', 'voucher_codes.sold', 'voucher_codes.held'])
    .where('claims.order_id', '=', order.id)
    .where('claims.resource', '=', 'voucher')
    .orderBy('claims.id')
    .execute();
  return rows.map((row) => ({ code: row.code, appliedCents: row.quantity, remainingCents: Math.max(0, row.amount - row.sold - row.held) }));
};

const addressee = compiledOnce((db: Db, customerId: number) =>
  db.selectFrom('customers').select(['email', 'salutation', 'fname', 'lname', 'send_invoice']).where('id', '=', customerId),
);

/**
 * The mails an order sends in its language: the booking confirmation and, for a reserved order, the
 * reservation with its due date. Every link in them is built from PUBLIC_URL, never from a request.
 * Booking and reserving only queue them (`queueOrderMail`); they are written here when they are sent.
 */
export class OrderMails {
  constructor(
    private readonly shops: ShopResolver,
    private readonly kinds: LineKinds,
    private readonly publicUrl: string,
    /** The wallets the museum configured: the confirmation links them under the PDF. */
    private readonly walletOffer: WalletOffer = { apple: false, google: false },
  ) {}

  /**
   * A queued mail of an order, written from the order as it is now (its lines never change once
   * placed) to the address queued with it.
   */
  async write(db: Db, orderId: number, mail: OrderMail, to: string): Promise<NewMail> {
    const order = await findOrder(db, orderId);
    if (order === undefined) throw new Error(`a queued ${mail} mail names order ${orderId}, which does not exist`);
    const shop = await this.shops.resolve(order.shop_id, orderLang(order.lang));
    const lines = await findOrderLines(db, order.id);
    const written = mail === 'confirmation' ? await this.confirmation(db, order, lines, shop) : await this.reserved(db, order, lines, shop);
    return { ...written, to };
  }

  /** `rows`: the order's lines. */
  async confirmation(db: Executor, order: OrderRow, rows: readonly OrderLineRow[], shop: ShopContext): Promise<NewMail> {
    const facts = await this.#facts(db, order, rows, shop);
    const documents = this.kinds.issuedDocuments(facts.rows);
    const hasDocuments = documents.length > 0;
    const calendar = facts.rows.some((line) => this.kinds.timeslot(line) !== null);
    const mail = await buildConfirmationMail({
      ...facts.summary,
      totalCents: order.amount_due_cents,
      downloadUrl: `${this.publicUrl}${ticketsPath(order)}`,
      wallet: this.#walletUrls(order, documents),
      documents,
      calendar,
      invoice: facts.sendInvoice,
      reference: order.external_document_number,
    });
    const ref = (kind: MailAttachment['ref']['kind']) => ({ kind, orderId: order.id });
    const attachments: MailAttachment[] = [
      ...(hasDocuments ? [{ filename: mail.filename, contentType: 'application/pdf', ref: ref('order-tickets') }] : []),
      ...(calendar ? [{ filename: mail.calendarFilename, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', ref: ref('order-calendar') }] : []),
      ...(facts.sendInvoice ? [{ filename: mail.invoiceFilename, contentType: 'application/pdf', ref: ref('order-invoice') }] : []),
    ];
    return { to: facts.to, subject: mail.subject, text: mail.text, html: mail.html, attachments };
  }

  /** The wallet links on PUBLIC_URL, or null when no wallet is configured or the order issued no ticket and no pass card. */
  #walletUrls(order: OrderRow, documents: readonly string[]): { apple: string | null; google: string | null } | null {
    const links = walletLinks(order, documents, this.walletOffer);
    if (links === undefined) return null;
    const absolute = (path: string | null) => (path === null ? null : `${this.publicUrl}${path}`);
    return { apple: absolute(links.apple_url), google: absolute(links.google_url) };
  }

  /** The reservation carries its invoice, with the amount due and the day the reservation lapses. */
  async reserved(db: Executor, order: OrderRow, rows: readonly OrderLineRow[], shop: ShopContext): Promise<NewMail> {
    const facts = await this.#facts(db, order, rows, shop);
    const mail = await buildReservedMail({ ...facts.summary, dueCents: order.amount_due_cents, reservedUntil: order.hold_expires_at });
    const invoice: MailAttachment = { filename: mail.invoiceFilename, contentType: 'application/pdf', ref: { kind: 'order-invoice', orderId: order.id } };
    return { to: facts.to, subject: mail.subject, text: mail.text, html: mail.html, attachments: [invoice] };
  }

  async #facts(db: Executor, order: OrderRow, rows: readonly OrderLineRow[], shop: ShopContext) {
    const lang = orderLang(order.lang);
    const customer = await firstRow(addressee(db, order.customer_id));
    if (customer === undefined) throw new Error(`order ${order.id} has no customer ${order.customer_id}`);
    const delivery = order.shipping_address === null ? null : shippingAddressSchema.parse(JSON.parse(order.shipping_address));
    return {
      to: customer.email,
      sendInvoice: customer.send_invoice === 1,
      rows,
      summary: {
        lang,
        locale: shopLocale(shop),
        brand: mailBrand(shop.settings, this.publicUrl),
        orderNumber: order.id,
        addressee: { salutation: customer.salutation, firstName: customer.fname, lastName: customer.lname },
        currency: order.currency,
        timeZone: shop.settings.time_zone,
        reviewUrl: `${this.publicUrl}${reviewPath(order)}`,
        lines: rows.map((line) => this.kinds.describe(line, lang)),
        shippingCents: delivery === null ? null : order.shipping_cents,
        delivery: delivery === null ? null : addressLines(delivery, lang),
        vouchers: await voucherTenders(db, order),
      },
    };
  }
}

/** What an outbox row sends: its own text, or one of an order's queued mails, written now. */
export const outboxMail =
  (db: Db, mails: OrderMails): MailWriter =>
  async (row) =>
    row.order_id === null || row.order_mail === null ? storedMail(row) : mails.write(db, row.order_id, row.order_mail, row.to_address);
