import type { CatalogPart } from '../../catalog/catalog-part.js';
import type { Executor } from '../../db/database.js';
import { findListedDonationOffer } from './donations.repository.js';
import { donationOfferSchema, type CatalogDonationOffer } from './donations-catalog.schema.js';

/**
 * Upserts a shop's donation offer, which replaces any other (a shop offers one). A catalog without one
 * leaves the offer, or with `prune` unlists it. An unlisted offer stays: its booked lines keep what
 * they were priced with in their own details.
 */
const upsertDonationOffer = async (db: Executor, shopId: number, offer: CatalogDonationOffer | null, prune: boolean): Promise<void> => {
  if (offer === null && !prune) return;
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

const exportDonationOffer = async (db: Executor, shopId: number): Promise<CatalogDonationOffer | null> => {
  const offer = await findListedDonationOffer(db, shopId);
  if (offer === undefined) return null;
  return {
    id: offer.id,
    name: JSON.parse(offer.name),
    text: JSON.parse(offer.text),
    thanks: JSON.parse(offer.thanks),
    amounts: JSON.parse(offer.amounts),
    min_amount: offer.min_amount,
    max_amount: offer.max_amount,
    receipt: offer.receipt === 1,
  };
};

const donationsShape = {
  /** The "support the museum" line the basket offers, or null for none. */
  donation: donationOfferSchema.nullable().default(null),
};

/** The catalog's donation offer. */
export const donationsCatalog: CatalogPart<typeof donationsShape> = {
  shape: donationsShape,
  lists: { donation: { removal: 'unlist' } },
  load: (trx, shopId, entries, { prune }) => upsertDonationOffer(trx, shopId, entries.donation, prune),
  export: async (db, shopId) => ({ donation: await exportDonationOffer(db, shopId) }),
};
