import {
  carrierSchema,
  isLang,
  markShippedBodySchema,
  shippingAddressSchema,
  type Lang,
  type MarkShippedBody,
  type OfficePackingList,
  type OfficePickListResponse,
  type OfficeShipmentRow,
  type SessionStaff,
  type ShippingAddress,
} from '@foyer/contract';
import { pickList, trackingLink } from '@foyer/domain';
import { z } from 'zod';
import type { Db, Executor } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { storedText } from '../../kernel/localize.js';
import type { ShopContext, ShopResolver } from '../../kernel/shop-context.js';
import { countryNames } from '../customer/public.js';
import { findOrder } from '../orders/public.js';
import { appendAudit } from '../staff/public.js';
import { findParcelContents, findShipment, findWaitingShipments, markShipped } from './shipments.repository.js';
import { queueShippedMail } from './shipped-mail.js';

type ShipmentBody = z.output<typeof markShippedBodySchema>;
const productRef = z.object({ productId: z.number() });
const ownerAddress = z.object({ street: z.string(), zip: z.string(), city: z.string(), country: z.string() });

const parseShipTo = (json: string | null): ShippingAddress | null => (json === null ? null : shippingAddressSchema.parse(JSON.parse(json)));

/** An address on one line, the country named in `lang`. */
export const addressLine = (address: { name?: string; street: string; zip: string; city: string; country: string }, lang: Lang): string =>
  [address.name ?? '', address.street, `${address.zip} ${address.city}`.trim(), countryNames([address.country], lang)[address.country] ?? address.country].filter((part) => part !== '').join(', ');

/** A pass card's postal address (as issued_passes keeps it) on one line. */
export const ownerAddressLine = (json: string | null, lang: Lang): string => addressLine(ownerAddress.parse(JSON.parse(json ?? 'null')), lang);

/**
 * Fulfilment at the desk (docs/office.md "Shipping"): the booked orders with goods or pass cards to
 * post, the day's pick list, each order's packing list, and marking an order shipped once, which
 * mails its customer with the tracking link.
 */
export class FulfilmentOfficeService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly publicUrl: string,
  ) {}

  async waiting(): Promise<OfficeShipmentRow[]> {
    const shop = await this.shops.resolveOrFirst(undefined, 'en');
    const orders = await findWaitingShipments(this.db, shop.id);
    const { goods, cards } = await findParcelContents(this.db, orders.map((order) => order.id));
    return orders.map((order) => ({
      orderId: order.id,
      bookedAt: order.booked_at ?? order.created_at,
      customer: { name: `${order.fname} ${order.lname}`.trim(), email: order.email },
      shipTo: goods.some((line) => line.order_id === order.id) ? parseShipTo(order.shipping_address) : null,
      goods: goods.filter((line) => line.order_id === order.id).reduce((units, line) => units + line.count, 0),
      passCards: cards.filter((card) => card.order_id === order.id).length,
    }));
  }

  /** Every product the waiting orders hold, summed, named in `lang`. */
  async pickList(lang: Lang): Promise<OfficePickListResponse['data']> {
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    const orders = await findWaitingShipments(this.db, shop.id);
    const { goods, cards } = await findParcelContents(this.db, orders.map((order) => order.id));
    const names = await this.#productNames(this.db, goods.map((line) => productRef.parse(JSON.parse(line.details)).productId), shop);
    const perOrder = orders.map((order) =>
      goods
        .filter((line) => line.order_id === order.id)
        .map((line) => {
          const productId = productRef.parse(JSON.parse(line.details)).productId;
          return { productId, name: names.get(productId) ?? line.name, count: line.count };
        }),
    );
    return { orders: orders.length, products: pickList(perOrder), passCards: cards.length };
  }

  async packingList(orderId: number, lang: Lang): Promise<OfficePackingList> {
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    return this.#packingList(this.db, shop, orderId);
  }

  /**
   * Marks the order shipped and queues the customer's mail, in one transaction: the conditional
   * update lets one mark of many win, so the customer is mailed once. A second mark answers 409
   * OFFICE_ALREADY_SHIPPED; an order not waiting to ship, 409 OFFICE_NOTHING_TO_SHIP.
   */
  async markShipped(orderId: number, input: MarkShippedBody, staff: SessionStaff, lang: Lang, now: Date): Promise<OfficePackingList> {
    const body: ShipmentBody = markShippedBodySchema.parse(input);
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    // A known carrier's link comes from its number; a typed link only goes with `other`.
    const typed = { carrier: body.carrier, trackingNumber: body.trackingNumber, trackingUrl: body.carrier === 'other' ? body.trackingUrl : null };
    const tracking = { ...typed, trackingUrl: trackingLink(typed) };
    return this.db.transaction().execute(async (trx) => {
      const order = await findOrder(trx, orderId);
      if (order === undefined || order.shop_id !== shop.id) throw new DomainError('OFFICE_ORDER_NOT_FOUND');
      if (order.status !== 'booked') throw new DomainError('OFFICE_NOTHING_TO_SHIP');
      if (!(await markShipped(trx, shop.id, orderId, { staffId: staff.id, ...tracking }, now))) {
        const shipment = await findShipment(trx, orderId);
        throw new DomainError(shipment?.shipped_at == null ? 'OFFICE_NOTHING_TO_SHIP' : 'OFFICE_ALREADY_SHIPPED');
      }
      const customer = await trx.selectFrom('customers').select(['email', 'salutation', 'fname', 'lname']).where('id', '=', order.customer_id).executeTakeFirstOrThrow();
      const { goods } = await findParcelContents(trx, [orderId]);
      const shipTo = parseShipTo(order.shipping_address);
      await queueShippedMail(
        trx,
        {
          orderId,
          lang: order.lang,
          email: customer.email,
          addressee: { salutation: customer.salutation, firstName: customer.fname, lastName: customer.lname },
          shipTo: goods.length > 0 && shipTo !== null ? addressLine(shipTo, isLang(order.lang) ? order.lang : 'en') : null,
        },
        typed,
        shop.settings,
        this.publicUrl,
        now,
      );
      await appendAudit(trx, { staffId: staff.id, action: 'order.ship', target: `order:${orderId}`, before: null, after: tracking }, now);
      return this.#packingList(trx, shop, orderId);
    });
  }

  async #packingList(db: Executor, shop: ShopContext, orderId: number): Promise<OfficePackingList> {
    const order = await findOrder(db, orderId);
    if (order === undefined || order.shop_id !== shop.id) throw new DomainError('OFFICE_ORDER_NOT_FOUND');
    const [customer, { goods, cards }, shipment] = await Promise.all([
      db.selectFrom('customers').select(['email', 'fname', 'lname', 'phone']).where('id', '=', order.customer_id).executeTakeFirstOrThrow(),
      findParcelContents(db, [orderId]),
      findShipment(db, orderId),
    ]);
    if (shipment === undefined) throw new DomainError('OFFICE_NOTHING_TO_SHIP');
    const names = await this.#productNames(db, goods.map((line) => productRef.parse(JSON.parse(line.details)).productId), shop);
    return {
      orderId,
      bookedAt: order.booked_at ?? order.created_at,
      lang: order.lang,
      customer: { name: `${customer.fname} ${customer.lname}`.trim(), email: customer.email, phone: customer.phone },
      shipTo: goods.length > 0 ? parseShipTo(order.shipping_address) : null,
      goods: goods.map((line) => {
        const productId = productRef.parse(JSON.parse(line.details)).productId;
        return { productId, name: names.get(productId) ?? line.name, count: line.count };
      }),
      passCards: cards.map((card) => ({ passName: card.pass_name, holder: card.owner_name, barcode: card.barcode, address: ownerAddressLine(card.owner_address, shop.lang) })),
      shipment:
        shipment.shipped_at === null
          ? null
          : { shippedAt: shipment.shipped_at, staffName: shipment.staff_name, carrier: carrierSchema.nullable().parse(shipment.carrier), trackingNumber: shipment.tracking_number, trackingUrl: shipment.tracking_url },
    };
  }

  /** Products' names in the shop context's language, by id. */
  async #productNames(db: Executor, ids: number[], shop: ShopContext): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db.selectFrom('products').select(['id', 'name']).where('id', 'in', [...new Set(ids)]).execute();
    return new Map(rows.map((row) => [row.id, storedText(row.name, shop)]));
  }
}
