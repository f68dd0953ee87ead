import type { Db } from '../../db/database.js';

/** The lockout of the accounts brief: five failed logins lock the address for 15 minutes. */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;

export type LoginClaim = { claimed: true } | { claimed: false; lockedUntil: string };

/**
 * Counts a login of this address before its password is checked, in one statement, so that
 * however many logins arrive at once on however many instances, at most MAX_FAILED_LOGINS of them
 * in a window get to the password. The claim that reaches the limit starts the lock; once there,
 * the count stops growing and every further login is refused until the window ends.
 */
export const claimLoginAttempt = async (db: Db, shopId: number, emailKey: string, now: Date): Promise<LoginClaim> => {
  const nowIso = now.toISOString();
  const windowEnd = new Date(now.getTime() + LOCK_MINUTES * 60_000).toISOString();
  const row = await db
    .insertInto('login_attempts')
    .values({ shop_id: shopId, email_key: emailKey, attempts: 1, window_ends_at: windowEnd })
    .onConflict((conflict) =>
      conflict.columns(['shop_id', 'email_key']).doUpdateSet((eb) => {
        const ended = eb('login_attempts.window_ends_at', '<=', nowIso);
        const attempts = eb.ref('login_attempts.attempts');
        return {
          attempts: eb.case().when(ended).then(1).when(attempts, '>', MAX_FAILED_LOGINS).then(attempts).else(eb(attempts, '+', 1)).end(),
          window_ends_at: eb
            .case()
            .when(eb.or([ended, eb(attempts, '=', MAX_FAILED_LOGINS - 1)]))
            .then(windowEnd)
            .else(eb.ref('login_attempts.window_ends_at'))
            .end(),
        };
      }),
    )
    .returning(['attempts', 'window_ends_at'])
    .executeTakeFirstOrThrow();
  return row.attempts <= MAX_FAILED_LOGINS ? { claimed: true } : { claimed: false, lockedUntil: row.window_ends_at };
};

/** A good password ends the count (and a lock its own claim started). */
export const clearLoginAttempts = async (db: Db, shopId: number, emailKey: string): Promise<void> => {
  await db.deleteFrom('login_attempts').where('shop_id', '=', shopId).where('email_key', '=', emailKey).execute();
};

/** A new password lifts the lock of the account's address. */
export const clearLoginAttemptsOfCustomer = async (db: Db, customerId: number): Promise<void> => {
  await db
    .deleteFrom('login_attempts')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('customers')
          .select('customers.id')
          .where('customers.id', '=', customerId)
          .whereRef('customers.shop_id', '=', 'login_attempts.shop_id')
          .whereRef('customers.email_key', '=', 'login_attempts.email_key'),
      ),
    )
    .execute();
};

/** Windows that ended count for nothing: the next login of such an address starts afresh anyway. */
export const deleteEndedLoginWindows = async (db: Db, now: Date): Promise<void> => {
  await db.deleteFrom('login_attempts').where('window_ends_at', '<=', now.toISOString()).execute();
};
