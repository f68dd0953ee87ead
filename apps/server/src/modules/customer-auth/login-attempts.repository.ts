import type { Db } from '../../db/database.js';
import { claimAttempt, clearAttempts, type AttemptClaim } from '../../kernel/attempt-lock.js';

/** The lockout of the accounts brief: five failed logins lock the address for 15 minutes. */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;

const POLICY = { maxAttempts: MAX_FAILED_LOGINS, lockMinutes: LOCK_MINUTES };

/** Counts a login of this address before its password is checked (kernel/attempt-lock.ts): at most five in a window get to the password. */
export const claimLoginAttempt = (db: Db, shopId: number, emailKey: string, now: Date): Promise<AttemptClaim> => claimAttempt(db, shopId, emailKey, now, POLICY);

/** A good password ends the count (and a lock its own claim started). */
export const clearLoginAttempts = (db: Db, shopId: number, emailKey: string): Promise<void> => clearAttempts(db, shopId, emailKey);

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
