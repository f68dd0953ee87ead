import { localizedTextSchema, shippingAddressSchema, type CustomerOrder, type Lang, type OrderCustomer, type OrderReview } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import type { LineKinds } from '../commerce/public.js';
import { localize } from '../../kernel/localize.js';
import type { ShopContext, ShopResolver } from '../../kernel/shop-context.js';
import { ticketsPath, walletLinks, type WalletOffer } from './order-links.js';
import { findConfirmedPayments, findCustomerOrders, findVoucherTenders } from './order-review.repository.js';
import { placedOrderStatement } from './order-statement.js';
import { isPayable, reviewStatus } from './order-status.js';
import { findOrderByReviewToken, findOrderLines, type OrderLineRow, type OrderRow } from './orders.repository.js';

/** The shape of the tokens orders are given (32 random bytes, base64url): anything else is looked up nowhere. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** What is still to pay: only an order waiting for its payment owes anything. */
const dueCents = (order: OrderRow, paidCents: number, now: Date): number =>
  reviewStatus(order, now) === 'awaiting_payment' ? Math.max(0, order.total_cents - paidCents) : 0;

/** The PDF of a booked order that issued tickets, pass cards or vouchers. */
const documentsUrl = (kinds: LineKinds, order: OrderRow, lines: readonly OrderLineRow[]): string | null =>
  order.status === 'booked' && lines.some((line) => kinds.issuesDocuments(line)) ? ticketsPath(order) : null;

/**
 * `order/review`, `customer/fromOrder` and `customer/orders`: an order as its visitor sees it, in the
 * request's language, through the line kinds' describe model. An order is opened only by its review
 * token and only in its own shop: anything else is 406 ORDER_NOT_AVAILABLE (SPEC §8).
 */
export class OrderReviewService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly kinds: LineKinds,
    /** The wallets the museum configured, whose links an order's review carries. */
    private readonly walletOffer: WalletOffer = { apple: false, google: false },
  ) {}

  async review(token: string, lang: Lang): Promise<OrderReview> {
    const { order, shop } = await this.#find(token, lang);
    const now = new Date();
    const lines = await findOrderLines(this.db, order.id);
    const statement = await placedOrderStatement(this.db, order, lines);
    const vouchers = (await findVoucherTenders(this.db, order.id)).map((tender) => ({
      kind: 'voucherCode' as const,
      label: tender.code.slice(-4),
      amount_cents: tender.quantity,
      at: order.booked_at ?? order.created_at,
    }));
    const provider = (await findConfirmedPayments(this.db, order)).map((payment) => ({
      kind: 'provider' as const,
      label: payment.name === null ? String(payment.payart) : localize(localizedTextSchema.parse(JSON.parse(payment.name)), shop),
      amount_cents: payment.amount_cents,
      at: payment.updated_at,
    }));
    const payments = [...vouchers, ...provider];
    const paid = payments.reduce((sum, payment) => sum + payment.amount_cents, 0);
    const due = dueCents(order, paid, now);
    const wallet = walletLinks(order, this.kinds.issuedDocuments(lines), this.walletOffer);
    return {
      number: order.id,
      status: reviewStatus(order, now),
      created_at: order.created_at,
      booked_at: order.booked_at,
      lines: lines.map((row) => {
        const line = this.kinds.describe(row, lang);
        return { name: line.name, title: line.title, count: line.count, datetime: line.datetime, total_cents: line.totalCents, facts: line.facts };
      }),
      subtotal_cents: statement.subtotalCents,
      shipping_cents: order.shipping_cents,
      shipping_address: order.shipping_address === null ? null : shippingAddressSchema.parse(JSON.parse(order.shipping_address)),
      total_cents: statement.totalCents,
      currency: order.currency,
      payments,
      paid_cents: paid,
      due_cents: due,
      pay_until: due > 0 ? order.hold_expires_at : null,
      payable: isPayable(order, now),
      documents_url: documentsUrl(this.kinds, order, lines),
      ...(wallet === undefined ? {} : { wallet }),
      tickets_only: this.kinds.issuesOnlyTickets(lines),
      external_document_number: order.external_document_number,
    };
  }

  /** The billing details the order was placed with (SPEC §7 `customer/fromOrder`). */
  async customer(token: string, lang: Lang): Promise<OrderCustomer> {
    const { order } = await this.#find(token, lang);
    return this.db
      .selectFrom('customers')
      .select(['email', 'salutation', 'fname', 'lname', 'company', 'street', 'zip', 'city', 'country'])
      .where('id', '=', order.customer_id)
      .executeTakeFirstOrThrow();
  }

  /** A registered customer's orders, newest first (at most CUSTOMER_ORDERS_LIMIT). */
  async customerOrders(customerId: number, lang: Lang): Promise<CustomerOrder[]> {
    const now = new Date();
    const { orders, lines } = await findCustomerOrders(this.db, customerId, now);
    return orders.map((order) => {
      const own = lines.filter((line) => line.order_id === order.id);
      const visits = own.flatMap((line) => (line.datetime === null ? [] : [line.datetime])).sort((a, b) => Date.parse(a) - Date.parse(b));
      return {
        id: order.review_token,
        number: order.id,
        status: reviewStatus(order, now),
        created_at: order.created_at,
        first_datetime: visits[0] ?? null,
        names: own.map((line) => this.kinds.describe(line, lang).name),
        total_cents: order.total_cents,
        // Voucher codes have paid the rest of a pending order; nothing is due once it is paid or over.
        due_cents: dueCents(order, order.total_cents - order.amount_due_cents, now),
        currency: order.currency,
        documents_url: documentsUrl(this.kinds, order, own),
      };
    });
  }

  async #find(token: string, lang: Lang): Promise<{ order: OrderRow; shop: ShopContext }> {
    const shop = await this.shops.resolve(undefined, lang);
    const order = TOKEN.test(token) ? await findOrderByReviewToken(this.db, token) : undefined;
    if (order === undefined || order.shop_id !== shop.id) throw new DomainError('ORDER_NOT_AVAILABLE');
    return { order, shop };
  }
}
