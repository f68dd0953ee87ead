import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import type { ZodTypeProvider } from '../http/type-provider.js';
import type { AttachmentRenderer, MailWriter } from './mail-worker.js';
import { findMail, listMails } from './outbox.repository.js';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const page = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}pre{white-space:pre-wrap;background:#f4f4f4;padding:1rem}td,th{padding:.3rem .6rem;text-align:left;border-bottom:1px solid #ddd}</style></head><body>${body}</body></html>`;

const id = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The demo's mailbox, registered only when no SMTP server is configured: the outbox mails as they
 * would be sent (queued order mails written as the mail worker writes them), with their PDF
 * attachments. An operator's page, so it is in English.
 */
export const registerOutboxPage = (parent: FastifyInstance, db: Db, write: MailWriter, renderAttachment: AttachmentRenderer): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const written = async (id: number) => {
    const row = await findMail(db, id);
    return row === undefined ? undefined : { id: row.id, ...(await write(row)) };
  };

  app.get('/outbox', async (_request, reply) => {
    const mails = await Promise.all((await listMails(db, 100)).map(async (row) => ({ row, mail: await write(row) })));
    const rows = mails
      .map(({ row, mail }) => `<tr><td>${row.id}</td><td>${escapeHtml(row.created_at)}</td><td>${escapeHtml(mail.to)}</td><td><a href="/outbox/${row.id}">${escapeHtml(mail.subject)}</a></td></tr>`)
      .join('');
    const body = `<h1>Outbox</h1><p>No SMTP_URL is set, so mails stay here.</p><table><thead><tr><th>#</th><th>Created</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page('Outbox', body));
  });

  app.get('/outbox/:id', { schema: { params: id } }, async (request, reply) => {
    const mail = await written(request.params.id);
    if (mail === undefined) return reply.status(404).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page('Outbox', '<h1>Not found</h1>'));
    const links = mail.attachments
      .map((attachment, index) => `<li><a href="/outbox/${mail.id}/attachments/${index}">${escapeHtml(attachment.filename)}</a></li>`)
      .join('');
    const html = mail.html === null ? '' : `<p><a href="/outbox/${mail.id}/html">As the mail program shows it (HTML)</a></p>`;
    const body = `<p><a href="/outbox">Outbox</a></p><h1>${escapeHtml(mail.subject)}</h1><p>To: ${escapeHtml(mail.to)}</p>${html}<pre>${escapeHtml(mail.text)}</pre><h2>Attachments</h2><ul>${links}</ul>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page(mail.subject, body));
  });

  app.get('/outbox/:id/html', { schema: { params: id } }, async (request, reply) => {
    const mail = await written(request.params.id);
    if (mail?.html === undefined || mail.html === null) return reply.status(404).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page('Outbox', '<h1>Not found</h1>'));
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(mail.html);
  });

  app.get('/outbox/:id/attachments/:index', { schema: { params: id.extend({ index: z.coerce.number().int().min(0).max(20) }) } }, async (request, reply) => {
    const mail = await written(request.params.id);
    const attachment = mail?.attachments[request.params.index];
    if (attachment === undefined) return reply.status(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `inline; filename="${attachment.filename}"`)
      .type(attachment.contentType)
      .send(await renderAttachment(attachment));
  });
};
