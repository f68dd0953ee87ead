import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '../../test-support/migrated-database.js';

const t = useMigratedDatabase({ migrated: false });

/** An order of shop 177 with a refund, as the refunds were stored before they named their shop. */
const seedRefund = async () => {
  const now = '2026-11-20T10:00:00.000Z';
  await sql`insert into shops (id, settings) values (177, '{}')`.execute(t.db);
  await sql`insert into customers (id, shop_id, is_guest, email, fname, lname, send_invoice, lang, created_at) values (1, 177, 1, 'ada@example.org', 'Ada', 'Lovelace', 0, 'en', ${now})`.execute(t.db);
  await sql`insert into orders (id, cart_id, shop_id, customer_id, lang, status, total_cents, shipping_cents, amount_due_cents, currency, payart, continue_url, cancel_url, download_key, hold_expires_at, created_at, updated_at, booked_at, review_token, reserved)
    values (1, 'cart-1', 177, 1, 'en', 'refunded', 3600, 0, 3600, 'CHF', 164, '/en/checkout/success', '/en/checkout/failed', 'key', ${now}, ${now}, ${now}, ${now}, 'review-1', 0)`.execute(t.db);
  await sql`insert into refunds (order_id, staff_id, lines, tenders, amount_cents, release_claims, cancels_order, note, status, last_error, created_at, completed_at)
    values (1, null, '[]', '[]', 3600, 1, 1, null, 'done', null, ${now}, ${now})`.execute(t.db);
};

describe('migration 0037-refund-report-indexes', () => {
  it('gives the refunds there are the shop of their order, and can be undone and done again', async () => {
    expect((await t.migrator().migrateTo('0036-slot-cancellations')).error).toBeUndefined();
    await seedRefund();
    const after = await t.migrator().migrateTo('0037-refund-report-indexes');
    expect(after.results?.map((result) => [result.migrationName, result.status])).toEqual([['0037-refund-report-indexes', 'Success']]);
    expect(await t.db.selectFrom('refunds').select(['order_id', 'shop_id']).execute()).toEqual([{ order_id: 1, shop_id: 177 }]);
    expect((await t.migrator().migrateTo('0036-slot-cancellations')).error).toBeUndefined();
    expect((await t.migrator().migrateTo('0037-refund-report-indexes')).error).toBeUndefined();
    expect(await t.db.selectFrom('refunds').select('shop_id').execute()).toEqual([{ shop_id: 177 }]);
  });
});
