import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '../../test-support/migrated-database.js';

const t = useMigratedDatabase({ migrated: false });

describe('migration 0014-order-mails-written-when-sent', () => {
  it('keeps the mails queued with their text as they are, stores queued order mails, and can be undone and done again', async () => {
    expect((await t.migrator().migrateTo('0013-order-referrer-and-reference')).error).toBeUndefined();
    const now = '2026-11-20T10:00:00.000Z';
    await sql`insert into outbox (id, to_address, subject, text_body, html_body, attachments, status, attempts, next_attempt_at, created_at)
      values (1, 'ada@example.org', 'Your order 7', 'Thank you', '<p>Thank you</p>', '[]', 'pending', 0, ${now}, ${now})`.execute(t.db);

    expect((await t.migrator().migrateTo('0014-order-mails-written-when-sent')).error).toBeUndefined();
    expect(await t.db.selectFrom('outbox').select(['id', 'subject', 'status', 'order_id', 'order_mail']).execute()).toEqual([
      { id: 1, subject: 'Your order 7', status: 'pending', order_id: null, order_mail: null },
    ]);
    await sql`insert into outbox (id, to_address, subject, text_body, attachments, status, attempts, next_attempt_at, created_at, order_id, order_mail)
      values (2, 'ada@example.org', '', '', '[]', 'queued', 0, ${now}, ${now}, 8, 'confirmation')`.execute(t.db);
    expect(await t.db.selectFrom('outbox').select(['order_id', 'order_mail']).where('id', '=', 2).executeTakeFirst()).toEqual({ order_id: 8, order_mail: 'confirmation' });

    expect((await t.migrator().migrateTo('0013-order-referrer-and-reference')).error).toBeUndefined();
    expect((await t.migrator().migrateTo('0014-order-mails-written-when-sent')).error).toBeUndefined();
    expect(await t.db.selectFrom('outbox').select(['id', 'order_id', 'order_mail']).orderBy('id').execute()).toEqual([
      { id: 1, order_id: null, order_mail: null },
      { id: 2, order_id: null, order_mail: null },
    ]);
  });
});
