import type { CatalogPart } from '../../catalog/catalog-part.js';
import type { Executor } from '../../db/database.js';
import { donationOfferSchema, type CatalogDonationOffer } from './donations-catalog.schema.js';

/**
 * Upserts a shop's donation offer, or unlists it when the catalog has none. An unlisted offer stays:
 * its booked lines keep what they were priced with in their own details.
 */
const upsertDonationOffer = async (db: Executor, shopId: number, offer: CatalogDonationOffer | null): Promise<void> => {
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

const donationsShape = {
  /** The "support the museum" line the basket offers, or null for none. */
  donation: donationOfferSchema.nullable().default(null),
};

/** The catalog's donation offer. */
export const donationsCatalog: CatalogPart<typeof donationsShape> = {
  shape: donationsShape,
  load: (trx, shopId, entries) => upsertDonationOffer(trx, shopId, entries.donation),
};
