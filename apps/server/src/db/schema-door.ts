import type { Generated } from 'kysely';

/** Table types of migration 0035 (the door). */

/** A phone paired to scan at one door; tokens and pairing codes only as SHA-256 hashes (hex). */
export interface DoorDevicesTable {
  id: Generated<number>;
  shop_id: number;
  /** The door, e.g. "Main entrance". */
  name: string;
  token_hash: string | null;
  pairing_hash: string | null;
  pairing_expires_at: string | null;
  /** PBKDF2-SHA256 of the PIN (base64), checked on the phone so the lock works offline. */
  pin_salt: string | null;
  pin_hash: string | null;
  pin_iterations: number | null;
  created_at: string;
  paired_at: string | null;
  last_seen_at: string | null;
  revoked_at: string | null;
  version: Generated<number>;
}

/** One scan as a device sent it, with the verdict it was answered (JSON), unique by its nonce. */
export interface DoorScansTable {
  id: Generated<number>;
  shop_id: number;
  nonce: string;
  device_id: number;
  direction: 'in' | 'out';
  code: string;
  /** 'ticket' or 'pass' for a code the shop issued; null for an unknown one. */
  kind: string | null;
  /** The issued ticket's or pass's id. */
  subject_id: number | null;
  /** The ticket's timeslot (counts per slot). */
  timeslot_id: number | null;
  museum_day: string;
  scanned_at: string;
  recorded_at: string;
  outcome: string;
  offline: number;
  /** Set on an admission only, unique: `t:<ticket id>` or `p:<pass id>:<museum day>:<entry>`. */
  admission: string | null;
  verdict: string;
}
