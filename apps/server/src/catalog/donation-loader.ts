import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Catalog } from './catalog.schema.js';

/**
 * Upserts a shop's donation offer (`db`: the catalog load's transaction), or unlists it when the catalog has none. An unlisted offer stays:
 * its booked lines keep what they were priced with in their own details.
 */
export const upsertDonationOffer = async (db: Kysely<Database>, shopId: number, catalog: Pick<Catalog, 'donation'>): Promise<void> => {
  const offer = catalog.donation;
  let unlisted = db.updateTable('donation_offers').set({ listed: 0 }).where('shop_id', '=', shopId);
  if (offer !== null) unlisted = unlisted.where('id', '!=', offer.id);
  await unlisted.execute();
  if (offer === null) return;
  const row = {
    shop_id: shopId,
    name: JSON.stringify(offer.name),
    text: JSON.stringify(offer.text),
    thanks: JSON.stringify(offer.thanks),
    amounts: JSON.stringify(offer.amounts),
    min_amount: offer.min_amount,
    max_amount: offer.max_amount,
    receipt: offer.receipt ? 1 : 0,
    listed: 1,
  };
  await db.insertInto('donation_offers').values({ id: offer.id, ...row }).onConflict((oc) => oc.column('id').doUpdateSet(row)).execute();
};
