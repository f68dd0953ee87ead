import type { Lang } from '@foyer/contract';
import { fill } from '../documents/document-labels.js';
import { money, visitDate, visitTime } from '../documents/museum-format.js';
import type { LineDescription } from '../modules/commerce/line-kind.js';
import type { MailMessages } from './mail-messages.js';

/** What an order mail lists: the lines as their kinds describe them, shipping and the voucher codes that pay. */
export interface OrderSummaryInput {
  lang: Lang;
  /** Where money, dates and times are written as the language plus the museum's country do it (de-CH). */
  locale: string;
  currency: string;
  timeZone: string;
  lines: LineDescription[];
  /** Shipping included in the total, or null when nothing ships. */
  shippingCents: number | null;
  /** What each voucher code pays and what is left on it. */
  vouchers: { code: string; appliedCents: number; remainingCents: number }[];
}

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export const htmlParagraph = (paragraph: string): string => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`;

/** A sentence that ends in a link ("… here: {link}") as the words of an HTML link, without the colon. */
export const htmlLink = (template: string, url: string): string =>
  `<p><a href="${escapeHtml(url)}">${escapeHtml(fill(template, { link: '' }).replace(/\s*[:：]\s*$/, ''))}</a></p>`;

/**
 * The order's lines (each with its facts: participants, answers), then shipping and voucher codes,
 * as plain-text lines and as HTML, in the mail's language.
 */
export const orderSummary = (input: OrderSummaryInput, m: MailMessages): { text: string[]; html: string; extras: string[] } => {
  const lines = input.lines.map((line) => {
    const when = line.datetime === null ? '' : `, ${visitDate(line.datetime, input.locale, input.timeZone)} ${visitTime(line.datetime, input.locale, input.timeZone)}`;
    const event = line.title === '' ? '' : ` – ${line.title}`;
    return `${line.count} × ${line.name}${event}${when}: ${money(line.totalCents, input.currency, input.locale)}`;
  });
  // A line's facts follow it, indented in the text and as a nested list in the HTML.
  const details = input.lines.map((line) =>
    line.facts.flatMap((facts) => [
      ...(facts.title === null ? [] : [fill(m.facts, { title: facts.title })]),
      ...facts.entries.map((entry) => fill(m.fact, { label: entry.label, value: entry.value })),
    ]),
  );
  const text = lines.map((line, index) => [`- ${line}`, ...(details[index] ?? []).map((detail) => `  ${detail}`)].join('\n'));
  const html = lines
    .map((line, index) => {
      const nested = details[index] ?? [];
      return `<li>${escapeHtml(line)}${nested.length > 0 ? `<ul>${nested.map((detail) => `<li>${escapeHtml(detail)}</li>`).join('')}</ul>` : ''}</li>`;
    })
    .join('');
  const shipping = input.shippingCents === null ? [] : [fill(m.shipping, { amount: money(input.shippingCents, input.currency, input.locale) })];
  const vouchers = input.vouchers.map((voucher) =>
    fill(m.voucher, { code: voucher.code, amount: money(voucher.appliedCents, input.currency, input.locale), left: money(voucher.remainingCents, input.currency, input.locale) }),
  );
  return { text, html: `<ul>${html}</ul>`, extras: [...shipping, ...vouchers] };
};
