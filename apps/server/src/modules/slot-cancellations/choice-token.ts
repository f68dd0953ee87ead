import { createHash, randomBytes } from 'node:crypto';

/** A new link token (32 random bytes, base64url: 43 characters) and the SHA-256 the database keeps of it. */
export const newChoiceToken = (): { token: string; hash: string } => {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: choiceTokenHash(token) };
};

/** What the database keeps of a token: whoever reads it cannot open a buyer's link. */
export const choiceTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
