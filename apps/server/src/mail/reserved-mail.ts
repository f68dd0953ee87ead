import type { Lang } from '@foyer/contract';
import { fill } from '../documents/document-labels.js';
import { money, visitDate, visitTime } from '../documents/museum-format.js';
import { greetingLine, type Addressee } from './greeting.js';
import { mailMessages } from './mail-messages.js';
import { escapeHtml, htmlLink, htmlParagraph, orderSummary, type OrderSummaryInput } from './order-summary.js';

export interface ReservedMailInput extends OrderSummaryInput {
  lang: Lang;
  museumName: string;
  orderNumber: number;
  /** Whom the mail greets, as the customer chose the salutation. */
  addressee: Addressee;
  /** What is left to pay online. */
  dueCents: number;
  /** Until when the places are held (ISO instant), shown on the museum's clock. */
  reservedUntil: string;
  /** The order's review page on PUBLIC_URL, where it is paid online. */
  reviewUrl: string;
  /** The delivery address, line by line, or null. */
  delivery: string[] | null;
}

/**
 * The mail of a reserved order (a pay-later type): what was ordered, what is due and until when, and
 * the link to pay it online. Nothing is issued yet: the booking confirmation follows the payment.
 */
export const buildReservedMail = (input: ReservedMailInput): { subject: string; text: string; html: string } => {
  const m = mailMessages(input.lang, input.locale);
  const values = {
    museum: input.museumName,
    order: input.orderNumber,
    date: visitDate(input.reservedUntil, input.locale, input.timeZone),
    time: visitTime(input.reservedUntil, input.locale, input.timeZone),
  };
  const summary = orderSummary(input, m);
  const due = fill(m.reservedDue, { total: money(input.dueCents, input.currency, input.locale) });
  const delivery = input.delivery === null ? [] : [[m.delivery, ...input.delivery].join('\n')];
  const paragraphs = [
    greetingLine(m, input.addressee),
    fill(m.reservedThanks, values),
    [fill(m.summary, values), ...summary.text, ...summary.extras, due].join('\n'),
    ...delivery,
    fill(m.reservedPay, { link: input.reviewUrl }),
    m.reservedLapse,
    fill(m.signature, values),
  ];
  const html = [
    `<!doctype html><html lang="${input.lang}"><body style="font-family:sans-serif;line-height:1.5">`,
    htmlParagraph(greetingLine(m, input.addressee)),
    htmlParagraph(fill(m.reservedThanks, values)),
    `<p>${escapeHtml(fill(m.summary, values))}</p>${summary.html}`,
    ...summary.extras.map(htmlParagraph),
    `<p><strong>${escapeHtml(due)}</strong></p>`,
    ...delivery.map(htmlParagraph),
    htmlLink(m.reservedPay, input.reviewUrl),
    htmlParagraph(m.reservedLapse),
    htmlParagraph(fill(m.signature, values)),
    '</body></html>',
  ].join('');
  return { subject: fill(m.reservedSubject, values), text: paragraphs.join('\n\n'), html };
};
