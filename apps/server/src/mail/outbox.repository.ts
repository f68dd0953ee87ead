import { sql, type Selectable } from 'kysely';
import { z } from 'zod';
import { compiledOnce } from '../db/compiled-once.js';
import type { Db } from '../db/database.js';
import type { OrderMail, OutboxTable } from '../db/schema-orders.js';

export type OutboxRow = Selectable<OutboxTable>;

/**
 * Attachments are rendered when sent: a reference keeps the outbox small and the PDF identical to the
 * download. An order's mail may carry its tickets, a calendar file of its visits and its invoice.
 */
export const ATTACHMENT_KINDS = ['order-tickets', 'order-calendar', 'order-invoice'] as const;
export const attachmentSchema = z.object({
  filename: z.string(),
  contentType: z.string(),
  ref: z.object({ kind: z.enum(ATTACHMENT_KINDS), orderId: z.number().int() }),
});
export type MailAttachment = z.infer<typeof attachmentSchema>;
const attachmentsSchema = z.array(attachmentSchema);
export const parseAttachments = (json: string): MailAttachment[] => attachmentsSchema.parse(JSON.parse(json));

export interface NewMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachment[];
}

/**
 * Queues a mail with its text, in the transaction of what it tells (an account change, a shipment):
 * it exists exactly when that does. `orderId` files a mail about an order under it.
 */
export const enqueueMail = async (db: Db, mail: NewMail, now: Date, orderId: number | null = null): Promise<void> => {
  await db
    .insertInto('outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      attachments: JSON.stringify(mail.attachments),
      status: 'pending',
      attempts: 0,
      next_attempt_at: now.toISOString(),
      locked_until: null,
      last_error: null,
      created_at: now.toISOString(),
      sent_at: null,
      order_id: orderId,
      order_mail: null,
    })
    .execute();
};

const queuedOrderMail = compiledOnce((db: Db, orderId: number, customerId: number, mail: OrderMail, at: string) =>
  db
    .insertInto('outbox')
    .columns(['to_address', 'subject', 'text_body', 'html_body', 'attachments', 'status', 'attempts', 'next_attempt_at', 'created_at', 'order_id', 'order_mail'])
    .expression((eb) =>
      eb
        .selectFrom('customers')
        .select([
          'customers.email',
          sql.lit('').as('subject'),
          sql.lit('').as('text_body'),
          sql.lit(null).as('html_body'),
          sql.lit('[]').as('attachments'),
          sql.lit('queued').as('status'),
          sql.lit(0).as('attempts'),
          eb.val(at).as('next_attempt_at'),
          eb.val(at).as('created_at'),
          // A parameter in a select list takes no type from its column: PostgreSQL reads it as text unless told.
          eb.cast(eb.val(orderId), 'integer').as('order_id'),
          eb.val(mail).as('order_mail'),
        ])
        .where('customers.id', '=', customerId)
        .where('customers.email', '<>', ''),
    ),
);

/**
 * Queues one of an order's mails in the transaction that books or reserves the order, so it exists
 * exactly when they do; its text is written when it is sent (`OrderMails.write`), outside the
 * transaction, whose row locks other buyers wait for. One statement: the customer's address is copied
 * as it is now, and a customer without one (an express wallet payer the provider never named) gets
 * no mail; the order's documents still exist.
 */
export const queueOrderMail = async (db: Db, order: { id: number; customer_id: number }, mail: OrderMail, now: Date): Promise<void> => {
  const at = now.toISOString();
  await queuedOrderMail(db, order.id, order.customer_id, mail, at);
};

/** The mail of a row that carries its text. */
export const storedMail = (row: OutboxRow): NewMail => ({ to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body, attachments: parseAttachments(row.attachments) });

/** Mails a worker sends: those with their text and queued order mails. */
const UNSENT: OutboxRow['status'][] = ['pending', 'queued'];

export const findDueMailIds = async (db: Db, now: Date, limit: number): Promise<number[]> => {
  const iso = now.toISOString();
  const rows = await db
    .selectFrom('outbox')
    .select('id')
    .where('status', 'in', UNSENT)
    .where('next_attempt_at', '<=', iso)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', iso)]))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
};

/** One worker per mail, across instances: the conditional UPDATE lets only one claim it. */
export const claimMail = async (db: Db, id: number, now: Date, lockMs: number): Promise<OutboxRow | undefined> => {
  const iso = now.toISOString();
  const result = await db
    .updateTable('outbox')
    .set({ locked_until: new Date(now.getTime() + lockMs).toISOString() })
    .where('id', '=', id)
    .where('status', 'in', UNSENT)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', iso)]))
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return undefined;
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
};

export const markMailSent = async (db: Db, id: number, now: Date): Promise<void> => {
  await db
    .updateTable('outbox')
    .set((eb) => ({ status: 'sent', sent_at: now.toISOString(), locked_until: null, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
};

export const markMailRetry = async (db: Db, id: number, attempts: number, nextAttemptAt: Date, error: string): Promise<void> => {
  await db
    .updateTable('outbox')
    .set({ attempts, next_attempt_at: nextAttemptAt.toISOString(), locked_until: null, last_error: error.slice(0, 1000) })
    .where('id', '=', id)
    .execute();
};

export const listMails = (db: Db, limit: number): Promise<OutboxRow[]> =>
  db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();

export const findMail = (db: Db, id: number): Promise<OutboxRow | undefined> =>
  db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
