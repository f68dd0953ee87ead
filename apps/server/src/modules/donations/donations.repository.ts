import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { DonationOffersTable } from './donations.tables.js';

export type DonationOfferRow = Selectable<DonationOffersTable>;

/** The shop's donation offer, or undefined when the catalog asks for none. */
export const findListedDonationOffer = (db: Executor, shopId: number): Promise<DonationOfferRow | undefined> =>
  db.selectFrom('donation_offers').selectAll().where('shop_id', '=', shopId).where('listed', '=', 1).orderBy('id').executeTakeFirst();

/** When a donation's order was paid (or placed, while it waits) and whose it is, for its receipt. */
export const findDonationOrder = (db: Executor, orderId: number) =>
  db.selectFrom('orders').select(['customer_id', 'booked_at', 'created_at']).where('id', '=', orderId).executeTakeFirstOrThrow();
