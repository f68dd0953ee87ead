import type { Db } from '../db/database.js';
import type { MailAttachment } from '../mail/outbox.repository.js';
import type { LineKinds } from '../modules/commerce/line-kinds.js';
import type { ShopResolver } from '../kernel/shop-context.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import type { DocumentFiles } from './museum-identity.js';
import { loadOrderCalendar, renderOrderCalendar } from './order-calendar.js';
import { loadInvoiceDocument } from './order-invoice.js';
import { loadTicketDocument } from './order-tickets.js';
import { renderTicketsPdf } from './ticket-pdf.js';

/**
 * What a booked order issues as files: the PDF of its tickets and other documents, the calendar file
 * of its visits and its invoice. Each is undefined for an order that is not booked or has none.
 */
export class OrderDocuments {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly kinds: LineKinds,
    private readonly options: DocumentFiles & { publicUrl: string },
  ) {}

  async tickets(orderId: number): Promise<Buffer | undefined> {
    const doc = await loadTicketDocument(this.db, this.shops, this.kinds, orderId, this.options);
    return doc === undefined ? undefined : renderTicketsPdf(doc);
  }

  async calendar(orderId: number): Promise<string | undefined> {
    const calendar = await loadOrderCalendar(this.db, this.shops, this.kinds, orderId, this.options);
    return calendar === undefined ? undefined : renderOrderCalendar(calendar);
  }

  async invoice(orderId: number): Promise<Buffer | undefined> {
    const doc = await loadInvoiceDocument(this.db, this.shops, this.kinds, orderId, this.options);
    return doc === undefined ? undefined : renderInvoicePdf(doc);
  }

  /** A mail's attachment, rendered when the mail is sent. */
  readonly attachment = async (attachment: MailAttachment): Promise<Buffer> => {
    const { kind, orderId } = attachment.ref;
    const rendered = kind === 'order-tickets' ? await this.tickets(orderId) : kind === 'order-invoice' ? await this.invoice(orderId) : await this.calendar(orderId);
    if (rendered === undefined) throw new Error(`order ${orderId} has no ${kind} to attach`);
    return typeof rendered === 'string' ? Buffer.from(rendered, 'utf8') : rendered;
  };
}
