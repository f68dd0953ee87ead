import type { Lang } from '@foyer/contract';
import { formatVoucherCode } from '@foyer/domain';
import { fill } from '../kernel/document-labels.js';
import { money, visitDate, visitTime } from '../kernel/museum-format.js';
import type { LineDescription } from '../modules/commerce/line-kind.js';
import type { MailItem, MailSum } from './mail-layout.js';
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

/** A row of the sums, the text part writing it with the language's own label–amount template. */
const sumOf = (m: MailMessages, label: string, amount: string, strong = false): MailSum => ({ label, amount, text: fill(m.sumRow, { label, amount }), strong });

/**
 * The order's lines (each with its date and time and its facts: participants, answers), then the
 * sums that lead from them to what is paid or due: the subtotal of the lines, shipping, each voucher
 * code, and the final row (`final`: the amount paid, or due). Each row is one catalog template.
 */
export const orderSummary = (
  input: OrderSummaryInput,
  m: MailMessages,
  final: { label: string; cents: number },
): { items: MailItem[]; sums: MailSum[]; notes: string[] } => {
  const amount = (cents: number) => money(cents, input.currency, input.locale);
  const items = input.lines.map((line): MailItem => {
    const text = fill(line.title === '' ? m.itemLine : m.itemLineTitled, { count: line.count, name: line.name, title: line.title });
    const when =
      line.datetime === null ? [] : [fill(m.itemWhen, { date: visitDate(line.datetime, input.locale, input.timeZone), time: visitTime(line.datetime, input.locale, input.timeZone) })];
    const facts = line.facts.flatMap((block) => [
      ...(block.title === null ? [] : [fill(m.facts, { title: block.title })]),
      ...block.entries.map((entry) => fill(m.fact, { label: entry.label, value: entry.value })),
    ]);
    const total = amount(line.totalCents);
    return { text, amount: total, line: fill(m.itemAmount, { item: text, amount: total }), details: [...when, ...facts, ...(line.note === undefined ? [] : [line.note])] };
  });
  const subtotalCents = input.lines.reduce((sum, line) => sum + line.totalCents, 0);
  const steps = input.shippingCents !== null || input.vouchers.length > 0;
  const sums = [
    ...(steps ? [sumOf(m, m.subtotal, amount(subtotalCents))] : []),
    ...(input.shippingCents === null ? [] : [sumOf(m, m.shipping, amount(input.shippingCents))]),
    ...input.vouchers.map((voucher) => sumOf(m, fill(m.voucher, { code: formatVoucherCode(voucher.code) }), fill(m.minus, { amount: amount(voucher.appliedCents) }))),
    sumOf(m, final.label, amount(final.cents), true),
  ];
  const notes = input.vouchers.map((voucher) => fill(m.voucherLeft, { code: formatVoucherCode(voucher.code), left: amount(voucher.remainingCents) }));
  return { items, sums, notes };
};
