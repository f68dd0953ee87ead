import { officeRoleSchema, staffScopeSchema, type Lang, type SessionStaff, type StaffMember } from '@foyer/contract';
import { effectiveScope, mayRefund } from '@foyer/domain';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import { isPostgres } from '../../db/database.js';
import type { StaffTable } from './staff.tables.js';

export type StaffRow = Selectable<StaffTable>;

/** Addresses compare trimmed and lower-cased. */
export const staffEmailKey = (email: string): string => email.trim().toLowerCase();

/** The member as their own session sees them: an owner's scope is everything and an owner may refund. */
export const toSessionStaff = (row: StaffRow): SessionStaff => {
  const role = officeRoleSchema.parse(row.role);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role,
    scope: effectiveScope(role, staffScopeSchema.parse(JSON.parse(row.scope))) as SessionStaff['scope'],
    canRefund: mayRefund(role, row.can_refund === 1),
    language: row.language as Lang,
  };
};

/** The member as the staff list and the audit log show them (never a hash or a secret). */
export const toStaffMember = (row: StaffRow): StaffMember => ({
  ...toSessionStaff(row),
  disabled: row.disabled === 1,
  active: row.password_hash !== null && row.totp_secret !== null,
  createdAt: row.created_at,
  lastSignInAt: row.last_sign_in_at,
  version: row.version,
});

export const findStaffByEmail = (db: Executor, emailKey: string): Promise<StaffRow | undefined> =>
  db.selectFrom('staff').selectAll().where('email_key', '=', emailKey).executeTakeFirst();

export const findStaff = (db: Executor, id: string): Promise<StaffRow | undefined> => db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();

export const listStaff = (db: Executor): Promise<StaffRow[]> => db.selectFrom('staff').selectAll().orderBy('name').orderBy('id').execute();

export const insertStaff = async (db: Executor, row: StaffRow): Promise<void> => {
  await db.insertInto('staff').values(row).execute();
};

export type StaffChange = Partial<Pick<StaffTable, 'role' | 'scope' | 'can_refund' | 'disabled'>>;

/** Applies the change only to the version the editor read; undefined when someone else changed it first (or it is gone). */
export const updateStaffAtVersion = (db: Executor, id: string, version: number, change: StaffChange): Promise<StaffRow | undefined> =>
  db
    .updateTable('staff')
    .set((eb) => ({ ...change, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();

/**
 * The ids of owners who can still sign in (enabled, set up), their rows locked on PostgreSQL
 * until the transaction ends: two owners demoting each other at once are serialised, so one of
 * them is refused as the last owner. SQLite runs one writing transaction at a time anyway.
 */
export const lockActiveOwners = async (trx: Executor): Promise<string[]> => {
  const query = trx
    .selectFrom('staff')
    .select('id')
    .where('role', '=', 'owner')
    .where('disabled', '=', 0)
    .where('password_hash', 'is not', null)
    .where('totp_secret', 'is not', null);
  const rows = await (isPostgres(trx) ? query.forUpdate() : query).execute();
  return rows.map((row) => row.id);
};

export const setStaffPassword = async (db: Executor, id: string, passwordHash: string): Promise<void> => {
  await db.updateTable('staff').set((eb) => ({ password_hash: passwordHash, version: eb('version', '+', 1) })).where('id', '=', id).execute();
};

/** The authenticator is enrolled with the code's step as the last one used. */
export const enrolTotp = async (db: Executor, id: string, secret: string, step: number): Promise<void> => {
  await db.updateTable('staff').set((eb) => ({ totp_secret: secret, totp_last_step: step, version: eb('version', '+', 1) })).where('id', '=', id).execute();
};

/**
 * Accepts a code's time step only if it is later than the last accepted one, in one conditional
 * update: a code, once used, is refused, even by two sign-ins that send it at the same moment.
 */
export const claimTotpStep = async (db: Executor, id: string, step: number): Promise<boolean> => {
  const result = await db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

/** The member's own choice of language: not an edit of the record an owner may hold, so its version stays. */
export const setStaffLanguage = async (db: Executor, id: string, language: string): Promise<void> => {
  await db.updateTable('staff').set({ language }).where('id', '=', id).execute();
};

export const recordSignIn = async (db: Executor, id: string, now: Date): Promise<void> => {
  await db.updateTable('staff').set({ last_sign_in_at: now.toISOString() }).where('id', '=', id).execute();
};
