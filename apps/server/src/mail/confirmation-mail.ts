import type { Lang } from '@foyer/contract';
import { fill } from '../documents/document-labels.js';
import { money, visitDate, visitTime } from '../documents/museum-format.js';
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
  lines: { count: number; name: string; eventName: string; datetime: string | null; totalCents: number }[];
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** The booking confirmation in the order's language, as plain text and as simple HTML. */
export const buildConfirmationMail = (input: ConfirmationMailInput): { subject: string; text: string; html: string; filename: string } => {
  const m = MAIL_MESSAGES[input.lang];
  const values = { museum: input.museumName, order: input.orderNumber, name: input.customerName };
  const lines = input.lines.map((line) => {
    const when = line.datetime === null ? '' : `, ${visitDate(line.datetime, input.lang, input.timeZone)} ${visitTime(line.datetime, input.lang, input.timeZone)}`;
    return `${line.count} × ${line.name} – ${line.eventName}${when}: ${money(line.totalCents, input.currency, input.lang)}`;
  });
  const paragraphs = [
    fill(m.greeting, values),
    fill(m.thanks, values),
    [fill(m.summary, values), ...lines.map((line) => `- ${line}`), fill(m.total, { total: money(input.totalCents, input.currency, input.lang) })].join('\n'),
    m.hint,
    fill(m.download, { link: input.downloadUrl }),
    m.closing,
    fill(m.signature, values),
  ];
  const html = [
    `<!doctype html><html lang="${input.lang}"><body style="font-family:sans-serif;line-height:1.5">`,
    ...paragraphs.map((paragraph, index) =>
      index === 2
        ? `<p>${escapeHtml(fill(m.summary, values))}</p><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul><p><strong>${escapeHtml(fill(m.total, { total: money(input.totalCents, input.currency, input.lang) }))}</strong></p>`
        : index === 4
          ? `<p><a href="${escapeHtml(input.downloadUrl)}">${escapeHtml(fill(m.download, { link: '' }).replace(/[:：]\s*$/, ''))}</a></p>`
          : `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`,
    ),
    '</body></html>',
  ].join('');
  return { subject: fill(m.subject, values), text: paragraphs.join('\n\n'), html, filename: fill(m.filename, values) };
};
