import { vatPortion } from '@foyer/domain';
import type { CartLine } from '../../lib/storage/cart-store';

/** SPEC §4: the total never drops below zero, whatever vouchers apply. In cents. */
export const basketTotal = (lines: readonly CartLine[]): number => Math.max(0, lines.reduce((sum, line) => sum + line.totalPrice, 0));

/**
 * The VAT included in the total (SPEC §9: the tax portion of the gross price), summed per line at the
 * line's own rate, so lines with different rates add up correctly; a tour line brings its own, summed
 * over its parts. In cents.
 */
export const basketVat = (lines: readonly CartLine[]): number =>
  lines.reduce((sum, line) => sum + (line.tour ? line.tour.vatCents : vatPortion(Math.max(0, line.totalPrice), line.ticket?.vat_value ?? 0)), 0);

/** Museum-time date and time of a line in the visitor's locale; a day ticket shows its date only. */
export const formatLineDate = (line: CartLine, lang: string, timeZone: string): string | null => {
  if (!line.datetime) return null;
  const date = new Date(line.datetime);
  if (Number.isNaN(date.getTime())) return null;
  const withTime = line.type !== 'dayTicket';
  return new Intl.DateTimeFormat(lang, { dateStyle: 'full', ...(withTime ? { timeStyle: 'short' } : {}), timeZone }).format(date);
};
