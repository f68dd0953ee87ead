import { apiErrorSchema } from '@foyer/contract';
import type { FastifyReply } from 'fastify';
import { OFFICE_COOKIE, officeCookieOptions } from './office-guard.js';

/** Error answers of office calls, for types and documentation. */
export const officeErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema } as const;

/** Office answers hold staff data and tokens: never cached anywhere. */
export const noStore = (reply: FastifyReply): FastifyReply => reply.header('cache-control', 'no-store');

/** Hands the browser the session's token in the office cookie (a session started, or a new one after the second factor). */
export const setSessionCookie = (reply: FastifyReply, token: string, publicUrl: string): FastifyReply =>
  noStore(reply).setCookie(OFFICE_COOKIE, token, officeCookieOptions(publicUrl));
