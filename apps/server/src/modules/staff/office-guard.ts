import { OFFICE_CSRF_HEADER, type OfficeRole, type SessionStaff } from '@foyer/contract';
import { inStaffScope } from '@foyer/domain';
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { DomainError } from '../../errors/domain-error.js';
import type { StaffSessionReader } from './staff-session-reader.js';
import { toSessionStaff } from './staff.repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member on office routes guarded by `requireStaff`. */
    staff: SessionStaff | null;
    /** The hash of that session's token (sign-out ends it). */
    staffSessionHash: string | null;
  }
}

/** The cookie of the office session: HttpOnly, SameSite=Strict, only sent to /office. */
export const OFFICE_COOKIE = 'foyer_office';

export const officeCookieOptions = (publicUrl: string) => ({
  path: '/office',
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: publicUrl.startsWith('https://'),
});

/** The office session's token as the cookie carries it. */
export const officeToken = (request: FastifyRequest): string | undefined => request.cookies[OFFICE_COOKIE];

/** What a route asks of its caller: one of these roles, and optionally a permission beyond the role. */
export interface StaffRequirement {
  roles: readonly OfficeRole[];
  /** `refund`: owners, and box office with the owner's leave (packages/domain mayRefund). */
  permission?: 'refund';
}

export type RequireStaff = (requirement: StaffRequirement) => (request: FastifyRequest) => Promise<void>;

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The guard of every office route after sign-in, run as `preValidation` (a caller without the right
 * learns nothing of the call's input rules): 401 without a signed-in session, 403 OFFICE_CSRF_INVALID
 * for an unsafe call without the session's token in `x-csrf-token`, 403 OFFICE_FORBIDDEN for a role or
 * permission the member lacks. Sets `request.staff`.
 */
export const registerOfficeGuard = (app: FastifyInstance, sessions: StaffSessionReader): RequireStaff => {
  app.decorateRequest('staff', null);
  app.decorateRequest('staffSessionHash', null);
  return (requirement) => async (request) => {
    const { tokenHash, session, staff: row } = await sessions.resolve(officeToken(request), 'signed-in', new Date());
    if (UNSAFE_METHODS.has(request.method)) {
      const sent = request.headers[OFFICE_CSRF_HEADER];
      if (typeof sent !== 'string' || !sameText(sent, session.csrf_token)) throw new DomainError('OFFICE_CSRF_INVALID');
    }
    const staff = toSessionStaff(row);
    if (!requirement.roles.includes(staff.role)) throw new DomainError('OFFICE_FORBIDDEN');
    if (requirement.permission === 'refund' && !staff.canRefund) throw new DomainError('OFFICE_FORBIDDEN');
    request.staff = staff;
    request.staffSessionHash = tokenHash;
  };
};

/** Every role: routes any signed-in member may call. */
export const ANY_ROLE: readonly OfficeRole[] = ['owner', 'editor', 'box-office', 'door', 'accountant'];

/** The signed-in member of a guarded route (the guard ran, or this is a bug). */
export const signedInStaff = (request: FastifyRequest): SessionStaff => {
  if (request.staff === null) throw new Error('office route without requireStaff');
  return request.staff;
};

/** Refuses (403 OFFICE_FORBIDDEN) work on an event or tour outside the member's scope. */
export const requireInScope = (staff: SessionStaff, kind: 'events' | 'tours', id: string): void => {
  if (!inStaffScope(staff.role, staff.scope, kind, id)) throw new DomainError('OFFICE_FORBIDDEN');
};
