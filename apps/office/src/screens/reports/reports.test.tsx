import { reportPresetRange } from '@foyer/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfficeReport } from '../../lib/api/types';
import { ok, standInApi } from '../../test/api-stand-in';
import { sessionFor } from '../../test/fixtures';
import { location, renderOffice } from '../../test/render-office';

afterEach(() => vi.unstubAllGlobals());

const sales: OfficeReport = {
  report: 'sales',
  title: 'Sales by period',
  from: '2026-03-01',
  to: '2026-03-03',
  timeZone: 'Europe/Zurich',
  currency: 'CHF',
  columns: [
    { key: 'period', label: 'Day', type: 'date' },
    { key: 'orders', label: 'Orders', type: 'count' },
    { key: 'sales', label: 'Sales', type: 'money' },
  ],
  rows: [
    { period: '2026-03-01', orders: 2, sales: 7200 },
    { period: '2026-03-02', orders: 0, sales: 0 },
    { period: '2026-03-03', orders: 1250, sales: 123_456_700 },
  ],
  totals: { period: 'Total', orders: 1252, sales: 123_463_900 },
  chart: { category: 'period', value: 'sales' },
};

const vat: OfficeReport = {
  ...sales,
  report: 'vat',
  title: 'VAT by rate',
  columns: [
    { key: 'basis', label: 'Basis', type: 'text' },
    { key: 'rate', label: 'VAT rate', type: 'rate' },
    { key: 'gross', label: 'Gross', type: 'money' },
  ],
  rows: [{ basis: 'Sales', rate: 810, gross: 3600 }],
  totals: { basis: 'Total', rate: null, gross: 3600 },
  chart: null,
};

const refunds: OfficeReport = {
  ...sales,
  report: 'refunds',
  title: 'Refunds by period',
  columns: [
    { key: 'period', label: 'Week (from Monday)', type: 'date' },
    { key: 'refunds', label: 'Refunds', type: 'count' },
    { key: 'provider', label: 'Via the payment provider', type: 'money' },
    { key: 'voucherCode', label: 'To voucher codes', type: 'money' },
    { key: 'deskCash', label: 'Cash at the desk', type: 'money' },
    { key: 'deskTerminal', label: 'Card terminal at the desk', type: 'money' },
    { key: 'amount', label: 'Refunded in total', type: 'money' },
  ],
  rows: [
    { period: '2026-02-23', refunds: 2, provider: 900, voucherCode: 900, deskCash: 5000, deskTerminal: 0, amount: 6800 },
    { period: '2026-03-02', refunds: 1, provider: 0, voucherCode: 0, deskCash: 0, deskTerminal: 2000, amount: 2000 },
  ],
  totals: { period: 'Total', refunds: 3, provider: 900, voucherCode: 900, deskCash: 5000, deskTerminal: 2000, amount: 8800 },
  chart: { category: 'period', value: 'amount' },
};

const localToday = (): string => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

describe('the reports', () => {
  it('shows this month’s sales as a chart beside a table with its total, and switches report and range through the address', async () => {
    const api = standInApi({ 'GET /reports/sales': ok(sales), 'GET /reports/vat': ok(vat) });
    const user = userEvent.setup();
    await renderOffice('/reports', { session: sessionFor('accountant') });
    const table = await screen.findByRole('table', { name: 'Sales by period' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Day', 'Orders', 'Sales']);
    expect(within(table).getByText('1,234,567.00 CHF')).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Chart: Sales (Sales by period)' })).toBeTruthy();
    const month = reportPresetRange('this-month', localToday());
    expect(new URLSearchParams(api.calls[0]?.search).get('from')).toBe(month.from);
    expect(screen.getByRole('button', { name: 'This month' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Last month' }));
    const lastMonth = reportPresetRange('last-month', localToday());
    expect(location.current).toBe(`/reports?from=${lastMonth.from}&to=${lastMonth.to}`);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Report' }), 'VAT by rate');
    const vatTable = await screen.findByRole('table', { name: 'VAT by rate' });
    expect(within(vatTable).getByText('8.1%')).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
    expect(api.calls.at(-1)?.path).toBe('/reports/vat');
  });

  it('exports the report on screen as the server writes it, in the office’s language', async () => {
    const api = standInApi({ 'GET /reports/sales': ok(sales), 'GET /reports/sales/export': { body: 'file' } });
    const created = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const user = userEvent.setup();
    await renderOffice('/reports?from=2026-03-01&to=2026-03-03&period=week', { session: sessionFor('owner') });
    await user.click(await screen.findByRole('button', { name: 'Export Excel (XLSX)' }));
    const exported = api.calls.find((call) => call.path === '/reports/sales/export');
    expect(Object.fromEntries(new URLSearchParams(exported?.search))).toEqual({ from: '2026-03-01', to: '2026-03-03', period: 'week', format: 'xlsx' });
    expect(exported?.headers['accept-language']).toBe('en');
    expect(created).toHaveBeenCalledOnce();
  });

  it('shows the refunds by week with each tender’s share, their chart and total, and offers them by staff member', async () => {
    const api = standInApi({ 'GET /reports/refunds': ok(refunds) });
    const user = userEvent.setup();
    await renderOffice('/reports?report=refunds&from=2026-03-01&to=2026-03-03', { session: sessionFor('accountant') });
    const table = await screen.findByRole('table', { name: 'Refunds by period' }, { timeout: 5000 });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Week (from Monday)', 'Refunds', 'Via the payment provider', 'To voucher codes', 'Cash at the desk', 'Card terminal at the desk', 'Refunded in total']);
    expect(within(table).getByText('88.00 CHF')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Chart: Refunded in total (Refunds by period)' })).toBeTruthy();
    expect(within(screen.getByRole('combobox', { name: 'Report' })).getByRole('option', { name: 'Refunds by staff member' })).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'Week');
    expect(location.current).toBe('/reports?report=refunds&from=2026-03-01&to=2026-03-03&period=week');
    expect(new URLSearchParams(api.calls.at(-1)?.search).get('period')).toBe('week');
  });

  it('shows the box office today’s takings only, and is not for editors or the door', async () => {
    const api = standInApi({ 'GET /reports/sales': ok(sales) });
    const view = await renderOffice('/reports?report=vat&from=2026-01-01&to=2026-12-31', { session: sessionFor('box-office') });
    await screen.findByRole('table', { name: 'Sales by period' });
    expect(within(screen.getByRole('combobox', { name: 'Report' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['Sales by day, week or month', 'Sales by kind', 'Payments by method and provider']);
    expect(screen.queryByLabelText('From')).toBeNull();
    expect(new URLSearchParams(api.calls[0]?.search).get('from')).toBe(localToday());
    view.unmount();
    for (const role of ['editor', 'door'] as const) {
      const other = await renderOffice('/reports', { session: sessionFor(role) });
      expect(await screen.findByRole('heading', { level: 1, name: 'Not available to your role' })).toBeTruthy();
      other.unmount();
    }
  });
});
