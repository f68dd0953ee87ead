import type { SetUpResponse, SignInStepResponse } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { hashSecret } from '../../kernel/scrypt-hash.js';
import { appendAudit } from './audit-log.repository.js';
import { consumeSetUpLink, findSetUpLink } from './set-up-links.repository.js';
import type { Started } from './sign-in.service.js';
import { findStaff, setStaffPassword } from './staff.repository.js';
import { endAllStaffSessions, startStaffSession } from './staff-sessions.repository.js';

/**
 * The invitation's one-time link: shows whom it invites, then sets the password and starts a
 * half-signed-in session that goes on to enrol an authenticator. Unknown, used, expired links and
 * disabled members all answer 404 OFFICE_SET_UP_INVALID.
 */
export class SetUpService {
  constructor(private readonly db: Db) {}

  async show(token: string, now: Date): Promise<SetUpResponse['data']> {
    const staffId = await findSetUpLink(this.db, token, now);
    const staff = staffId === undefined ? undefined : await findStaff(this.db, staffId);
    if (staff === undefined || staff.disabled === 1) throw new DomainError('OFFICE_SET_UP_INVALID');
    return { email: staff.email, name: staff.name };
  }

  async complete(token: string, password: string, now: Date): Promise<Started<SignInStepResponse['data']>> {
    // A link that cannot work costs no scrypt run.
    if ((await findSetUpLink(this.db, token, now)) === undefined) throw new DomainError('OFFICE_SET_UP_INVALID');
    const hash = await hashSecret(password);
    return this.db.transaction().execute(async (trx) => {
      const staffId = await consumeSetUpLink(trx, token, now);
      const staff = staffId === undefined ? undefined : await findStaff(trx, staffId);
      if (staff === undefined || staff.disabled === 1) throw new DomainError('OFFICE_SET_UP_INVALID');
      await setStaffPassword(trx, staff.id, hash);
      await endAllStaffSessions(trx, staff.id);
      await appendAudit(trx, { staffId: staff.id, action: 'staff.set-up', target: `staff:${staff.id}`, before: null, after: null }, now);
      const { token: sessionToken } = await startStaffSession(trx, staff.id, 'password', now);
      return { token: sessionToken, answer: { next: staff.totp_secret === null ? 'enrol' : 'totp' } };
    });
  }
}
