import type { Executor } from '../db/database.js';

/** How many attempts a key gets in a window, and how long the lock lasts that the last of them starts. */
export interface AttemptPolicy {
  maxAttempts: number;
  lockMinutes: number;
}

export type AttemptClaim = { claimed: true } | { claimed: false; lockedUntil: string };

/**
 * Counts an attempt of `key` (a login's address, a client) in `login_attempts` before its secret is
 * checked, in one statement, so that however many attempts arrive at once on however many
 * instances, at most `maxAttempts` of them in a window get to the check. The claim that reaches the
 * limit starts the lock; once there, the count stops growing and every further attempt is refused
 * until the window ends. `scope` is the shop whose customers log in, or another space of keys.
 */
export const claimAttempt = async (db: Executor, scope: number, key: string, now: Date, policy: AttemptPolicy): Promise<AttemptClaim> => {
  const nowIso = now.toISOString();
  const windowEnd = new Date(now.getTime() + policy.lockMinutes * 60_000).toISOString();
  const row = await db
    .insertInto('login_attempts')
    .values({ shop_id: scope, email_key: key, attempts: 1, window_ends_at: windowEnd })
    .onConflict((conflict) =>
      conflict.columns(['shop_id', 'email_key']).doUpdateSet((eb) => {
        const ended = eb('login_attempts.window_ends_at', '<=', nowIso);
        const attempts = eb.ref('login_attempts.attempts');
        return {
          attempts: eb.case().when(ended).then(1).when(attempts, '>', policy.maxAttempts).then(attempts).else(eb(attempts, '+', 1)).end(),
          window_ends_at: eb
            .case()
            .when(eb.or([ended, eb(attempts, '=', policy.maxAttempts - 1)]))
            .then(windowEnd)
            .else(eb.ref('login_attempts.window_ends_at'))
            .end(),
        };
      }),
    )
    .returning(['attempts', 'window_ends_at'])
    .executeTakeFirstOrThrow();
  return row.attempts <= policy.maxAttempts ? { claimed: true } : { claimed: false, lockedUntil: row.window_ends_at };
};

/** A success ends the count of its key (and a lock its own claim started). */
export const clearAttempts = async (db: Executor, scope: number, key: string): Promise<void> => {
  await db.deleteFrom('login_attempts').where('shop_id', '=', scope).where('email_key', '=', key).execute();
};

/** Windows that ended count for nothing: the next attempt of such a key starts afresh anyway. */
export const deleteEndedAttemptWindows = async (db: Executor, now: Date): Promise<void> => {
  await db.deleteFrom('login_attempts').where('window_ends_at', '<=', now.toISOString()).execute();
};

/** Whole minutes until a lock ends, at least one, as the locked answers name them. */
export const minutesUntil = (lockedUntil: string, now: Date): number => Math.max(1, Math.ceil((Date.parse(lockedUntil) - now.getTime()) / 60_000));
