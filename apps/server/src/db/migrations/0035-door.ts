import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * The door (docs/office.md "The door"):
 * - `door_devices`: the phones the office paired, each naming its door; the device's token and a
 *   pending pairing code are kept only as SHA-256 hashes, the PIN as a PBKDF2 hash the phone checks
 *   offline; `revoked_at` refuses the token on the next call on every instance;
 * - `door_scans`: one row per scan, unique by the phone's nonce, so an upload sent again is answered as
 *   before and counted once. `admission` is set on the scan that let someone in (`t:<ticket id>`, or
 *   `p:<pass id>:<museum day>:<entry>`) and is unique: of two devices admitting one ticket at once, the
 *   database keeps the first, on both dialects and across instances;
 * - door windows on events and tours (null: the defaults, 30 minutes before to 60 after the start);
 * - indexes to find a day's tickets by their visit and what changed since a phone's last download.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const serial = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';
  await db.schema
    .createTable('door_devices')
    .addColumn('id', serial, (col) => col.primaryKey())
    .addColumn('shop_id', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.unique())
    .addColumn('pairing_hash', 'text', (col) => col.unique())
    .addColumn('pairing_expires_at', 'text')
    .addColumn('pin_salt', 'text')
    .addColumn('pin_hash', 'text')
    .addColumn('pin_iterations', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('paired_at', 'text')
    .addColumn('last_seen_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('door_scans')
    .addColumn('id', serial, (col) => col.primaryKey())
    .addColumn('shop_id', 'integer', (col) => col.notNull())
    .addColumn('nonce', 'text', (col) => col.notNull().unique())
    .addColumn('device_id', 'integer', (col) => col.notNull().references('door_devices.id'))
    .addColumn('direction', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('kind', 'text')
    .addColumn('subject_id', 'integer')
    .addColumn('timeslot_id', 'integer')
    .addColumn('museum_day', 'text', (col) => col.notNull())
    .addColumn('scanned_at', 'text', (col) => col.notNull())
    .addColumn('recorded_at', 'text', (col) => col.notNull())
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('offline', 'integer', (col) => col.notNull())
    .addColumn('admission', 'text', (col) => col.unique())
    .addColumn('verdict', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('door_scans_day_idx').on('door_scans').columns(['shop_id', 'museum_day', 'outcome']).execute();
  await db.schema.createIndex('door_scans_subject_idx').on('door_scans').columns(['kind', 'subject_id']).execute();
  await db.schema.createIndex('door_scans_recorded_idx').on('door_scans').columns(['shop_id', 'recorded_at']).execute();
  await db.schema.alterTable('events').addColumn('door_opens_minutes_before', 'integer').execute();
  await db.schema.alterTable('events').addColumn('door_closes_minutes_after', 'integer').execute();
  await db.schema.createIndex('order_lines_datetime_idx').on('order_lines').column('datetime').execute();
  await db.schema.createIndex('issued_tickets_refunded_idx').on('issued_tickets').column('refunded_at').execute();
  await db.schema.createIndex('issued_passes_valid_idx').on('issued_passes').columns(['valid_to', 'valid_from']).execute();
  await db.schema.createIndex('issued_passes_refunded_idx').on('issued_passes').column('refunded_at').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const index of ['issued_passes_refunded_idx', 'issued_passes_valid_idx', 'issued_tickets_refunded_idx', 'order_lines_datetime_idx']) await db.schema.dropIndex(index).execute();
  await db.schema.alterTable('events').dropColumn('door_closes_minutes_after').execute();
  await db.schema.alterTable('events').dropColumn('door_opens_minutes_before').execute();
  await db.schema.dropTable('door_scans').execute();
  await db.schema.dropTable('door_devices').execute();
};
