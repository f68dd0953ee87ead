import { retryDelayMs } from '@foyer/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/database.js';
import { claimMail, findDueMailIds, markMailRetry, markMailSent, type MailAttachment, type NewMail, type OutboxRow } from './outbox.repository.js';

export type AttachmentRenderer = (attachment: MailAttachment) => Promise<Buffer>;

/** What an outbox row sends: the text it carries, or a queued order mail written from its order now. */
export type MailWriter = (row: OutboxRow) => Promise<NewMail>;

const BATCH = 20;
/** Longer than any SMTP exchange; a worker that dies mid-send frees the mail after this. */
const LOCK_MS = 120_000;

/** Sends due outbox mails through SMTP, each claimed by one worker, with backoff on failure. */
export class MailWorker {
  constructor(
    private readonly db: Db,
    private readonly transport: Transporter,
    private readonly from: () => Promise<string>,
    private readonly write: MailWriter,
    private readonly renderAttachment: AttachmentRenderer,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Sends what is due now; answers how many mails went out. */
  async deliverDue(now: Date = new Date()): Promise<number> {
    let sent = 0;
    for (const id of await findDueMailIds(this.db, now, BATCH)) {
      const mail = await claimMail(this.db, id, now, LOCK_MS);
      if (mail === undefined) continue;
      try {
        const written = await this.write(mail);
        const attachments = await Promise.all(
          written.attachments.map(async (attachment) => ({
            filename: attachment.filename,
            contentType: attachment.contentType,
            content: await this.renderAttachment(attachment),
          })),
        );
        await this.transport.sendMail({
          from: await this.from(),
          to: written.to,
          subject: written.subject,
          text: written.text,
          ...(written.html === null ? {} : { html: written.html }),
          attachments,
        });
        await markMailSent(this.db, mail.id, new Date());
        sent += 1;
      } catch (error) {
        const attempts = mail.attempts + 1;
        this.log.warn({ err: error, mailId: mail.id, attempts }, 'mail delivery failed, will retry');
        await markMailRetry(this.db, mail.id, attempts, new Date(Date.now() + retryDelayMs(attempts)), String(error));
      }
    }
    return sent;
  }
}
