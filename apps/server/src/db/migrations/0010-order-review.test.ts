import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '../../test-support/migrated-database.js';

const t = useMigratedDatabase({ migrated: false });

/** Two orders of the shop before order review, one with a payment. */
const seedBeforeOrderReview = async () => {
  const now = '2026-11-20T10:00:00.000Z';
  await sql`insert into shops (id, settings) values (177, '{}')`.execute(t.db);
  await sql`insert into payment_types (shop_id, payart_id, name, sequence_no) values (177, 164, '{}', 1)`.execute(t.db);
  await sql`insert into customers (id, shop_id, is_guest, email, fname, lname, send_invoice, lang, created_at) values (1, 177, 1, 'ada@example.org', 'Ada', 'Lovelace', 0, 'en', ${now})`.execute(t.db);
  for (const id of [1, 2]) {
    await sql`insert into orders (id, cart_id, shop_id, customer_id, lang, status, total_cents, currency, payart, continue_url, cancel_url, download_key, hold_expires_at, created_at, updated_at)
      values (${id}, ${`cart-${id}`}, 177, 1, 'en', 'booked', 3600, 'CHF', 164, 'http://localhost:3000/en/checkout/success', 'http://localhost:3000/en/checkout/failed', 'key', ${now}, ${now}, ${now})`.execute(t.db);
  }
  await sql`insert into payments (id, order_id, provider, amount_cents, currency, payart, status, created_at, updated_at) values ('pay-1', 1, 'test', 3600, 'CHF', 164, 'confirmed', ${now}, ${now})`.execute(t.db);
};

describe('migration 0010-order-review', () => {
  it('gives every existing order its own unguessable review token and marks old payments as checkout payments', async () => {
    expect((await t.migrator().migrateTo('0009-accounts')).error).toBeUndefined();
    await seedBeforeOrderReview();
    const after = await t.migrator().migrateTo('0010-order-review');
    expect(after.results?.map((result) => [result.migrationName, result.status])).toEqual([['0010-order-review', 'Success']]);

    const orders = await t.db.selectFrom('orders').select(['id', 'review_token', 'reserved']).orderBy('id').execute();
    expect(orders.map((order) => order.reserved)).toEqual([0, 0]);
    for (const order of orders) expect(order.review_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(orders[0]?.review_token).not.toBe(orders[1]?.review_token);
    const duplicate = t.db.updateTable('orders').set({ review_token: orders[0]?.review_token ?? '' }).where('id', '=', 2).execute();
    await expect(duplicate).rejects.toThrow();

    expect(await t.db.selectFrom('payments').select(['origin', 'continue_url', 'cancel_url']).execute()).toEqual([{ origin: 'checkout', continue_url: null, cancel_url: null }]);
    expect(await t.db.selectFrom('payment_types').select('pay_later_days').execute()).toEqual([{ pay_later_days: null }]);
  });

  it('can be undone and done again', async () => {
    expect((await t.migrator().migrateTo('0009-accounts')).error).toBeUndefined();
    expect((await t.migrator().migrateTo('0010-order-review')).error).toBeUndefined();
    const tokens = await t.db.selectFrom('orders').select('review_token').execute();
    expect(tokens.every((row) => /^[A-Za-z0-9_-]{43}$/.test(row.review_token))).toBe(true);
  });
});
