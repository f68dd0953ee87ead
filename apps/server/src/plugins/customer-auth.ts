import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { findSessionCustomer, type AuthCustomer } from '../modules/customer-auth/customer-auth.repository.js';
import { hashSessionToken } from '../kernel/session-token.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session's customer on routes that use `requireCustomer`. */
    customer: AuthCustomer | null;
    /** The hash of that session's token, which names the session (logout ends it, a password change keeps it). */
    sessionTokenHash: string | null;
  }
}

/** SPEC §6 passes the token as query `_`; DESIGN.md also accepts `Authorization: Bearer`. */
export const sessionToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  const bearer = header === undefined ? undefined : /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (bearer !== undefined) return bearer;
  const query = request.query;
  const value = query !== null && typeof query === 'object' ? (query as Record<string, unknown>)['_'] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
};

export type RequireCustomer = (request: FastifyRequest) => Promise<void>;

/**
 * Adds `request.customer` and returns a hook that answers 401 without a valid, unexpired session.
 * Routes run it as `preValidation`, so a caller without a session learns nothing about the call's input rules.
 */
export const registerCustomerAuth = (app: FastifyInstance, db: Db): RequireCustomer => {
  app.decorateRequest('customer', null);
  app.decorateRequest('sessionTokenHash', null);
  return async (request) => {
    const token = sessionToken(request);
    const tokenHash = token === undefined ? undefined : hashSessionToken(token);
    const customer = tokenHash === undefined ? undefined : await findSessionCustomer(db, tokenHash, new Date());
    if (customer === undefined || tokenHash === undefined) throw new HttpError(401, 'UNAUTHORIZED');
    request.customer = customer;
    request.sessionTokenHash = tokenHash;
  };
};

/** The hook for calls of registered customers (also `preValidation`): 401 without a session, 403 FORBIDDEN for a guest's. */
export const requireRegistered =
  (requireCustomer: RequireCustomer): RequireCustomer =>
  async (request) => {
    await requireCustomer(request);
    if (request.customer?.isGuest !== false) throw new HttpError(403, 'FORBIDDEN');
  };
