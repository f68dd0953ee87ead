import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '../../test-support/migrated-database.js';

const t = useMigratedDatabase({ migrated: false });

describe('migration 0013-order-referrer-and-reference', () => {
  it('gives existing orders no referrer and keeps their reference, stores both, and can be undone and done again', async () => {
    expect((await t.migrator().migrateTo('0011-booking-retries')).error).toBeUndefined();
    const now = '2026-11-20T10:00:00.000Z';
    await sql`insert into shops (id, settings) values (177, '{}')`.execute(t.db);
    await sql`insert into customers (id, shop_id, is_guest, email, fname, lname, send_invoice, lang, created_at) values (1, 177, 1, 'ada@example.org', 'Ada', 'Lovelace', 0, 'en', ${now})`.execute(t.db);
    const order = (id: number, reference: string | null) =>
      sql`insert into orders (id, cart_id, shop_id, customer_id, lang, status, total_cents, currency, payart, external_document_number, continue_url, cancel_url, download_key, hold_expires_at, created_at, updated_at, review_token)
      values (${id}, ${`cart-${id}`}, 177, 1, 'en', 'booked', 3600, 'CHF', 164, ${reference}, 'http://localhost:3000/en/checkout/success', 'http://localhost:3000/en/checkout/failed', ${`key-${id}`}, ${now}, ${now}, ${now}, ${`token-${id}`})`.execute(t.db);
    await order(1, 'PO-4711');

    expect((await t.migrator().migrateTo('0013-order-referrer-and-reference')).error).toBeUndefined();
    expect(await t.db.selectFrom('orders').select(['external_document_number', 'referrer']).execute()).toEqual([{ external_document_number: 'PO-4711', referrer: null }]);
    await order(2, null);
    await t.db.updateTable('orders').set({ referrer: 'https://www.tripadvisor.com/Attraction-1' }).where('id', '=', 2).execute();
    expect(await t.db.selectFrom('orders').select('referrer').where('id', '=', 2).executeTakeFirst()).toEqual({ referrer: 'https://www.tripadvisor.com/Attraction-1' });

    expect((await t.migrator().migrateTo('0011-booking-retries')).error).toBeUndefined();
    expect((await t.migrator().migrateTo('0013-order-referrer-and-reference')).error).toBeUndefined();
    expect(await t.db.selectFrom('orders').select(['id', 'external_document_number', 'referrer']).orderBy('id').execute()).toEqual([
      { id: 1, external_document_number: 'PO-4711', referrer: null },
      { id: 2, external_document_number: null, referrer: null },
    ]);
  });
});
