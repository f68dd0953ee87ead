import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { MigrationList } from '../../db/migration-list.js';

const isPostgres = (db: Kysely<unknown>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Staff accounts of the back office (staff.tables.ts): members, their sessions, one-time set-up
 * links and the audit log. The log is append-only in the database itself: a trigger refuses every
 * update and delete, whatever code runs.
 */
const up = async (db: Kysely<unknown>): Promise<void> => {
  const serial = isPostgres(db) ? 'serial' : 'integer';
  await db.schema
    .createTable('staff')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('email_key', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('can_refund', 'integer', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_last_step', 'integer')
    .addColumn('disabled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('demo', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_sign_in_at', 'text')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('staff_sessions')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('staff_id', 'text', (col) => col.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('stage', 'text', (col) => col.notNull())
    .addColumn('csrf_token', 'text', (col) => col.notNull())
    .addColumn('pending_totp_secret', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('staff_sessions_staff_idx').on('staff_sessions').column('staff_id').execute();
  await db.schema
    .createTable('staff_set_up_links')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('staff_id', 'text', (col) => col.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('staff_set_up_links_staff_idx').on('staff_set_up_links').column('staff_id').execute();
  await db.schema
    .createTable('office_audit')
    .addColumn('id', serial, (col) => col.primaryKey())
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('staff_id', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .execute();
  await db.schema.createIndex('office_audit_at_idx').on('office_audit').column('at').execute();
  await db.schema.createIndex('office_audit_staff_idx').on('office_audit').columns(['staff_id', 'id']).execute();
  if (isPostgres(db)) {
    await sql`create function office_audit_append_only() returns trigger language plpgsql as $$
      begin raise exception 'office_audit is append-only'; end $$`.execute(db);
    await sql`create trigger office_audit_no_change before update or delete on office_audit
      for each row execute function office_audit_append_only()`.execute(db);
  } else {
    await sql`create trigger office_audit_no_update before update on office_audit
      begin select raise(abort, 'office_audit is append-only'); end`.execute(db);
    await sql`create trigger office_audit_no_delete before delete on office_audit
      begin select raise(abort, 'office_audit is append-only'); end`.execute(db);
  }
};

const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('office_audit').execute();
  if (isPostgres(db)) await sql`drop function office_audit_append_only()`.execute(db);
  await db.schema.dropTable('staff_set_up_links').execute();
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema.dropTable('staff').execute();
};

/** The back office's migrations (the module owns them, like a kind; kinds.ts lists them). */
export const staffMigrations: MigrationList = { '0019-staff': { up, down } };
