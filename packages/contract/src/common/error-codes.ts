import { z } from 'zod';

/**
 * Codes the server sends; clients translate them (error-messages/<lang>.json holds the texts).
 * Later issues add the checkout, voucher and auth codes of SPEC §8 here.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNKNOWN_LANGUAGE',
  'UNKNOWN_SHOP',
  'NOT_FOUND',
  'PAGE_NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = (typeof ERROR_CODES)[number];
