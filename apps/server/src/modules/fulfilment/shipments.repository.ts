import type { Executor } from '../../db/database.js';

/**
 * Puts a booked order on the shipping list, once however many of its lines ask: called by the
 * booking's fulfilment of goods and of pass cards posted to their holders, in the booking's transaction.
 */
export const awaitShipping = async (trx: Executor, orderId: number, now: Date): Promise<void> => {
  await trx
    .insertInto('order_shipments')
    .columns(['order_id', 'shop_id', 'created_at'])
    .expression((eb) => eb.selectFrom('orders').select(['orders.id', 'orders.shop_id', eb.val(now.toISOString()).as('created_at')]).where('orders.id', '=', orderId))
    .onConflict((conflict) => conflict.column('order_id').doNothing())
    .execute();
};

/** The booked orders waiting to be shipped, oldest first. */
export const findWaitingShipments = (db: Executor, shopId: number) =>
  db
    .selectFrom('order_shipments')
    .innerJoin('orders', 'orders.id', 'order_shipments.order_id')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .select(['orders.id', 'orders.booked_at', 'orders.created_at', 'orders.shipping_address', 'customers.fname', 'customers.lname', 'customers.email'])
    .where('order_shipments.shop_id', '=', shopId)
    .where('order_shipments.shipped_at', 'is', null)
    .where('orders.status', '=', 'booked')
    .orderBy('order_shipments.order_id')
    .execute();

const goodsLines = (db: Executor, orderIds: number[]) =>
  db.selectFrom('order_lines').select(['order_id', 'name', 'count', 'details']).where('order_id', 'in', orderIds).where('type', '=', 'merchandise').orderBy('order_id').orderBy('line_no').execute();

const postedCards = (db: Executor, orderIds: number[]) =>
  db
    .selectFrom('issued_passes')
    .select(['order_id', 'pass_name', 'owner_name', 'owner_address', 'barcode'])
    .where('order_id', 'in', orderIds)
    .where('send_to_custom_addr', '=', 1)
    .where('owner_address', 'is not', null)
    .orderBy('id')
    .execute();

/** The goods lines and posted pass cards of some orders: what their parcels hold. */
export const findParcelContents = async (db: Executor, orderIds: number[]): Promise<{ goods: Awaited<ReturnType<typeof goodsLines>>; cards: Awaited<ReturnType<typeof postedCards>> }> => {
  if (orderIds.length === 0) return { goods: [], cards: [] };
  const [goods, cards] = await Promise.all([goodsLines(db, orderIds), postedCards(db, orderIds)]);
  return { goods, cards };
};

export const findShipment = (db: Executor, orderId: number) =>
  db
    .selectFrom('order_shipments')
    .leftJoin('staff', 'staff.id', 'order_shipments.staff_id')
    .select(['order_shipments.order_id', 'order_shipments.shipped_at', 'order_shipments.carrier', 'order_shipments.tracking_number', 'order_shipments.tracking_url', 'staff.name as staff_name'])
    .where('order_shipments.order_id', '=', orderId)
    .executeTakeFirst();

/**
 * Marks a waiting order shipped, in one conditional update: of any number of marks at once, on any
 * instance, exactly one finds `shipped_at` empty. False when it was shipped already or is not on the list.
 */
export const markShipped = async (
  trx: Executor,
  shopId: number,
  orderId: number,
  shipment: { staffId: string; carrier: string | null; trackingNumber: string | null; trackingUrl: string | null },
  now: Date,
): Promise<boolean> => {
  const result = await trx
    .updateTable('order_shipments')
    .set({ shipped_at: now.toISOString(), staff_id: shipment.staffId, carrier: shipment.carrier, tracking_number: shipment.trackingNumber, tracking_url: shipment.trackingUrl })
    .where('order_id', '=', orderId)
    .where('shop_id', '=', shopId)
    .where('shipped_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
};
