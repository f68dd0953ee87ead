import type { Kysely } from 'kysely';

/**
 * SPEC §9: an order keeps the address that brought its visitor to the shop (null when there was
 * none, or it was the shop itself or a payment provider). "Your reference" (SPEC §3
 * externalDocumentNumber) has its column since 0003 and is now filled from checkout.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('orders').addColumn('referrer', 'text').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('orders').dropColumn('referrer').execute();
};
