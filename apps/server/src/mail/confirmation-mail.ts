import type { Lang } from '@foyer/contract';
import { fill } from '../documents/document-labels.js';
import { money } from '../documents/museum-format.js';
import { greetingLine, type Addressee } from './greeting.js';
import { mailMessages } from './mail-messages.js';
import { escapeHtml, htmlLink, htmlParagraph, orderSummary, type OrderSummaryInput } from './order-summary.js';

export interface ConfirmationMailInput extends OrderSummaryInput {
  lang: Lang;
  museumName: string;
  orderNumber: number;
  /** Whom the mail greets, as the customer chose the salutation. */
  addressee: Addressee;
  totalCents: number;
  downloadUrl: string;
  /** The order's review page on PUBLIC_URL: `${PUBLIC_URL}/{lang}/order-review/{token}`. */
  reviewUrl: string;
  /** What the order issues to download: admission tickets only, other documents too (pass cards, vouchers), or nothing (goods alone). */
  documents: 'tickets' | 'documents' | 'none';
  /** The delivery address, line by line (name, street, zip and city, country), or null. */
  delivery: string[] | null;
  /** A calendar file of the order's visits is attached (the order has timed tickets or tours). */
  calendar: boolean;
  /** The invoice is attached, as the buyer asked at checkout. */
  invoice: boolean;
  /** "Your reference" as the buyer gave it at checkout (SPEC §3 externalDocumentNumber), or null. */
  reference: string | null;
}

export interface ConfirmationMail {
  subject: string;
  text: string;
  html: string;
  /** Attachment names in the mail's language: the PDF documents, the calendar file, the invoice. */
  filename: string;
  calendarFilename: string;
  invoiceFilename: string;
}

/** The booking confirmation in the order's language, as plain text and as simple HTML. */
export const buildConfirmationMail = (input: ConfirmationMailInput): ConfirmationMail => {
  const m = mailMessages(input.lang, input.locale);
  const values = { museum: input.museumName, order: input.orderNumber };
  const hasDocuments = input.documents !== 'none';
  // Tickets keep their own words; pass cards and vouchers are called documents.
  const words =
    input.documents === 'documents'
      ? { subject: m.subjectDocuments, thanks: m.thanksDocuments, hint: m.hintDocuments, download: m.downloadDocuments, filename: m.filenameDocuments }
      : { subject: hasDocuments ? m.subject : m.subjectOrder, thanks: hasDocuments ? m.thanks : m.thanksOrder, hint: m.hint, download: m.download, filename: m.filename };
  const summary = orderSummary(input, m);
  const reference = input.reference === null ? [] : [fill(m.reference, { reference: input.reference })];
  const total = fill(m.total, { total: money(input.totalCents, input.currency, input.locale) });
  const delivery = input.delivery === null ? [] : [[m.delivery, ...input.delivery].join('\n'), m.deliveryHint];
  const documents = hasDocuments ? [words.hint, fill(words.download, { link: input.downloadUrl })] : [];
  const attached = [...(input.calendar ? [m.calendarHint] : []), ...(input.invoice ? [m.invoiceHint] : [])];
  const paragraphs = [
    greetingLine(m, input.addressee),
    fill(words.thanks, values),
    [fill(m.summary, values), ...reference, ...summary.text, ...summary.extras, total].join('\n'),
    ...delivery,
    ...documents,
    ...attached,
    fill(m.review, { link: input.reviewUrl }),
    m.closing,
    fill(m.signature, values),
  ];
  const html = [
    `<!doctype html><html lang="${input.lang}"><body style="font-family:sans-serif;line-height:1.5">`,
    htmlParagraph(greetingLine(m, input.addressee)),
    htmlParagraph(fill(words.thanks, values)),
    `<p>${escapeHtml(fill(m.summary, values))}</p>${reference.map(htmlParagraph).join('')}${summary.html}`,
    ...summary.extras.map(htmlParagraph),
    `<p><strong>${escapeHtml(total)}</strong></p>`,
    ...delivery.map(htmlParagraph),
    ...(hasDocuments ? [htmlParagraph(words.hint), htmlLink(words.download, input.downloadUrl)] : []),
    ...attached.map(htmlParagraph),
    htmlLink(m.review, input.reviewUrl),
    htmlParagraph(m.closing),
    htmlParagraph(fill(m.signature, values)),
    '</body></html>',
  ].join('');
  return {
    subject: fill(words.subject, values),
    text: paragraphs.join('\n\n'),
    html,
    filename: fill(words.filename, values),
    calendarFilename: fill(m.filenameCalendar, values),
    invoiceFilename: fill(m.filenameInvoice, values),
  };
};
