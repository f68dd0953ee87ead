import { STAFF_NOTICE_ROLES, type StaffNoticeKind } from '@foyer/domain';
import type { Executor } from '../../db/database.js';

/** The addresses set for the staff mails, role by role, each role's in the order saved. */
export const findStaffMailAddresses = (db: Executor, shopId: number) =>
  db.selectFrom('staff_mail_addresses').select(['role', 'email', 'lang']).where('shop_id', '=', shopId).orderBy('id').execute();

/** Who gets a kind of staff mail: each address of its roles once (an address under two roles gets one mail), in its language. */
export const recipientsOf = async (db: Executor, shopId: number, kind: StaffNoticeKind): Promise<{ email: string; lang: string }[]> => {
  const rows = await db
    .selectFrom('staff_mail_addresses')
    .select(['email', 'lang'])
    .where('shop_id', '=', shopId)
    .where('role', 'in', [...STAFF_NOTICE_ROLES[kind]])
    .orderBy('id')
    .execute();
  return rows.filter((row, index) => rows.findIndex((other) => other.email === row.email) === index);
};

/** Replaces the whole list (the owner saves it whole). */
export const replaceStaffMailAddresses = async (trx: Executor, shopId: number, addresses: { role: string; email: string; language: string }[]): Promise<void> => {
  await trx.deleteFrom('staff_mail_addresses').where('shop_id', '=', shopId).execute();
  if (addresses.length > 0) await trx.insertInto('staff_mail_addresses').values(addresses.map((address) => ({ shop_id: shopId, role: address.role, email: address.email, lang: address.language }))).execute();
};

/** Counts the list's version up from the one its editor read; false when another edit came first. */
export const claimStaffMailVersion = async (trx: Executor, shopId: number, version: number): Promise<boolean> => {
  const result = await trx
    .updateTable('shop_commerce')
    .set((eb) => ({ staff_mail_version: eb(eb.ref('staff_mail_version'), '+', 1) }))
    .where('shop_id', '=', shopId)
    .where('staff_mail_version', '=', version)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
};

/**
 * Claims a staff mail for its key (an order number, a museum date): of any number of instances and
 * rounds, the one whose insert lands sends it, in the same transaction as its outbox rows.
 */
export const claimNotice = async (trx: Executor, shopId: number, kind: StaffNoticeKind, ref: string, now: Date): Promise<boolean> => {
  const result = await trx
    .insertInto('staff_notices')
    .values({ shop_id: shopId, kind, ref, sent_at: now.toISOString() })
    .onConflict((conflict) => conflict.columns(['shop_id', 'kind', 'ref']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
};
