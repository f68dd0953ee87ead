import type { Generated } from 'kysely';

/**
 * Migration 0019: a member of the museum's staff (not a customer). `email_key` is the address
 * trimmed and lower-cased, unique. `scope` is JSON `{events, tours}` (null lists are all).
 * `totp_secret` is set once an authenticator is enrolled; `totp_last_step` is the 30-second step of
 * the last code accepted, so no code works twice. `version` rises with every edit (optimistic
 * concurrency). `demo` marks the demo's seeded staff, which production refuses to start with.
 */
export interface StaffTable {
  id: string;
  email: string;
  email_key: string;
  name: string;
  role: string;
  scope: string;
  can_refund: number;
  language: string;
  password_hash: string | null;
  totp_secret: string | null;
  totp_last_step: number | null;
  disabled: number;
  demo: number;
  created_at: string;
  last_sign_in_at: string | null;
  version: number;
}

/**
 * Migration 0019: a staff session, named by its token's SHA-256. `stage` is `password` (half signed
 * in: the password was right, the code is still due) or `signed-in`. An enrolment in progress keeps
 * its new secret here until a code from it proves the authenticator has it.
 */
export interface StaffSessionsTable {
  token_hash: string;
  staff_id: string;
  stage: string;
  csrf_token: string;
  pending_totp_secret: string | null;
  created_at: string;
  last_seen_at: string;
}

/** Migration 0019: an invitation's one-time set-up link, by its token's SHA-256; `used_at` is set by one conditional update. */
export interface StaffSetUpLinksTable {
  token_hash: string;
  staff_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/**
 * Migration 0019: the append-only audit log of staff writes: who (null for the command line), when,
 * what, to what, and the record before and after as JSON. Triggers refuse updates and deletes.
 */
export interface OfficeAuditTable {
  id: Generated<number>;
  at: string;
  staff_id: string | null;
  action: string;
  target: string;
  before_json: string | null;
  after_json: string | null;
}

/** The module's tables join the Database type here, so db/ names no module (docs/architecture.md). */
declare module '../../db/schema.js' {
  interface Database {
    staff: StaffTable;
    staff_sessions: StaffSessionsTable;
    staff_set_up_links: StaffSetUpLinksTable;
    office_audit: OfficeAuditTable;
  }
}
