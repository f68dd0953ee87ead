import type { Selectable } from 'kysely';
import type { DonationOffersTable } from '../../db/schema-donations.js';
import type { Executor } from '../../db/database.js';

export type DonationOfferRow = Selectable<DonationOffersTable>;

/** The shop's donation offer, or undefined when the catalog asks for none. */
export const findListedDonationOffer = (db: Executor, shopId: number): Promise<DonationOfferRow | undefined> =>
  db.selectFrom('donation_offers').selectAll().where('shop_id', '=', shopId).where('listed', '=', 1).orderBy('id').executeTakeFirst();
