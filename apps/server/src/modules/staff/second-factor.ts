import type { Executor } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { claimTotpStep, findStaff } from './staff.repository.js';
import { matchingStep } from './totp.js';

/**
 * Asks the signed-in member for their second factor again before a weighty write (a large refund): a
 * code of their authenticator, valid now and never accepted before, the step claimed in the caller's
 * transaction as sign-in claims it, so the same code cannot pass twice. OFFICE_SECOND_FACTOR_REQUIRED
 * without a code, OFFICE_SECOND_FACTOR_INVALID for a wrong, old or used one.
 */
export const confirmSecondFactor = async (trx: Executor, staffId: string, code: string | undefined, now: Date): Promise<void> => {
  if (code === undefined) throw new DomainError('OFFICE_SECOND_FACTOR_REQUIRED');
  const secret = (await findStaff(trx, staffId))?.totp_secret ?? null;
  const step = secret === null ? undefined : matchingStep(secret, code, now);
  if (step === undefined || !(await claimTotpStep(trx, staffId, step))) throw new DomainError('OFFICE_SECOND_FACTOR_INVALID');
};
