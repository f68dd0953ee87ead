import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import { hashSessionToken, newSessionToken } from '../../kernel/session-token.js';
import type { StaffSessionsTable } from './staff.tables.js';

export type StaffSessionRow = Selectable<StaffSessionsTable>;
export type SessionStage = 'password' | 'signed-in';

/** Starts a session at `stage`; answers its token, which only the cookie carries, and its CSRF token. */
export const startStaffSession = async (db: Executor, staffId: string, stage: SessionStage, now: Date): Promise<{ token: string; csrfToken: string }> => {
  const token = newSessionToken();
  const csrfToken = newSessionToken();
  const at = now.toISOString();
  await db
    .insertInto('staff_sessions')
    .values({ token_hash: hashSessionToken(token), staff_id: staffId, stage, csrf_token: csrfToken, pending_totp_secret: null, created_at: at, last_seen_at: at })
    .execute();
  return { token, csrfToken };
};

export const findStaffSession = (db: Executor, tokenHash: string): Promise<StaffSessionRow | undefined> =>
  db.selectFrom('staff_sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** Marks the session used now (it stays alive for another idle timeout). */
export const touchStaffSession = async (db: Executor, tokenHash: string, now: Date): Promise<void> => {
  await db.updateTable('staff_sessions').set({ last_seen_at: now.toISOString() }).where('token_hash', '=', tokenHash).execute();
};

/**
 * Ends a half-signed-in session in favour of a fully signed-in one, in one conditional delete: of
 * two requests that finish the same sign-in, one gets the session. A new token at the new stage
 * means a token seen before the second factor is worth nothing after it.
 */
export const endHalfSession = async (db: Executor, tokenHash: string): Promise<boolean> => {
  const result = await db.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash).where('stage', '=', 'password').executeTakeFirst();
  return result.numDeletedRows > 0n;
};

/** Keeps `secret` as the session's enrolment secret unless it has one already; answers the one it keeps (two first reads at once show the same). */
export const keepPendingTotpSecret = async (db: Executor, tokenHash: string, secret: string): Promise<string | undefined> => {
  await db.updateTable('staff_sessions').set({ pending_totp_secret: secret }).where('token_hash', '=', tokenHash).where('pending_totp_secret', 'is', null).execute();
  const row = await db.selectFrom('staff_sessions').select('pending_totp_secret').where('token_hash', '=', tokenHash).executeTakeFirst();
  return row?.pending_totp_secret ?? undefined;
};

export const endStaffSession = async (db: Executor, tokenHash: string): Promise<void> => {
  await db.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash).execute();
};

/** Ends every session of a member; answers how many there were. */
export const endAllStaffSessions = async (db: Executor, staffId: string): Promise<number> => {
  const result = await db.deleteFrom('staff_sessions').where('staff_id', '=', staffId).executeTakeFirst();
  return Number(result.numDeletedRows);
};

/** Sessions idle past the timeout, or older than the longest a session may last, are gone for good. */
export const deleteStaleStaffSessions = async (db: Executor, idleSince: Date, startedBefore: Date): Promise<void> => {
  await db
    .deleteFrom('staff_sessions')
    .where((eb) => eb.or([eb('last_seen_at', '<', idleSince.toISOString()), eb('created_at', '<', startedBefore.toISOString())]))
    .execute();
};
