import { shippingAddressSchema } from '@foyer/contract';
import { addDays, museumDate, museumDayBounds, RESERVATION_WARNING_HOURS, type StaffNoticeKind } from '@foyer/domain';
import type { Db, Executor } from '../../db/database.js';
import { fill } from '../../kernel/document-labels.js';
import { compactDay, money, visitDate, visitTime } from '../../kernel/museum-format.js';
import type { ShopContext, ShopResolver } from '../../kernel/shop-context.js';
import type { MailBlock } from '../../mail/mail-layout.js';
import { addressLine, findParcelContents, ownerAddressLine } from '../fulfilment/public.js';
import { claimNotice, recipientsOf } from './staff-mail-addresses.repository.js';
import { queueStaffMails, type StaffMailWriter } from './staff-notice-mail.js';

/** Orders put on the shipping list longer ago than this are not announced any more (the list shows them). */
const ANNOUNCE_WITHIN_MS = 7 * 86_400_000;

interface NoticeOrder {
  id: number;
  lang: string;
  fname: string;
  lname: string;
  email: string;
}

const customerName = (order: NoticeOrder): string => `${order.fname} ${order.lname}`.trim();

/**
 * The staff mails (docs/operations.md "Staff mails"): each is claimed once under its key in
 * `staff_notices`, in the transaction that queues it to every address of its roles, so any number of
 * instances may run this at once and a mail still goes once. Orders to ship, reservations about to
 * lapse and flagged payments are looked for every round; the day's summary goes with the first round
 * of the next museum day.
 */
export class StaffNotices {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly publicUrl: string,
  ) {}

  /** Queues the staff mails due at `now`; answers how many notices went out. */
  async run(now: Date = new Date()): Promise<number> {
    const shop = await this.shops.resolveOrFirst(undefined, 'en').catch(() => undefined);
    if (shop === undefined) return 0;
    let sent = 0;
    sent += await this.#parcels(shop, now);
    sent += await this.#reservations(shop, now);
    sent += await this.#flagged(shop, now);
    sent += (await this.#dailySummary(shop, now)) ? 1 : 0;
    return sent;
  }

  /** New orders with goods to ship or pass cards to post. */
  async #parcels(shop: ShopContext, now: Date): Promise<number> {
    const waiting = await this.db
      .selectFrom('order_shipments')
      .innerJoin('orders', 'orders.id', 'order_shipments.order_id')
      .innerJoin('customers', 'customers.id', 'orders.customer_id')
      .select(['orders.id', 'orders.lang', 'orders.shipping_address', 'customers.fname', 'customers.lname', 'customers.email'])
      .where('order_shipments.shop_id', '=', shop.id)
      .where('order_shipments.shipped_at', 'is', null)
      .where('order_shipments.created_at', '>=', new Date(now.getTime() - ANNOUNCE_WITHIN_MS).toISOString())
      .where('orders.status', '=', 'booked')
      .execute();
    const fresh = await this.#unsent(shop.id, ['goods-to-ship', 'pass-cards-to-post'], waiting);
    if (fresh.length === 0) return 0;
    const { goods, cards } = await findParcelContents(this.db, fresh.map((order) => order.id));
    let sent = 0;
    for (const order of fresh) {
      const lines = goods.filter((line) => line.order_id === order.id);
      const posted = cards.filter((card) => card.order_id === order.id);
      const values = { booking: order.id, name: customerName(order) };
      const officePath = `/office/shipping/${order.id}`;
      if (lines.length > 0) {
        const shipTo = order.shipping_address === null ? null : shippingAddressSchema.parse(JSON.parse(order.shipping_address));
        sent += await this.#send(shop, 'goods-to-ship', String(order.id), now, order.id, (m, _locale, lang) => ({
          subject: fill(m.goodsSubject, values),
          blocks: [
            { kind: 'paragraph', text: fill(m.goodsText, values) },
            ...lines.map((line): MailBlock => ({ kind: 'paragraph', text: `${line.count} × ${line.name}` })),
            ...(shipTo === null ? [] : [{ kind: 'paragraph' as const, text: fill(m.shipTo, { address: addressLine(shipTo, lang) }) }]),
          ],
          officePath,
        }));
      }
      if (posted.length > 0) {
        sent += await this.#send(shop, 'pass-cards-to-post', String(order.id), now, order.id, (m, _locale, lang) => ({
          subject: fill(m.passCardsSubject, values),
          blocks: [
            { kind: 'paragraph', text: fill(m.passCardsText, values) },
            ...posted.map((card): MailBlock => ({ kind: 'paragraph', text: fill(m.passCard, { pass: card.pass_name, holder: card.owner_name, address: ownerAddressLine(card.owner_address, lang) }) })),
          ],
          officePath,
        }));
      }
    }
    return sent;
  }

  /** Reservations (pay later) that lapse within the warning hours, still unpaid. */
  async #reservations(shop: ShopContext, now: Date): Promise<number> {
    const until = new Date(now.getTime() + RESERVATION_WARNING_HOURS * 3_600_000).toISOString();
    const lapsing = await this.db
      .selectFrom('orders')
      .innerJoin('customers', 'customers.id', 'orders.customer_id')
      .select(['orders.id', 'orders.lang', 'orders.hold_expires_at', 'orders.amount_due_cents', 'orders.currency', 'customers.fname', 'customers.lname', 'customers.email'])
      .where('orders.status', '=', 'pending')
      .where('orders.hold_expires_at', '>', now.toISOString())
      .where('orders.hold_expires_at', '<=', until)
      .where('orders.reserved', '=', 1)
      .where('orders.shop_id', '=', shop.id)
      .execute();
    let sent = 0;
    const zone = shop.settings.time_zone;
    for (const order of await this.#unsent(shop.id, ['reservation-lapsing'], lapsing)) {
      sent += await this.#send(shop, 'reservation-lapsing', String(order.id), now, order.id, (m, locale) => {
        const values = { booking: order.id, name: customerName(order), email: order.email, date: visitDate(order.hold_expires_at, locale, zone), time: visitTime(order.hold_expires_at, locale, zone), amount: money(order.amount_due_cents, order.currency, locale) };
        return { subject: fill(m.reservationSubject, values), blocks: [{ kind: 'paragraph', text: fill(m.reservationText, values) }], officePath: `/office/orders/${order.id}` };
      });
    }
    return sent;
  }

  /** Orders whose payment came after their places or goods had gone: the money goes back. */
  async #flagged(shop: ShopContext, now: Date): Promise<number> {
    const flagged = await this.db
      .selectFrom('orders')
      .innerJoin('customers', 'customers.id', 'orders.customer_id')
      .select(['orders.id', 'orders.lang', 'orders.amount_due_cents', 'orders.currency', 'customers.fname', 'customers.lname', 'customers.email'])
      .where('orders.status', '=', 'refund_required')
      .where('orders.shop_id', '=', shop.id)
      .execute();
    let sent = 0;
    for (const order of await this.#unsent(shop.id, ['payment-flagged'], flagged)) {
      sent += await this.#send(shop, 'payment-flagged', String(order.id), now, order.id, (m, locale) => {
        const values = { booking: order.id, name: customerName(order), email: order.email, amount: money(order.amount_due_cents, order.currency, locale) };
        return { subject: fill(m.flaggedSubject, values), blocks: [{ kind: 'paragraph', text: fill(m.flaggedText, values) }], officePath: `/office/orders/${order.id}` };
      });
    }
    return sent;
  }

  /** The summary of the museum day before `now`'s: its booked orders, what they took and the visitors of its times. */
  async #dailySummary(shop: ShopContext, now: Date): Promise<boolean> {
    const zone = shop.settings.time_zone;
    const day = addDays(museumDate(now, zone), -1);
    const known = await this.db.selectFrom('staff_notices').select('ref').where('shop_id', '=', shop.id).where('kind', '=', 'daily-summary').where('ref', '=', day).executeTakeFirst();
    if (known !== undefined) return false;
    const [from, to] = museumDayBounds(day, zone);
    const [orders, visitors] = await Promise.all([
      this.db
        .selectFrom('orders')
        .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.sum<number | string | null>('amount_due_cents').as('takings')])
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .where('shop_id', '=', shop.id)
        .where('status', '=', 'booked')
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('timeslots')
        .innerJoin('events', 'events.id', 'timeslots.event_id')
        .select((eb) => eb.fn.sum<number | string | null>('timeslots.sold').as('places'))
        .where('events.shop_id', '=', shop.id)
        .where('timeslots.starts_at', '>=', from)
        .where('timeslots.starts_at', '<', to)
        .executeTakeFirstOrThrow(),
    ]);
    const currency = shop.settings.currency;
    return (
      (await this.#send(shop, 'daily-summary', day, now, null, (m, locale) => {
        const date = compactDay(day, locale);
        return {
          subject: fill(m.summarySubject, { museum: shop.settings.meta.museum_name, date }),
          blocks: [
            { kind: 'paragraph', text: fill(m.summaryText, { date }) },
            { kind: 'paragraph', text: fill(m.summaryOrders, { count: Number(orders.count) }) },
            { kind: 'paragraph', text: fill(m.summaryTakings, { amount: money(Number(orders.takings ?? 0), currency, locale) }) },
            { kind: 'paragraph', text: fill(m.summaryVisitors, { count: Number(visitors.places ?? 0) }) },
          ],
          officePath: '/office/visitors',
        };
      })) === 1
    );
  }

  /** The entries no notice of these kinds was sent for yet (one read, before any claim is tried). */
  async #unsent<T extends { id: number }>(shopId: number, kinds: StaffNoticeKind[], entries: T[]): Promise<T[]> {
    if (entries.length === 0) return [];
    const sent = await this.db
      .selectFrom('staff_notices')
      .select(['kind', 'ref'])
      .where('shop_id', '=', shopId)
      .where('kind', 'in', kinds)
      .where('ref', 'in', entries.map((entry) => String(entry.id)))
      .execute();
    return entries.filter((entry) => kinds.some((kind) => !sent.some((notice) => notice.kind === kind && notice.ref === String(entry.id))));
  }

  /** Claims the notice and queues its mails in one transaction; 1 when this round sent it. */
  async #send(shop: ShopContext, kind: StaffNoticeKind, ref: string, now: Date, orderId: number | null, draft: StaffMailWriter): Promise<number> {
    return this.db.transaction().execute(async (trx: Executor) => {
      if (!(await claimNotice(trx, shop.id, kind, ref, now))) return 0;
      await queueStaffMails(trx, await recipientsOf(trx, shop.id, kind), shop.settings, this.publicUrl, now, draft, orderId);
      return 1;
    });
  }
}
