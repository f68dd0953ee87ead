import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { hashSessionToken } from '../../kernel/session-token.js';
import { findStaff, type StaffRow } from './staff.repository.js';
import { endStaffSession, findStaffSession, touchStaffSession, type SessionStage, type StaffSessionRow } from './staff-sessions.repository.js';

/** The longest a staff session lasts, however busy: a new day signs in afresh. */
export const MAX_SESSION_HOURS = 12;
/** A session's last use is written at most this often, not on every call. */
const TOUCH_EVERY_MS = 15_000;

export interface ResolvedSession {
  tokenHash: string;
  session: StaffSessionRow;
  staff: StaffRow;
}

/**
 * The session a cookie's token names, at the stage asked for: 401 OFFICE_SIGNED_OUT without one (or
 * for a disabled member), OFFICE_SESSION_EXPIRED once idle past the timeout or older than
 * MAX_SESSION_HOURS (the session is then ended). A good call keeps it alive.
 */
export class StaffSessionReader {
  constructor(
    private readonly db: Db,
    readonly idleTimeoutMinutes: number,
  ) {}

  async resolve(token: string | undefined, stage: SessionStage, now: Date): Promise<ResolvedSession> {
    if (token === undefined || token === '') throw new DomainError('OFFICE_SIGNED_OUT');
    const tokenHash = hashSessionToken(token);
    const session = await findStaffSession(this.db, tokenHash);
    if (session === undefined) throw new DomainError('OFFICE_SIGNED_OUT');
    const idleFor = now.getTime() - Date.parse(session.last_seen_at);
    const age = now.getTime() - Date.parse(session.created_at);
    if (idleFor > this.idleTimeoutMinutes * 60_000 || age > MAX_SESSION_HOURS * 3_600_000) {
      await endStaffSession(this.db, tokenHash);
      throw new DomainError('OFFICE_SESSION_EXPIRED');
    }
    const staff = await findStaff(this.db, session.staff_id);
    if (staff === undefined || staff.disabled === 1 || session.stage !== stage) throw new DomainError('OFFICE_SIGNED_OUT');
    if (idleFor >= TOUCH_EVERY_MS) await touchStaffSession(this.db, tokenHash, now);
    return { tokenHash, session, staff };
  }
}
