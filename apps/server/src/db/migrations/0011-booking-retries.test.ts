import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '../../test-support/migrated-database.js';

const t = useMigratedDatabase({ migrated: false });

describe('migration 0011-booking-retries', () => {
  it('starts every existing order with no failed booking attempt, and can be undone and done again', async () => {
    expect((await t.migrator().migrateTo('0010-order-review')).error).toBeUndefined();
    const now = '2026-11-20T10:00:00.000Z';
    await sql`insert into shops (id, settings) values (177, '{}')`.execute(t.db);
    await sql`insert into customers (id, shop_id, is_guest, email, fname, lname, send_invoice, lang, created_at) values (1, 177, 1, 'ada@example.org', 'Ada', 'Lovelace', 0, 'en', ${now})`.execute(t.db);
    await sql`insert into orders (id, cart_id, shop_id, customer_id, lang, status, total_cents, currency, payart, continue_url, cancel_url, download_key, hold_expires_at, created_at, updated_at, review_token)
      values (1, 'cart-1', 177, 1, 'en', 'paid', 3600, 'CHF', 164, 'http://localhost:3000/en/checkout/success', 'http://localhost:3000/en/checkout/failed', 'key', ${now}, ${now}, ${now}, 'token-1')`.execute(t.db);

    expect((await t.migrator().migrateTo('0011-booking-retries')).error).toBeUndefined();
    expect(await t.db.selectFrom('orders').select(['booking_attempts', 'next_booking_at']).execute()).toEqual([{ booking_attempts: 0, next_booking_at: null }]);

    expect((await t.migrator().migrateTo('0010-order-review')).error).toBeUndefined();
    expect((await t.migrator().migrateTo('0011-booking-retries')).error).toBeUndefined();
    expect(await t.db.selectFrom('orders').select('id').execute()).toEqual([{ id: 1 }]);
  });
});
