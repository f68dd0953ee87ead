import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfficeCustomerResponse } from '../../lib/api/types';
import { ok, standInApi } from '../../test/api-stand-in';
import { sessionFor } from '../../test/fixtures';
import { renderOffice } from '../../test/render-office';

afterEach(() => vi.unstubAllGlobals());

const ada: OfficeCustomerResponse['data'] = {
  customer: { id: 7, isGuest: true, email: 'ada@example.org', salutation: 'ms', fname: 'Ada', lname: 'Lovelace', company: null, phone: '+41 44 123 45 67', street: 'Seeweg 1', zip: '8000', city: 'Zürich', country: 'CH', shipping: null, lang: 'en', createdAt: '2026-11-20T10:00:00.000Z', erasedAt: null },
  orders: [
    { id: 102, createdAt: '2026-11-21T10:00:00.000Z', status: 'failed', totalCents: 1800, currency: 'CHF' },
    { id: 101, createdAt: '2026-11-20T10:00:00.000Z', status: 'booked', totalCents: 3600, currency: 'CHF' },
  ],
};
const erased: OfficeCustomerResponse['data'] = {
  ...ada,
  customer: { ...ada.customer, email: '', fname: '[erased]', lname: '', phone: null, street: null, zip: null, city: null, erasedAt: '2026-11-22T10:00:00.000Z' },
};

describe('a customer’s page', () => {
  it('shows the customer and their orders, and sends a booked order’s confirmation again', async () => {
    const api = standInApi({ 'GET /customers/7': ok(ada), 'POST /orders/101/confirmation-mail': { status: 204 } });
    const user = userEvent.setup();
    await renderOffice('/customers/7', { session: sessionFor('box-office') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer 7' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order 101' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Send the confirmation/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Send the confirmation of order 101 again' }));
    expect(await screen.findByText('The confirmation of order 101 is on its way again.')).toBeTruthy();
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', path: '/orders/101/confirmation-mail', headers: { 'x-csrf-token': 'csrf-123' } });
    expect(screen.getByRole('link', { name: 'Download the data (JSON)' }).getAttribute('href')).toBe('/office/api/customers/7/export');
  });

  it('erases only after the member confirms that it cannot be undone', async () => {
    const api = standInApi({ 'GET /customers/7': ok(ada), 'POST /customers/7/erasure': ok(erased) });
    const user = userEvent.setup();
    await renderOffice('/customers/7', { session: sessionFor('owner') });
    await user.click(await screen.findByRole('button', { name: 'Erase personal data…' }, { timeout: 5000 }));
    const erase = screen.getByRole('button', { name: 'Erase now' });
    expect(erase.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'I understand that this cannot be undone.' }));
    await user.click(erase);
    expect(await screen.findByText('The personal data has been erased.')).toBeTruthy();
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', path: '/customers/7/erasure', body: { confirm: true } });
    expect(screen.getByText('No e-mail address')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Erase personal data…' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Send the confirmation/ })).toBeNull();
  });

  it('lets accountants read, without resending, exporting or erasing', async () => {
    standInApi({ 'GET /customers/7': ok(ada) });
    await renderOffice('/customers/7', { session: sessionFor('accountant') });
    expect(await screen.findByText('Ada Lovelace', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Send the confirmation/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download the data (JSON)' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Erase personal data…' })).toBeNull();
  });
});
