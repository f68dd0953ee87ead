import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import type { OutboxTable } from '../db/schema-orders.js';

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
export const parseAttachments = (json: string): MailAttachment[] => z.array(attachmentSchema).parse(JSON.parse(json));

export interface NewMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachment[];
}

/** Called inside the booking transaction: the mail exists exactly when the booking does. */
export const enqueueMail = async (db: Db, mail: NewMail, now: Date): Promise<void> => {
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
    })
    .execute();
};

export const findDueMailIds = async (db: Db, now: Date, limit: number): Promise<number[]> => {
  const iso = now.toISOString();
  const rows = await db
    .selectFrom('outbox')
    .select('id')
    .where('status', '=', 'pending')
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
    .where('status', '=', 'pending')
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
