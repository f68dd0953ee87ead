import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * DESIGN.md: node:crypto scrypt for every password the server keeps (customers' and staff's).
 * Stored as `scrypt$N$r$p$salt$hash` (base64url), so the cost can rise later without breaking older hashes.
 */
const COST = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

type Cost = { N: number; r: number; p: number };

const derive = (secret: string, salt: Buffer, cost: Cost, keyLength: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(secret, salt, keyLength, { ...cost, maxmem: 256 * cost.N * cost.r }, (error, key) => (error ? reject(error) : resolve(key)));
  });

export const hashSecret = async (secret: string): Promise<string> => {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(secret, salt, COST, KEY_LENGTH);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
};

/**
 * A well-formed hash no secret matches: checking against it when an e-mail is unknown costs as
 * much as a real check, so the answer's timing does not tell which addresses have accounts.
 */
export const UNMATCHABLE_HASH = `scrypt$${COST.N}$${COST.r}$${COST.p}$${Buffer.alloc(SALT_BYTES, 7).toString('base64url')}$${Buffer.alloc(KEY_LENGTH).toString('base64url')}`;

const parse = (stored: string) => {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || key === undefined) return undefined;
  const cost: Cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((value) => Number.isSafeInteger(value) && value > 0)) return undefined;
  const parsed = { cost, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
  return parsed.key.length > 0 ? parsed : undefined;
};

/** Constant-time comparison; a malformed stored hash (or none) never matches but costs a full check. */
export const verifySecret = async (secret: string, stored: string | null): Promise<boolean> => {
  const parsed = parse(stored ?? '') ?? parse(UNMATCHABLE_HASH);
  if (parsed === undefined) return false;
  const key = await derive(secret, parsed.salt, parsed.cost, parsed.key.length);
  const matches = timingSafeEqual(key, parsed.key);
  return matches && stored !== null && stored !== UNMATCHABLE_HASH;
};
