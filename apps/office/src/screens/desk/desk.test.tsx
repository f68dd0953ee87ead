import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeskVoucherCode } from '../../lib/api/types';
import { failure, ok, standInApi } from '../../test/api-stand-in';
import { sessionFor } from '../../test/fixtures';
import { renderOffice } from '../../test/render-office';

afterEach(() => vi.unstubAllGlobals());

const code = (overrides: Partial<DeskVoucherCode> = {}): DeskVoucherCode => ({
  id: 3,
  code: 'VALID-50',
  name: 'Gift voucher',
  amountCents: 5000,
  spentCents: 2000,
  heldCents: 0,
  balanceCents: 3000,
  currency: 'CHF',
  validFrom: '2026-01-01',
  validTo: '2027-12-31',
  state: 'usable',
  issuedBy: null,
  history: [{ kind: 'order', at: '2026-11-20T10:00:00.000Z', orderId: 101, orderStatus: 'booked', status: 'sold', amountCents: 2000 }],
  ...overrides,
});

const vouchers = ok({
  currency: 'CHF',
  giftVouchers: [
    { id: 801, name: 'Voucher 50', variableAmount: false, priceCents: 5000, minAmountCents: 0, maxAmountCents: 0 },
    { id: 802, name: 'Any amount', variableAmount: true, priceCents: 0, minAmountCents: 2000, maxAmountCents: 30000 },
  ],
});

describe('the desk', () => {
  it('looks up a code, shows its balance and history, and debits part of it with a note', async () => {
    const api = standInApi({
      'GET /desk/gift-vouchers': vouchers,
      'GET /desk/voucher-codes': ok({ voucherCode: code() }),
      'POST /desk/voucher-debits': ok({ voucherCode: code({ spentCents: 3250, balanceCents: 1750, history: [{ kind: 'desk', at: '2026-11-21T10:00:00.000Z', amountCents: 1250, note: 'Tour at 14:00', staffName: 'Box office' }, ...code().history] }) }),
    });
    const user = userEvent.setup();
    await renderOffice('/desk', { session: sessionFor('box-office') });
    expect(await screen.findByRole('heading', { level: 1, name: 'At the desk' }, { timeout: 5000 })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'valid-50');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'VALID-50' })).toBeTruthy();
    expect(new URLSearchParams(api.calls.find((call) => call.path === '/desk/voucher-codes')?.search).get('code')).toBe('valid-50');
    expect(screen.getByText('30.00 CHF')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order 101' })).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Amount (CHF)' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount (CHF)' }), '12.50');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Tour at 14:00');
    await user.click(screen.getByRole('button', { name: 'Take off the code' }));
    expect(await screen.findByText('12.50 CHF taken off the code. Balance now: 17.50 CHF.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ code: 'VALID-50', amountCents: 1250, note: 'Tour at 14:00' });
    expect(within(screen.getByRole('table')).getByText('At the desk: Tour at 14:00 (Box office)')).toBeTruthy();
  });

  it('says what the server refused, in the office’s words', async () => {
    standInApi({ 'GET /desk/gift-vouchers': vouchers, 'GET /desk/voucher-codes': failure(404, 'OFFICE_VOUCHER_CODE_NOT_FOUND') });
    const user = userEvent.setup();
    await renderOffice('/desk', { session: sessionFor('owner') });
    await user.type(await screen.findByRole('textbox', { name: 'Code' }, { timeout: 5000 }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('No voucher code matches what you typed. Please check it and try again.')).toBeTruthy();
  });

  it('sells a gift voucher paid by the terminal and offers its PDF', async () => {
    const api = standInApi({
      'GET /desk/gift-vouchers': vouchers,
      'POST /desk/voucher-sales': { status: 201, body: { data: { sale: { orderId: 120, totalCents: 7000, currency: 'CHF', codes: [{ code: 'ACDEFGHJKMNPQRTU', amountCents: 7000, validTo: '2028-11-21' }], documentsUrl: '/api/en/order/120/tickets.pdf?key=k' } } } },
    });
    const user = userEvent.setup();
    await renderOffice('/desk', { session: sessionFor('box-office') });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Gift voucher' }, { timeout: 5000 }), 'Any amount (20.00 CHF to 300.00 CHF)');
    await user.clear(screen.getByRole('textbox', { name: 'Value (CHF)' }));
    await user.type(screen.getByRole('textbox', { name: 'Value (CHF)' }), '70');
    await user.type(screen.getByRole('textbox', { name: 'For (printed on the voucher)' }), 'Grace');
    await user.click(screen.getByRole('radio', { name: 'Card terminal' }));
    await user.click(screen.getByRole('button', { name: 'Sell and book' }));
    expect(await screen.findByText('Sold for 70.00 CHF and booked as order 120.')).toBeTruthy();
    expect(screen.getByText('ACDEFGHJKMNPQRTU')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the voucher (PDF)' }).getAttribute('href')).toBe('/api/en/order/120/tickets.pdf?key=k');
    expect(api.calls.find((call) => call.path === '/desk/voucher-sales')?.body).toEqual({ giftVoucherId: 802, amountCents: 7000, recipient: 'Grace', tender: 'terminal', buyer: {}, lang: 'en' });
  });

  it('is in the box office’s navigation and not for accountants', async () => {
    standInApi({ 'GET /desk/gift-vouchers': vouchers });
    const view = await renderOffice('/', { session: sessionFor('box-office') });
    expect(within(screen.getByRole('navigation', { name: 'Office sections' })).getByRole('link', { name: 'At the desk' })).toBeTruthy();
    view.unmount();
    await renderOffice('/desk', { session: sessionFor('accountant') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available to your role' })).toBeTruthy();
  });
});
