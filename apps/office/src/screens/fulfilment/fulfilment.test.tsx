import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfficePackingList } from '../../lib/api/types';
import { failure, ok, standInApi } from '../../test/api-stand-in';
import { sessionFor } from '../../test/fixtures';
import { renderOffice } from '../../test/render-office';

afterEach(() => vi.unstubAllGlobals());

const waiting: OfficePackingList = {
  orderId: 101,
  bookedAt: '2026-11-20T10:00:00.000Z',
  lang: 'de',
  customer: { name: 'Ada Lovelace', email: 'ada@example.org', phone: null },
  shipTo: { name: 'Ada Lovelace', street: 'Seeweg 1', zip: '8000', city: 'Zürich', country: 'CH' },
  goods: [{ productId: 701, name: 'Exhibition catalogue', count: 2 }],
  passCards: [],
  shipment: null,
};

describe('the shipping desk', () => {
  it('lists the orders waiting and the pick list summed per product', async () => {
    standInApi({
      'GET /shipping/orders': ok({ orders: [{ orderId: 101, bookedAt: waiting.bookedAt, customer: { name: 'Ada Lovelace', email: 'ada@example.org' }, shipTo: waiting.shipTo, goods: 2, passCards: 0 }] }),
      'GET /shipping/pick-list': ok({ orders: 1, products: [{ productId: 701, name: 'Exhibition catalogue', count: 2, orders: 1 }], passCards: 0 }),
    });
    await renderOffice('/shipping', { session: sessionFor('box-office') });
    expect(await screen.findByRole('link', { name: 'Order 101' })).toBeTruthy();
    expect(screen.getByText('2 units of goods')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Pick list' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual(['ProductUnitsOrders', 'Exhibition catalogue21']);
  });

  it('marks an order shipped with a carrier and number, then shows the tracking link instead of the form', async () => {
    const api = standInApi({
      'GET /shipping/orders/101': ok({ packingList: waiting }),
      'POST /shipping/orders/101/shipped': ok({
        packingList: { ...waiting, shipment: { shippedAt: '2026-11-21T09:00:00.000Z', staffName: 'Bea', carrier: 'dhl', trackingNumber: 'JD1', trackingUrl: 'https://www.dhl.com/track?id=JD1' } },
      }),
    });
    const user = userEvent.setup();
    await renderOffice('/shipping/101', { session: sessionFor('box-office') });
    expect(await screen.findByText(/Seeweg 1/)).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Carrier' }), 'DHL');
    await user.type(screen.getByRole('textbox', { name: 'Tracking number (optional)' }), 'JD1');
    await user.click(screen.getByRole('button', { name: 'Shipped: tell the customer' }));
    expect(await screen.findByText('Marked as shipped. The customer has been mailed.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ carrier: 'dhl', trackingNumber: 'JD1', trackingUrl: null });
    expect(screen.getByRole('link', { name: 'Track the parcel' }).getAttribute('href')).toBe('https://www.dhl.com/track?id=JD1');
    expect(screen.queryByRole('button', { name: 'Shipped: tell the customer' })).toBeNull();
  });

  it('asks for a link for another carrier before sending, and shows a second mark’s refusal', async () => {
    const api = standInApi({ 'GET /shipping/orders/101': ok({ packingList: waiting }), 'POST /shipping/orders/101/shipped': failure(409, 'OFFICE_ALREADY_SHIPPED') });
    const user = userEvent.setup();
    await renderOffice('/shipping/101', { session: sessionFor('owner') });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Carrier' }), 'Another carrier (link)');
    await user.click(screen.getByRole('button', { name: 'Shipped: tell the customer' }));
    expect(await screen.findByText('Please enter a link starting with https://.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Tracking link' }), 'https://courier.example/7');
    await user.click(screen.getByRole('button', { name: 'Shipped: tell the customer' }));
    expect(await screen.findByText('This order has already been marked as shipped.')).toBeTruthy();
  });

  it('is not for editors, the door or accountants', async () => {
    for (const role of ['editor', 'door', 'accountant'] as const) {
      const view = await renderOffice('/shipping', { session: sessionFor(role) });
      expect(await screen.findByRole('heading', { level: 1, name: 'Not available to your role' })).toBeTruthy();
      view.unmount();
    }
  });
});
