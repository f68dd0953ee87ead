import type { FastifyInstance } from 'fastify';
import type { NewMail } from '../mail/outbox.repository.js';

/**
 * Outbox mails as the mail worker sends them: a mail with its text as stored, an order's queued mail
 * written from the order (`app.outboxMail`, the worker's own writer).
 */
export type OutboxMail = NewMail & { id: number };

/** Mails to `address` (all mails without one), newest first. */
export const outboxMails = async (app: FastifyInstance, address?: string): Promise<OutboxMail[]> => {
  const rows = await app.db
    .selectFrom('outbox')
    .selectAll()
    .$if(address !== undefined, (query) => query.where('to_address', '=', address ?? ''))
    .orderBy('id', 'desc')
    .execute();
  return Promise.all(rows.map(async (row) => ({ id: row.id, ...(await app.outboxMail(row)) })));
};

/** The newest mail (to `address`, when given); fails when there is none. */
export const newestMail = async (app: FastifyInstance, address?: string): Promise<OutboxMail> => {
  const row = await app.db
    .selectFrom('outbox')
    .selectAll()
    .$if(address !== undefined, (query) => query.where('to_address', '=', address ?? ''))
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { id: row.id, ...(await app.outboxMail(row)) };
};
