import { orderStatement } from '@foyer/domain';
import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { statementRows } from '../../test/statement-rows';
import { OrderStatementList, StatementList, type StatementTexts } from './statement';

const money = (cents: number) => `CHF ${(cents / 100).toFixed(2)}`;
const texts: StatementTexts = {
  subtotal: 'Subtotal',
  shipping: { label: 'Shipping', amount: money(900) },
  total: 'Total',
  code: (code) => ({ label: `Voucher ${code.code}` }),
  due: 'Amount to pay',
};

describe('an order statement, drawn one way wherever the shop sums up an order', () => {
  it('goods with shipping and two codes: subtotal, shipping, total, each code, the amount due, each a sum of the rows above', () => {
    const statement = orderStatement({ lineCents: [4000, 2000], shippingCents: 900, codes: [{ code: 'RKN3NPAAXUTYRF77', appliedCents: 1000 }, { code: 'ABCDEFGHJKLMNPQR', appliedCents: 500 }] });
    const { container } = render(<OrderStatementList statement={statement} texts={texts} money={money} />);
    expect(statementRows(container)).toEqual([
      { label: 'Subtotal', cents: 6000 },
      { label: 'Shipping', cents: 900 },
      { label: 'Total', cents: 6900 },
      { label: 'Voucher RKN3-NPAA-XUTY-RF77', cents: -1000 },
      { label: 'Voucher ABCD-EFGH-JKLM-NPQR', cents: -500 },
      { label: 'Amount to pay', cents: 5400 },
    ]);
    const rows = [...container.querySelectorAll('.statement-row')];
    expect(rows.map((row) => row.classList.contains('statement-sum'))).toEqual([false, false, true, false, false, true]);
    expect(rows.at(-1)?.classList.contains('statement-due')).toBe(true);
  });

  it('nothing shipped and no closing row: the total alone, then what belongs to it', () => {
    const statement = orderStatement({ lineCents: [3600], shippingCents: null, codes: [] });
    const { container } = render(
      <OrderStatementList statement={statement} texts={{ ...texts, shipping: null, due: null, ofTotal: [{ key: 'vat', label: 'incl. VAT', amount: money(270), kind: 'note' }] }} money={money} />,
    );
    expect(statementRows(container)).toEqual([
      { label: 'Total', cents: 3600 },
      { label: 'incl. VAT', cents: 270 },
    ]);
    expect(container.querySelector('.statement-note dt')?.textContent).toBe('incl. VAT');
  });

  it('marks a row whose amount is being asked for again as busy', () => {
    const { container } = render(<StatementList rows={[{ key: 'shipping', label: 'Shipping', amount: 'calculating…', busy: true }]} labelledBy="heading" />);
    expect(container.querySelector('dl')?.getAttribute('aria-labelledby')).toBe('heading');
    expect(container.querySelector('.statement-row')?.getAttribute('aria-busy')).toBe('true');
  });

  it('is the only drawing of a statement: the basket, the thank-you page and the order page use it', () => {
    const features = join(import.meta.dirname, '../../features');
    for (const file of ['cart/basket-summary.tsx', 'checkout/booking-recap.tsx', 'orders/order-totals.tsx']) {
      const source = readFileSync(join(features, file), 'utf8');
      expect(source, file).toMatch(/<(?:Order)?StatementList\b/);
      expect(source, file).not.toMatch(/<dl\b/);
    }
  });
});
