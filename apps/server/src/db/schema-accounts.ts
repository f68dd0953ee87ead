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

/**
 * Migration 0012: the logins of one e-mail key in a shop (known address or not) within a window.
 * While `attempts` is below the limit the window is the counting window; the claim that reaches the
 * limit restarts it as the lock, which holds until `window_ends_at`.
 */
export interface LoginAttemptsTable {
  shop_id: number;
  email_key: string;
  attempts: number;
  window_ends_at: string;
}

/** Migration 0012: one client's requests to one limited route in the window that ends at `resets_at`. */
export interface RateLimitsTable {
  key: string;
  hits: number;
  resets_at: string;
}
