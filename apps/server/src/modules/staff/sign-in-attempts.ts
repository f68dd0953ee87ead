import type { Executor } from '../../db/database.js';
import { claimAttempt, clearAttempts, minutesUntil, type AttemptPolicy } from '../../kernel/attempt-lock.js';
import { DomainError } from '../../errors/domain-error.js';

/**
 * The office's lockout, in the table customers' logins count in (kernel/attempt-lock.ts), under a
 * scope no shop has. Every password and every code claims an attempt of its account and of its
 * client before it is checked; an account gets 5 in 15 minutes, a client address as many as the
 * configuration allows (30 unless an office whose staff share one address raises it). Only a complete sign-in, code included, ends an account's count, so a known
 * password does not buy more guesses at the code.
 */
const OFFICE_SCOPE = 0;
const ACCOUNT_POLICY: AttemptPolicy = { maxAttempts: 5, lockMinutes: 15 };

const accountKey = (emailKey: string): string => `office:account:${emailKey}`;
const clientKey = (ip: string): string => `office:client:${ip}`;

/** Claims one attempt for the client and one for the account, or refuses with the minutes the lock has left. */
export const claimSignInAttempt = async (db: Executor, emailKey: string, ip: string, attemptsPerAddress: number, now: Date): Promise<void> => {
  for (const [key, policy] of [
    [clientKey(ip), { maxAttempts: attemptsPerAddress, lockMinutes: ACCOUNT_POLICY.lockMinutes }],
    [accountKey(emailKey), ACCOUNT_POLICY],
  ] as const) {
    const claim = await claimAttempt(db, OFFICE_SCOPE, key, now, policy);
    if (!claim.claimed) throw new DomainError('OFFICE_LOCKED', { params: { minutes: minutesUntil(claim.lockedUntil, now) } });
  }
};

/** A complete sign-in ends its account's count. */
export const clearSignInAttempts = (db: Executor, emailKey: string): Promise<void> => clearAttempts(db, OFFICE_SCOPE, accountKey(emailKey));
