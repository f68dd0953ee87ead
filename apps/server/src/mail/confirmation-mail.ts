import type { Lang } from '@foyer/contract';
import { fill } from '../documents/document-labels.js';
import { money, visitDate, visitTime } from '../documents/museum-format.js';
import type { LineDescription } from '../modules/commerce/line-kind.js';
import { MAIL_MESSAGES } from './mail-messages.js';

export interface ConfirmationMailInput {
  lang: Lang;
  museumName: string;
  orderNumber: number;
  customerName: string;
  currency: string;
  timeZone: string;
  totalCents: number;
  downloadUrl: string;
  lines: LineDescription[];
  /** What the order issues to download: admission tickets only, other documents too (pass cards, vouchers), or nothing (goods alone). */
  documents: 'tickets' | 'documents' | 'none';
  /** Shipping included in the total, or null when nothing ships. */
  shippingCents: number | null;
  /** The delivery address, line by line (name, street, zip and city, country), or null. */
  delivery: string[] | null;
  /** What each voucher code paid and what is left on it. */
  vouchers: { code: string; appliedCents: number; remainingCents: number }[];
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** The booking confirmation in the order's language, as plain text and as simple HTML. */
export const buildConfirmationMail = (input: ConfirmationMailInput): { subject: string; text: string; html: string; filename: string } => {
  const m = MAIL_MESSAGES[input.lang];
  const values = { museum: input.museumName, order: input.orderNumber, name: input.customerName };
  const hasDocuments = input.documents !== 'none';
  // Tickets keep their own words; pass cards and vouchers are called documents.
  const words =
    input.documents === 'documents'
      ? { subject: m.subjectDocuments, thanks: m.thanksDocuments, hint: m.hintDocuments, download: m.downloadDocuments, filename: m.filenameDocuments }
      : { subject: hasDocuments ? m.subject : m.subjectOrder, thanks: hasDocuments ? m.thanks : m.thanksOrder, hint: m.hint, download: m.download, filename: m.filename };
  const lines = input.lines.map((line) => {
    const when = line.datetime === null ? '' : `, ${visitDate(line.datetime, input.lang, input.timeZone)} ${visitTime(line.datetime, input.lang, input.timeZone)}`;
    const event = line.title === '' ? '' : ` – ${line.title}`;
    return `${line.count} × ${line.name}${event}${when}: ${money(line.totalCents, input.currency, input.lang)}`;
  });
  // A line's facts (participants, answers) follow it, indented in the text and as a nested list in the HTML.
  const details = input.lines.map((line) =>
    line.facts.flatMap((facts) => [
      ...(facts.title === null ? [] : [fill(m.facts, { title: facts.title })]),
      ...facts.entries.map((entry) => fill(m.fact, { label: entry.label, value: entry.value })),
    ]),
  );
  const textLines = lines.map((line, index) => [`- ${line}`, ...(details[index] ?? []).map((detail) => `  ${detail}`)].join('\n'));
  const htmlLines = lines.map((line, index) => {
    const nested = details[index] ?? [];
    return `<li>${escapeHtml(line)}${nested.length > 0 ? `<ul>${nested.map((detail) => `<li>${escapeHtml(detail)}</li>`).join('')}</ul>` : ''}</li>`;
  });
  const shipping = input.shippingCents === null ? [] : [fill(m.shipping, { amount: money(input.shippingCents, input.currency, input.lang) })];
  const vouchers = input.vouchers.map((voucher) => fill(m.voucher, { code: voucher.code, amount: money(voucher.appliedCents, input.currency, input.lang), left: money(voucher.remainingCents, input.currency, input.lang) }));
  const total = fill(m.total, { total: money(input.totalCents, input.currency, input.lang) });
  const delivery = input.delivery === null ? [] : [[m.delivery, ...input.delivery].join('\n'), m.deliveryHint];
  const documents = hasDocuments ? [words.hint, fill(words.download, { link: input.downloadUrl })] : [];
  const paragraphs = [
    fill(m.greeting, values),
    fill(words.thanks, values),
    [fill(m.summary, values), ...textLines, ...shipping, ...vouchers, total].join('\n'),
    ...delivery,
    ...documents,
    m.closing,
    fill(m.signature, values),
  ];
  const htmlParagraph = (paragraph: string): string => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`;
  const html = [
    `<!doctype html><html lang="${input.lang}"><body style="font-family:sans-serif;line-height:1.5">`,
    htmlParagraph(paragraphs[0] ?? ''),
    htmlParagraph(paragraphs[1] ?? ''),
    `<p>${escapeHtml(fill(m.summary, values))}</p><ul>${htmlLines.join('')}</ul>`,
    ...shipping.map(htmlParagraph),
    ...vouchers.map(htmlParagraph),
    `<p><strong>${escapeHtml(total)}</strong></p>`,
    ...delivery.map(htmlParagraph),
    ...(hasDocuments
      ? [htmlParagraph(words.hint), `<p><a href="${escapeHtml(input.downloadUrl)}">${escapeHtml(fill(words.download, { link: '' }).replace(/[:：]\s*$/, ''))}</a></p>`]
      : []),
    htmlParagraph(m.closing),
    htmlParagraph(fill(m.signature, values)),
    '</body></html>',
  ].join('');
  return { subject: fill(words.subject, values), text: paragraphs.join('\n\n'), html, filename: fill(words.filename, values) };
};
