import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { findSessionCustomer, type AuthCustomer } from '../modules/customer-auth/customer-auth.repository.js';
import { hashSessionToken } from '../modules/customer-auth/session-token.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session's customer on routes that use `requireCustomer`. */
    customer: AuthCustomer | null;
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

/** Adds `request.customer` and returns a preHandler that answers 401 without a valid, unexpired session. */
export const registerCustomerAuth = (app: FastifyInstance, db: Db): RequireCustomer => {
  app.decorateRequest('customer', null);
  return async (request) => {
    const token = sessionToken(request);
    const customer = token === undefined ? undefined : await findSessionCustomer(db, hashSessionToken(token), new Date());
    if (customer === undefined) throw new HttpError(401, 'UNAUTHORIZED');
    request.customer = customer;
  };
};
