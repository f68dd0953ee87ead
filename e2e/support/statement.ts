import { expect, type Locator } from '@playwright/test';

/** Cents from an amount as the shop writes it ("CHF 1'234.50", "-CHF 30.00", "24,00 CHF"); a word (Free) is 0. */
export const centsOf = (text: string): number => {
  const digits = text.replace(/[^\d.,-]/g, '').replace(/[.,](?=\d{3}\b)/g, '');
  const amount = Number(digits.replace(',', '.'));
  return Number.isNaN(amount) || digits === '' ? 0 : Math.round(amount * 100);
};

export interface StatementRow {
  label: string;
  cents: number;
}

/** The rows of a summary's description lists as a visitor reads them: label and amount. */
export const summaryRows = async (summary: Locator): Promise<StatementRow[]> =>
  summary.locator('dl > div').evaluateAll((rows) =>
    rows.map((row) => ({ label: (row.querySelector('dt')?.firstChild?.textContent ?? '').trim(), amount: row.querySelector('dd')?.firstChild?.textContent ?? '' })),
  ).then((rows) => rows.map(({ label, amount }) => ({ label, cents: centsOf(amount) })));

/** The built-in payment page's table, row by row (the amount asked for last). */
export const payPageRows = async (table: Locator): Promise<StatementRow[]> =>
  table.locator('tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''))).then((rows) =>
    rows.map(([label = '', amount = '']) => ({ label: label.trim(), cents: centsOf(amount) })),
  );

/**
 * Every summary adds up the same way (DESIGN.md "Totals"): the lines make the subtotal, subtotal and
 * shipping the total, and the total less each voucher code what is left to pay. `labels` name the rows.
 */
export const expectAddsUp = (rows: readonly StatementRow[], lineCents: readonly number[], labels: { subtotal: string; shipping: string; total: string; codes: readonly string[]; due: string }): void => {
  const indexOf = (label: string) => rows.findIndex((candidate) => candidate.label === label || candidate.label.startsWith(`${label} (`));
  const row = (label: string) => {
    const found = rows[indexOf(label)];
    expect(found, `a row "${label}" in ${JSON.stringify(rows)}`).toBeDefined();
    return found?.cents ?? NaN;
  };
  const order = [labels.subtotal, labels.shipping, labels.total, ...labels.codes, labels.due].map(indexOf);
  expect(order, `rows in the order subtotal, shipping, total, codes, due: ${JSON.stringify(rows)}`).toEqual([...order].sort((a, b) => a - b));
  expect(row(labels.subtotal)).toBe(lineCents.reduce((sum, cents) => sum + cents, 0));
  expect(row(labels.total)).toBe(row(labels.subtotal) + row(labels.shipping));
  const codes = labels.codes.map((label) => -Math.abs(row(label)));
  expect(row(labels.due)).toBe(codes.reduce((sum, cents) => sum + cents, row(labels.total)));
};
