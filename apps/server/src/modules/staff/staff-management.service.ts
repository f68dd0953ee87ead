import type { AuditQuery, AuditResponse, CreateStaffBody, SessionStaff, StaffMember, UpdateStaffBody } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { randomId } from '../../kernel/random-id.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { isUniqueViolation } from '../../kernel/unique-violation.js';
import { appendAudit, readAudit } from './audit-log.repository.js';
import { queueInvitationMail } from './invitation-mail.js';
import { issueSetUpLink } from './set-up-links.repository.js';
import { endAllStaffSessions } from './staff-sessions.repository.js';
import { findStaff, findStaffByEmail, insertStaff, listStaff, lockActiveOwners, staffEmailKey, toStaffMember, updateStaffAtVersion, type StaffChange, type StaffRow } from './staff.repository.js';

export type NewStaff = Omit<CreateStaffBody, 'scope'> & { scope: { events: string[] | null; tours: string[] | null } };

/** A stale edit: the record as it is now, for the 409 answer. */
export class StaleStaffError extends DomainError {
  constructor(readonly current: StaffMember) {
    super('OFFICE_STALE');
  }
}

/** The set-up link of an invitation, always on PUBLIC_URL (never the request's Host). */
export const setUpLink = (publicUrl: string, token: string): string => `${publicUrl.replace(/\/+$/, '')}/office/set-up/${token}`;

/** An owner's scope is everything, and an owner may refund: stored so, whatever the form sent. */
const ownerRules = (role: string, scope: NewStaff['scope'], canRefund: boolean) =>
  role === 'owner' ? { scope: JSON.stringify({ events: null, tours: null }), can_refund: 1 } : { scope: JSON.stringify(scope), can_refund: canRefund ? 1 : 0 };

/**
 * The owner's staff management: invitations, edits with optimistic concurrency, ending a member's
 * sessions, and the audit log. Every write appends its audit entry in its own transaction.
 */
export class StaffManagementService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly publicUrl: string,
  ) {}

  async list(): Promise<StaffMember[]> {
    return (await listStaff(this.db)).map(toStaffMember);
  }

  /**
   * Creates the member and mails the invitation with its one-time set-up link, in one transaction.
   * `by` is the owner, or null for the command line (which prints the link instead of relying on mail).
   */
  async create(body: NewStaff, by: SessionStaff | null, now: Date, options: { mail: boolean } = { mail: true }): Promise<{ staff: StaffMember; link: string }> {
    const shop = options.mail ? await this.shops.resolveOrFirst(undefined, body.language) : undefined;
    try {
      return await this.db.transaction().execute(async (trx) => {
        if ((await findStaffByEmail(trx, staffEmailKey(body.email))) !== undefined) throw new DomainError('OFFICE_EMAIL_TAKEN');
        const row: StaffRow = {
          id: randomId(12),
          email: body.email.trim(),
          email_key: staffEmailKey(body.email),
          name: body.name,
          role: body.role,
          ...ownerRules(body.role, body.scope, body.canRefund),
          language: body.language,
          password_hash: null,
          totp_secret: null,
          totp_last_step: null,
          disabled: 0,
          demo: 0,
          created_at: now.toISOString(),
          last_sign_in_at: null,
          version: 1,
        };
        await insertStaff(trx, row);
        const link = setUpLink(this.publicUrl, await issueSetUpLink(trx, row.id, now));
        const staff = toStaffMember(row);
        await appendAudit(trx, { staffId: by?.id ?? null, action: 'staff.create', target: `staff:${row.id}`, before: null, after: staff }, now);
        if (shop !== undefined) await queueInvitationMail(trx, { to: row.email, name: row.name, role: body.role, lang: body.language, link }, shop, this.publicUrl, now);
        return { staff, link };
      });
    } catch (error) {
      // Two invitations of one address at once: the unique index refuses the second.
      throw isUniqueViolation(error) ? new DomainError('OFFICE_EMAIL_TAKEN') : error;
    }
  }

  /**
   * Applies the edit to the version the owner read (409 OFFICE_STALE with the current record
   * otherwise). The last owner who can sign in can be neither disabled nor demoted (409
   * OFFICE_LAST_OWNER); the owners' rows are locked first, so two such edits at once cannot both pass.
   */
  async update(id: string, body: UpdateStaffBody, by: SessionStaff, now: Date): Promise<StaffMember> {
    return this.db.transaction().execute(async (trx) => {
      const owners = await lockActiveOwners(trx);
      const before = await findStaff(trx, id);
      if (before === undefined) throw new DomainError('OFFICE_STAFF_NOT_FOUND');
      if (before.version !== body.version) throw new StaleStaffError(toStaffMember(before));
      const role = body.role ?? before.role;
      const stillOwner = role === 'owner' && !(body.disabled ?? before.disabled === 1);
      if (owners.includes(id) && !stillOwner && owners.length === 1) throw new DomainError('OFFICE_LAST_OWNER');
      const change: StaffChange = {
        ...(body.role === undefined && body.scope === undefined && body.canRefund === undefined
          ? {}
          : ownerRules(role, body.scope ?? JSON.parse(before.scope), body.canRefund ?? before.can_refund === 1)),
        ...(body.role === undefined ? {} : { role: body.role }),
        ...(body.disabled === undefined ? {} : { disabled: body.disabled ? 1 : 0 }),
      };
      const after = await updateStaffAtVersion(trx, id, body.version, change);
      if (after === undefined) throw new StaleStaffError(toStaffMember((await findStaff(trx, id)) ?? before));
      // A disabled member is signed out everywhere at once, not at their next call.
      if (after.disabled === 1) await endAllStaffSessions(trx, id);
      const member = toStaffMember(after);
      await appendAudit(trx, { staffId: by.id, action: 'staff.update', target: `staff:${id}`, before: toStaffMember(before), after: member }, now);
      return member;
    });
  }

  async endSessions(id: string, by: SessionStaff, now: Date): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      if ((await findStaff(trx, id)) === undefined) throw new DomainError('OFFICE_STAFF_NOT_FOUND');
      const ended = await endAllStaffSessions(trx, id);
      await appendAudit(trx, { staffId: by.id, action: 'staff.sessions.end', target: `staff:${id}`, before: null, after: { ended } }, now);
      return ended;
    });
  }

  async audit(query: AuditQuery & { limit: number }): Promise<AuditResponse['data']> {
    const { entries, lastId } = await readAudit(this.db, {
      staff: query.staff,
      action: query.action,
      from: query.from,
      to: query.to,
      beforeId: query.cursor === undefined ? undefined : Number(query.cursor),
      limit: query.limit,
    });
    return { entries, nextCursor: lastId === null ? null : String(lastId) };
  }
}

