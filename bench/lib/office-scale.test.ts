import { describe, expect, it } from 'vitest';
import { officeScaleRows, totp, type OfficeScaleResult } from './office-scale.ts';

describe('the office bench', () => {
  it('signs in with the codes an authenticator shows (RFC 6238, SHA-1, six digits)', () => {
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totp(secret, 59_000)).toBe('287082');
    expect(totp(secret, 1_111_111_109_000)).toBe('081804');
    expect(totp(secret, 2_000_000_000_000)).toBe('279037');
  });

  it('judges each figure against DESIGN.md’s office budgets', () => {
    const result: OfficeScaleResult = { dialect: 'postgres', orders: 1_000_000, seedSeconds: 40, searchP95Ms: 12, searchP95ByKindMs: { name: 12, number: 3, barcode: 4 }, orderPageP95Ms: 51, yearSalesMs: 300, yearSalesFirstMs: 900, yearVatMs: 1200, yearPaymentsMs: 800, yearRefundsMs: 1001, purchaseEmptyP95Ms: 20, purchaseP95Ms: 42 };
    const rows = officeScaleRows([result]);
    expect(rows.map((row) => [row.metric.split(' (')[0], row.ok])).toEqual([
      ['order search p95', true],
      ['order search p95 by kind: name 12.0 ms, number 3.0 ms, barcode 4.0 ms', null],
      ["an order's page p95", false],
      ["a year's sales report by day", true],
      ["a year's VAT report", false],
      ["a year's payments report", true],
      ["a year's refunds report by day", false],
      ["a visitor's purchase", false],
      ['seeding', null],
    ]);
    expect(rows.find((row) => row.metric.startsWith("a visitor's purchase"))?.value).toBe('20.0 ms → 42.0 ms (2.1×)');
    expect(officeScaleRows([{ ...result, purchaseP95Ms: 40 }]).find((row) => row.metric.startsWith("a visitor's purchase"))?.ok).toBe(true);
    expect(rows[0]?.group).toBe('office (PostgreSQL, 1,000,000 orders)');
  });
});
