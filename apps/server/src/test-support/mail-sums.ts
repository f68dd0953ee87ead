import { expect } from 'vitest';

/** An amount of a row in cents: the digits after the row's last colon, negative with a minus sign. */
const rowCents = (row: string): number => {
  const amount = row.slice(row.lastIndexOf(':') + 1);
  const cents = Number(amount.replace(/\D/g, ''));
  return /[−-]/.test(amount) ? -cents : cents;
};

/**
 * The rows of an order mail's plain-text part: its item rows ("- 2 × …: CHF 36.00") and the sums
 * under them (subtotal, shipping, each code, then the amount paid or due), each in cents.
 */
export const mailRows = (text: string): { items: number[]; sums: number[] } => {
  const blocks = text.split('\n\n');
  const at = blocks.findIndex((block) => block.startsWith('- '));
  if (at < 0) throw new Error(`no item rows in:\n${text}`);
  const items = (blocks[at] ?? '').split('\n').filter((row) => row.startsWith('- ')).map(rowCents);
  const sums = (blocks[at + 1] ?? '').split('\n').map(rowCents);
  return { items, sums };
};

/** The mail's rows add up: the items to the subtotal, and subtotal, shipping and codes to the last row. */
export const expectRowsAddUp = (text: string): { items: number[]; sums: number[] } => {
  const rows = mailRows(text);
  const itemsTotal = rows.items.reduce((sum, cents) => sum + cents, 0);
  const last = rows.sums.at(-1);
  if (rows.sums.length === 1) expect(last, 'the items add up to the amount').toBe(itemsTotal);
  else {
    expect(rows.sums[0], 'the items add up to the subtotal').toBe(itemsTotal);
    expect(last, 'subtotal, shipping and codes add up to the last row').toBe(rows.sums.slice(0, -1).reduce((sum, cents) => sum + cents, 0));
  }
  return rows;
};
