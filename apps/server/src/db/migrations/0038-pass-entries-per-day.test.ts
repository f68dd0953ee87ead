import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '../../test-support/migrated-database.js';

const t = useMigratedDatabase({ migrated: false });

/** Shop 177 with an annual pass (product 704), a book (701) and a card sold of the pass, as stored before passes said their entries a day. */
const seedPassAndCard = async () => {
  const now = '2026-11-20T10:00:00.000Z';
  await sql`insert into shops (id, settings) values (177, '{}')`.execute(t.db);
  for (const [id, kind] of [
    [701, null],
    [704, '13'],
  ] as const) {
    await sql`insert into products (id, shop_id, name, teaser, description, images, price, vat_value, weight_grams, sequence_no, groups, product_kind_ref, stock, validity_months)
      values (${id}, 177, '{}', '{}', '{}', '[]', 9000, 8.1, 0, 0, '[]', ${kind}, 100, ${kind === null ? null : 12})`.execute(t.db);
  }
  await sql`insert into customers (id, shop_id, is_guest, email, fname, lname, send_invoice, lang, created_at) values (1, 177, 1, 'ada@example.org', 'Ada', 'Lovelace', 0, 'en', ${now})`.execute(t.db);
  await sql`insert into orders (id, cart_id, shop_id, customer_id, lang, status, total_cents, shipping_cents, amount_due_cents, currency, payart, continue_url, cancel_url, download_key, hold_expires_at, created_at, updated_at, booked_at, review_token, reserved)
    values (1, 'cart-1', 177, 1, 'en', 'booked', 9000, 0, 9000, 'CHF', 164, '/en/checkout/success', '/en/checkout/failed', 'key', ${now}, ${now}, ${now}, ${now}, 'review-1', 0)`.execute(t.db);
  await sql`insert into order_lines (id, order_id, line_no, type, datetime, name, title, count, unit_price_cents, total_cents, vat_bp, parts, details)
    values (1, 1, 1, 'annualPass', null, 'Annual pass', '', 1, 9000, 9000, 810, '[]', '{}')`.execute(t.db);
  await sql`insert into issued_passes (order_id, order_line_id, barcode, pass_name, owner_name, owner_address, send_to_custom_addr, valid_from, valid_to)
    values (1, 1, 'P1', 'Annual pass', 'Ada Lovelace', null, 0, '2026-11-20', '2027-11-19')`.execute(t.db);
};

const productEntries = async () => (await sql<{ id: number; door_entries_per_day: number | null }>`select id, door_entries_per_day from products order by id`.execute(t.db)).rows;
const cardEntries = async () => (await sql<{ barcode: string; door_entries_per_day: number | null }>`select barcode, door_entries_per_day from issued_passes`.execute(t.db)).rows;

describe('migration 0038-pass-entries-per-day', () => {
  it('gives the passes and cards there are one entry a day and goods none, and can be undone and done again', async () => {
    expect((await t.migrator().migrateTo('0037-refund-report-indexes')).error).toBeUndefined();
    await seedPassAndCard();
    const after = await t.migrator().migrateTo('0038-pass-entries-per-day');
    expect(after.results?.map((result) => [result.migrationName, result.status])).toEqual([['0038-pass-entries-per-day', 'Success']]);
    expect(await productEntries()).toEqual([
      { id: 701, door_entries_per_day: null },
      { id: 704, door_entries_per_day: 1 },
    ]);
    expect(await cardEntries()).toEqual([{ barcode: 'P1', door_entries_per_day: 1 }]);

    expect((await t.migrator().migrateTo('0037-refund-report-indexes')).error).toBeUndefined();
    const columns = async (table: string) => (await t.db.introspection.getTables()).find((found) => found.name === table && (t.schema() === undefined || found.schema === t.schema()))?.columns.map((column) => column.name);
    expect(await columns('products')).not.toContain('door_entries_per_day');
    expect(await columns('issued_passes')).not.toContain('door_entries_per_day');

    expect((await t.migrator().migrateTo('0038-pass-entries-per-day')).error).toBeUndefined();
    expect(await cardEntries()).toEqual([{ barcode: 'P1', door_entries_per_day: 1 }]);
  });
});
