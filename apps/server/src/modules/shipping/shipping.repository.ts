import { shippingAddressSchema, type ShippingAddress } from '@foyer/contract';
import { z } from 'zod';
import { shippingZoneSchema, type CatalogShippingZone } from '../../catalog/catalog-commerce.schema.js';
import type { Executor } from '../../db/database.js';

const zonesSchema = z.array(shippingZoneSchema);

/** The shop's shipping zones as the catalog gave them; none when the shop has no table. */
export const findShippingZones = async (db: Executor, shopId: number): Promise<CatalogShippingZone[]> => {
  const row = await db.selectFrom('shop_commerce').select('shipping').where('shop_id', '=', shopId).executeTakeFirst();
  return row === undefined ? [] : zonesSchema.parse(JSON.parse(row.shipping));
};

/**
 * Where a customer's goods go: the separate delivery address given at registration, else the
 * billing address. Null when the billing address has no country to ship to.
 */
export const findDeliveryAddress = async (db: Executor, customerId: number): Promise<ShippingAddress | null> => {
  const row = await db
    .selectFrom('customers')
    .select(['fname', 'lname', 'company', 'street', 'zip', 'city', 'country', 'shipping'])
    .where('id', '=', customerId)
    .executeTakeFirst();
  if (row === undefined) return null;
  if (row.shipping !== null) return shippingAddressSchema.parse(JSON.parse(row.shipping));
  if (row.country === null) return null;
  const name = [`${row.fname} ${row.lname}`.trim(), row.company ?? ''].filter((part) => part !== '').join(', ');
  return { name, street: row.street ?? '', zip: row.zip ?? '', city: row.city ?? '', country: row.country };
};
