import type { Generated } from 'kysely';

/**
 * Migration 0009: a password-reset request. Only the token's SHA-256 (hex) is stored; `used_at`
 * is set by one conditional UPDATE, so a token works once. A newer request ends older ones by
 * moving their `expires_at` to that moment.
 */
export interface PasswordResetsTable {
  id: Generated<number>;
  customer_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
