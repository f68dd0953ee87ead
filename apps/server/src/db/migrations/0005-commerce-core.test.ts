import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '../../test-support/migrated-database.js';

const t = useMigratedDatabase({ migrated: false });

/** An order of the shop before the commerce core: a ticket line and a tour line, each holding places. */
const seedBeforeCommerceCore = async () => {
  const now = '2026-11-20T10:00:00.000Z';
  await sql`insert into shops (id, settings) values (177, '{}')`.execute(t.db);
  await sql`insert into payment_types (shop_id, payart_id, name, sequence_no) values (177, 74, '{}', 1), (177, 164, '{}', 2)`.execute(t.db);
  await sql`insert into events (id, shop_id, name, description, venue, custom_groups, sequence_no, schedule_rule) values (501, 177, '{}', '{}', '{}', '[]', 1, '{}')`.execute(t.db);
  await sql`insert into timeslots (id, event_id, starts_at, ends_at, capacity, sold, held) values (9001, 501, '2026-12-01T09:00:00.000Z', '2026-12-01T10:00:00.000Z', 10, 0, 5)`.execute(t.db);
  await sql`insert into customers (id, shop_id, is_guest, email, fname, lname, send_invoice, lang, created_at) values (1, 177, 1, 'ada@example.org', 'Ada', 'Lovelace', 0, 'en', ${now})`.execute(t.db);
  await sql`insert into orders (id, cart_id, shop_id, customer_id, lang, status, total_cents, currency, payart, continue_url, cancel_url, download_key, hold_expires_at, created_at, updated_at)
    values (1, 'cart-1', 177, 1, 'en', 'pending', 8500, 'CHF', 164, 'http://localhost:3000/en/checkout/success', 'http://localhost:3000/en/checkout/failed', 'key', '2026-11-20T10:20:00.000Z', ${now}, ${now})`.execute(t.db);
  const answers = JSON.stringify({ participants: 3, answers: [{ qId: 1, type: 'text', question: 'Group', value: 'Ada', answer: 'Ada' }] });
  await sql`insert into order_lines (order_id, line_no, type, event_id, event_ticket_id, timeslot_id, datetime, name, event_name, count, places, unit_price_cents, total_cents, vat_bp, print_separately, parts, answers)
    values (1, 1, 'ticket', 501, 5011, 9001, '2026-12-01T10:00:00+01:00', 'Adults', 'Collection', 2, 2, 1800, 3600, 810, 1, '[]', null),
           (1, 2, 'guidedTour', 501, null, 9001, '2026-12-01T10:00:00+01:00', 'Highlights', 'Collection', 3, 3, 1633, 4900, 810, 0, '[]', ${answers})`.execute(t.db);
  await sql`insert into holds (order_id, timeslot_id, places, expires_at, status) values (1, 9001, 5, '2026-11-20T10:20:00.000Z', 'held')`.execute(t.db);
};

describe('migration 0005-commerce-core', () => {
  it('carries existing orders, lines, holds and payment types over to the commerce core', async () => {
    const before = await t.migrator().migrateTo('0004-tours');
    expect(before.error).toBeUndefined();
    await seedBeforeCommerceCore();
    const after = await t.migrator().migrateTo('0005-commerce-core');
    expect(after.results?.map((result) => [result.migrationName, result.status])).toEqual([['0005-commerce-core', 'Success']]);

    const lines = await t.db.selectFrom('order_lines').selectAll().orderBy('line_no').execute();
    expect(lines.map((line) => [line.type, line.title, JSON.parse(line.details)])).toEqual([
      ['ticket', 'Collection', { eventId: 501, eventTicketId: 5011, timeslotId: 9001, printSeparately: true }],
      ['guidedTour', 'Collection', { tourId: 501, timeslotId: 9001, participants: 3, answers: [{ qId: 1, type: 'text', question: 'Group', value: 'Ada', answer: 'Ada' }] }],
    ]);
    expect(Object.keys(lines[0] ?? {})).not.toContain('places');
    const claims = await t.db.selectFrom('claims').select(['order_id', 'resource', 'resource_id', 'quantity', 'status']).execute();
    expect(claims).toEqual([{ order_id: 1, resource: 'timeslot', resource_id: 9001, quantity: 5, status: 'held' }]);
    expect(await t.db.selectFrom('orders').select(['total_cents', 'amount_due_cents', 'shipping_cents']).execute()).toEqual([{ total_cents: 8500, amount_due_cents: 8500, shipping_cents: 0 }]);
    const types = await t.db.selectFrom('payment_types').select(['payart_id', 'direct_debit']).orderBy('payart_id').execute();
    expect(types).toEqual([{ payart_id: 74, direct_debit: 1 }, { payart_id: 164, direct_debit: 0 }]);
    const inserted = await t.db.insertInto('claims').values({ order_id: 1, resource: 'timeslot', resource_id: 9002, quantity: 1, expires_at: 'x', status: 'held' }).returning('id').executeTakeFirstOrThrow();
    expect(inserted.id).toBeGreaterThan(0);
  });
});
