import type { Lang } from '@foyer/contract';
import { fill } from '../kernel/document-labels.js';
import { visitDate, visitTime } from '../kernel/museum-format.js';
import { greetingLine, type Addressee } from './greeting.js';
import { renderMailHtml, renderMailText, type MailBlock, type MailBrand } from './mail-layout.js';
import { mailMessages } from './mail-messages.js';
import { orderSummary, type OrderSummaryInput } from './order-summary.js';

export interface ReservedMailInput extends OrderSummaryInput {
  lang: Lang;
  brand: MailBrand;
  orderNumber: number;
  /** Whom the mail greets, as the customer chose the salutation. */
  addressee: Addressee;
  /** What is left to pay online. */
  dueCents: number;
  /** When the reservation lapses unpaid (ISO instant), shown on the museum's clock. */
  reservedUntil: string;
  /** The order's review page on PUBLIC_URL, where it is paid online. */
  reviewUrl: string;
  /** The delivery address, line by line, or null. */
  delivery: string[] | null;
}

export interface ReservedMail {
  subject: string;
  text: string;
  html: string;
  /** The attached invoice's name in the mail's language. */
  invoiceFilename: string;
}

/**
 * The mail of a reserved order (a pay-later type): what was ordered, what is due and the moment the
 * reservation lapses, the link to pay it online and the invoice it attaches. Nothing is issued yet:
 * the booking confirmation follows the payment.
 */
export const buildReservedMail = async (input: ReservedMailInput): Promise<ReservedMail> => {
  const m = mailMessages(input.lang, input.locale);
  const values = {
    museum: input.brand.museum,
    order: input.orderNumber,
    date: visitDate(input.reservedUntil, input.locale, input.timeZone),
    time: visitTime(input.reservedUntil, input.locale, input.timeZone),
  };
  const summary = orderSummary(input, m, { label: m.reservedDue, cents: input.dueCents });
  const paragraph = (text: string): MailBlock => ({ kind: 'paragraph', text });
  const blocks: MailBlock[] = [
    paragraph(greetingLine(m, input.addressee)),
    paragraph(fill(m.reservedThanks, values)),
    { kind: 'heading', text: fill(m.summary, values) },
    { kind: 'items', items: summary.items },
    { kind: 'sums', sums: summary.sums },
    ...(summary.notes.length === 0 ? [] : [{ kind: 'note', text: summary.notes.join('\n') } as const]),
    ...(input.delivery === null ? [] : [paragraph([m.delivery, ...input.delivery].join('\n'))]),
    { kind: 'button', label: m.buttonPay, url: input.reviewUrl, text: fill(m.reservedPay, { link: input.reviewUrl }) },
    paragraph(m.reservedLapse),
    paragraph(m.reservedInvoice),
    paragraph(fill(m.signature, values)),
  ];
  const subject = fill(m.reservedSubject, values);
  return {
    subject,
    text: renderMailText(blocks, input.brand),
    html: await renderMailHtml(input.lang, input.brand, subject, fill(m.reservedThanks, values), blocks),
    invoiceFilename: fill(m.filenameInvoice, values),
  };
};
