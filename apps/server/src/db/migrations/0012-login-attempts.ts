import { sql, type Kysely } from 'kysely';

/**
 * Counters every instance shares. `login_attempts` counts logins per shop and e-mail key, whether
 * or not the address has an account, so an unknown address locks exactly like a known one; a
 * login claims its attempt here before its password is checked. `rate_limits` holds the per-client
 * request counts of the rate limits when no Redis is configured. The lockout state moves out of
 * `customers`: a lock in force or failures counted there carry over. Its columns stay, unused, so
 * that the previous release keeps working during a rolling restart (docs/operations.md).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('login_attempts')
    .addColumn('shop_id', 'integer', (col) => col.notNull())
    .addColumn('email_key', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('window_ends_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('login_attempts_pk', ['shop_id', 'email_key'])
    .execute();
  await db.schema.createIndex('login_attempts_window_idx').on('login_attempts').column('window_ends_at').execute();
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('resets_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_resets_idx').on('rate_limits').column('resets_at').execute();

  const now = new Date();
  const nowIso = now.toISOString();
  const windowEnd = new Date(now.getTime() + 15 * 60_000).toISOString();
  // Five failures locked an account for 15 minutes: a lock carries over as five attempts in its window.
  await sql`
    insert into login_attempts (shop_id, email_key, attempts, window_ends_at)
    select shop_id, email_key,
      case when locked_until > ${nowIso} then 5 else failed_logins end,
      case when locked_until > ${nowIso} then locked_until else ${windowEnd} end
    from customers
    where is_guest = 0 and email_key is not null and (failed_logins > 0 or locked_until > ${nowIso})
  `.execute(db);
};

/** A lock in force goes back to its account; failures short of a lock are forgotten. */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  const lockOf = sql`(select window_ends_at from login_attempts a where a.shop_id = customers.shop_id and a.email_key = customers.email_key and a.attempts >= 5)`;
  await sql`update customers set failed_logins = 0, locked_until = ${lockOf} where is_guest = 0 and email_key is not null`.execute(db);
  await db.schema.dropTable('rate_limits').execute();
  await db.schema.dropTable('login_attempts').execute();
};
