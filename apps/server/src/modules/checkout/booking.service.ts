import type { BookingRecap, BookingResult } from '@foyer/contract';
import type { Db, Executor } from '../../db/database.js';
import { noFaults, type FaultHook } from '../../db/fault-points.js';
import { queueOrderMail } from '../../mail/outbox.repository.js';
import { orderLang } from '../../documents/order-tickets.js';
import { ClaimLost, confirmClaims, sellHeldClaims } from '../claims/public.js';
import type { LineKinds } from '../commerce/public.js';
import { findOrder, findOrderLines, markOrderBooked, markPendingOrderBooked, moveOrder, type OrderLineRow, type OrderRow, placedOrderStatement, ticketsPath, walletLinks, type WalletOffer } from '../orders/public.js';

export type BookingOutcome = 'booked' | 'refund_required' | 'not_paid';

/**
 * Turns a paid order into a booking: claims sold, every line fulfilled by its kind, the
 * confirmation mail queued (the mail worker writes it when it sends it), all in one transaction. A
 * late payment whose places went to someone else leaves the order flagged for refund instead. Safe to
 * call from anywhere, any number of times.
 */
export class BookingService {
  constructor(
    private readonly db: Db,
    private readonly kinds: LineKinds,
    private readonly faults: FaultHook = noFaults,
    /** The wallets the museum configured, whose links the booking result carries. */
    private readonly walletOffer: WalletOffer = { apple: false, google: false },
  ) {}

  /** `known`: the order as the caller just read or moved it, so it is not read again. */
  async book(orderId: number, known?: OrderRow): Promise<BookingOutcome> {
    const order = known ?? (await findOrder(this.db, orderId));
    if (order === undefined) return 'not_paid';
    if (order.status === 'booked') return 'booked';
    if (order.status === 'refund_required' || order.status === 'refunded') return 'refund_required';
    if (order.status !== 'paid') return 'not_paid';
    this.faults('before-book');
    const now = new Date();
    // Order lines never change once placed: they are read before the transaction.
    const lines = await findOrderLines(this.db, order.id);
    try {
      const booked = await this.db.transaction().execute(async (trx) => {
        if (!(await markOrderBooked(trx, order.id, now))) return false;
        this.faults('after-order-booked');
        await confirmClaims(trx, order.id);
        this.faults('after-claims-sold');
        await this.#deliver(trx, order, lines, now);
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

  /**
   * Books a pending order inside the transaction that has just confirmed its payment, or that has just
   * placed it when its voucher codes pay it wholly, so payment, order, places, codes and the queued mail
   * commit together; the order goes straight from pending to booked. False when the order was not
   * pending (the general path handles every other state); the caller undoes its transaction then.
   */
  async bookPendingWithin(trx: Executor, orderId: number, now: Date): Promise<boolean> {
    const order = await markPendingOrderBooked(trx, orderId, now);
    if (order === undefined) return false;
    this.faults('after-order-booked');
    const lines = await findOrderLines(trx, order.id);
    await sellHeldClaims(trx, order.id);
    this.faults('after-claims-sold');
    await this.#deliver(trx, order, lines, now);
    return true;
  }

  /** What every booking delivers once its claims are sold: each line fulfilled by its kind, the confirmation mail queued. */
  async #deliver(trx: Executor, order: OrderRow, lines: readonly OrderLineRow[], now: Date): Promise<void> {
    for (const line of lines) await this.kinds.fulfil(trx, line);
    this.faults('after-fulfil');
    await queueOrderMail(trx, order, 'confirmation', now);
  }

  /**
   * The booking result of SPEC §3; a reserved order that waits for its payment says until when instead.
   * `email`: the customer's address, which the recap repeats; `lines`: the order's lines, as read with it.
   */
  async result(order: OrderRow, email: string, lines: readonly OrderLineRow[]): Promise<BookingResult> {
    // has_tickets says there is a PDF to download: tickets, pass cards or gift vouchers.
    const tickets_only = this.kinds.issuesOnlyTickets(lines);
    const recap = await this.#recap(order, lines, email);
    if (order.status === 'pending' && order.reserved === 1) return { booking_id: order.id, has_tickets: false, tickets_url: null, tickets_only, reserved_until: order.hold_expires_at, recap };
    const documents = lines.some((line) => this.kinds.issuesDocuments(line));
    const wallet = walletLinks(order, this.kinds.issuedDocuments(lines), this.walletOffer);
    return { booking_id: order.id, has_tickets: documents, tickets_url: documents ? ticketsPath(order) : null, ...(wallet === undefined ? {} : { wallet }), tickets_only, recap };
  }

  /** What the thank-you page repeats of the order: its lines as the mail names them, its statement, the mail's address. */
  async #recap(order: OrderRow, lines: readonly OrderLineRow[], email: string): Promise<BookingRecap> {
    const lang = orderLang(order.lang);
    const statement = await placedOrderStatement(this.db, order, lines);
    return {
      lines: lines.map((row) => {
        const line = this.kinds.describe(row, lang);
        return { name: line.name, title: line.title, count: line.count, datetime: line.datetime, total_cents: line.totalCents };
      }),
      subtotal_cents: statement.subtotalCents,
      shipping_cents: statement.shippingCents,
      total_cents: statement.totalCents,
      voucher_codes: statement.codes.map((code) => ({ code: code.code, amount_cents: code.appliedCents })),
      due_cents: statement.amountDueCents,
      currency: order.currency,
      email,
    };
  }
}
