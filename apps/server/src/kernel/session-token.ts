import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe, so the token can travel as query parameter `_` (SPEC §6), in a cookie or in a link. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

/** Sessions and one-time links store only this hash: a leaked database does not leak working tokens. */
export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');
