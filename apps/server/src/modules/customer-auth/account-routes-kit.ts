import { apiErrorSchema } from '@foyer/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../errors/domain-error.js';
import type { CallerSession } from './account.service.js';

/** Error answers of the account calls, for the OpenAPI document. */
export const accountErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema } as const;

/** Account answers hold personal data or tokens: never cached anywhere. */
export const noStore = (reply: FastifyReply): FastifyReply => reply.header('cache-control', 'no-store');

/** The session a `requireCustomer` check found. */
export const callerSession = (request: FastifyRequest): CallerSession => {
  if (request.customer === null || request.sessionTokenHash === null) throw new DomainError('UNAUTHORIZED');
  return { customerId: request.customer.id, tokenHash: request.sessionTokenHash };
};
