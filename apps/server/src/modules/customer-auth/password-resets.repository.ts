import type { Db } from '../../db/database.js';

/** A reset link works for an hour (the mail says so). */
export const RESET_MINUTES = 60;
/** Reset mails one account may get per hour, so the form cannot be used to flood someone's inbox. */
export const RESETS_PER_HOUR = 3;

/**
 * Takes the account's row lock (PostgreSQL; SQLite serialises writers anyway) so that concurrent
 * requests for one account count each other's resets: call first inside the transaction.
 */
export const lockCustomerRow = async (db: Db, customerId: number): Promise<void> => {
  await db.updateTable('customers').set((eb) => ({ lang: eb.ref('lang') })).where('id', '=', customerId).execute();
};

export const countRecentResets = async (db: Db, customerId: number, now: Date): Promise<number> => {
  const since = new Date(now.getTime() - 3_600_000).toISOString();
  const row = await db
    .selectFrom('password_resets')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('customer_id', '=', customerId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

/** Ends the account's open reset links (a newer one replaces them, or the password was just set). */
export const expireResets = async (db: Db, customerId: number, now: Date): Promise<void> => {
  const iso = now.toISOString();
  await db.updateTable('password_resets').set({ expires_at: iso }).where('customer_id', '=', customerId).where('used_at', 'is', null).where('expires_at', '>', iso).execute();
  // Rows older than a day count for nothing any more.
  await db.deleteFrom('password_resets').where('customer_id', '=', customerId).where('created_at', '<', new Date(now.getTime() - 86_400_000).toISOString()).execute();
};

export const insertReset = async (db: Db, customerId: number, tokenHash: string, now: Date): Promise<void> => {
  await db
    .insertInto('password_resets')
    .values({
      customer_id: customerId,
      token_hash: tokenHash,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + RESET_MINUTES * 60_000).toISOString(),
      used_at: null,
    })
    .execute();
};

/** Marks an unused, unexpired token used in one conditional UPDATE: of two concurrent calls exactly one gets the account. */
export const consumeReset = async (db: Db, tokenHash: string, now: Date): Promise<number | undefined> => {
  const iso = now.toISOString();
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: iso })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', iso)
    .returning('customer_id')
    .executeTakeFirst();
  return row?.customer_id;
};
