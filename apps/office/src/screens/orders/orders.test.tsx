import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfficeOrderDetail, OfficeOrderRow } from '../../lib/api/types';
import { ok, standInApi, failure } from '../../test/api-stand-in';
import { sessionFor } from '../../test/fixtures';
import { location, renderOffice } from '../../test/render-office';

afterEach(() => vi.unstubAllGlobals());

const row = (id: number, name: string, email: string): OfficeOrderRow => ({
  id,
  createdAt: '2026-11-20T10:00:00.000Z',
  customer: { name, email },
  status: 'booked',
  totalCents: 3600,
  currency: 'CHF',
  payment: { payart: 1, name: 'Card' },
  kinds: ['ticket'],
});

const detail: OfficeOrderDetail = {
  id: 101,
  status: 'booked',
  lang: 'en',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:01:00.000Z',
  bookedAt: '2026-11-20T10:01:00.000Z',
  holdExpiresAt: '2026-11-20T10:20:00.000Z',
  reserved: false,
  currency: 'CHF',
  totalCents: 3600,
  shippingCents: 0,
  amountDueCents: 600,
  externalDocumentNumber: null,
  customer: { id: 7, isGuest: true, email: 'ada@example.org', salutation: 'ms', fname: 'Ada', lname: 'Lovelace', company: null, phone: null, street: 'Seeweg 1', zip: '8000', city: 'Zürich', country: 'CH' },
  shippingAddress: null,
  lines: [{ lineNo: 1, kind: 'ticket', name: 'Adults', title: 'Collection', datetime: '2026-12-01T09:00:00.000Z', count: 2, unitPriceCents: 1800, totalCents: 3600, vatBp: 810, facts: [], barcodes: ['1234567890123456', '6543210987654321'], voucherCode: null, slotId: 77, refundedCount: 0 }],
  payments: [{ id: 'p1', provider: 'test', providerRef: null, payart: 1, name: 'Card', status: 'confirmed', amountCents: 600, currency: 'CHF', createdAt: '2026-11-20T10:00:10.000Z', updatedAt: '2026-11-20T10:01:00.000Z', refundedCents: 0 }],
  tenders: [
    { kind: 'voucherCode', code: 'VALID-50', amountCents: 3000, refundedCents: 0 },
    { kind: 'provider', payart: 1, name: 'Card', amountCents: 600, refundedCents: 0 },
  ],
  documentsUrl: '/api/en/order/101/tickets.pdf?key=k',
  timeline: [
    { at: '2026-11-20T10:00:00.000Z', event: 'created', action: null, staffName: null },
    { at: '2026-11-20T10:01:00.000Z', event: 'booked', action: null, staffName: null },
  ],
  refunds: [],
  refundableCents: 3600,
  checkIns: [{ code: '1234567890123456', outcome: 'admitted', at: '2026-03-05T09:02:00.000Z', door: 'Main entrance' }],
};

describe('the orders desk', () => {
  it('searches as the member types, once typing pauses, announces the count and pages on', async () => {
    const api = standInApi({
      'GET /orders': ({ url }) => {
        if (url.searchParams.get('cursor') === 'next') return ok({ orders: [row(99, 'Alan Turing', 'alan@example.com')], nextCursor: null });
        if (url.searchParams.get('q') === 'ada') return ok({ orders: [row(101, 'Ada Lovelace', 'ada@example.org')], nextCursor: 'next' });
        return ok({ orders: [row(102, 'Grace Hopper', 'grace@example.net'), row(101, 'Ada Lovelace', 'ada@example.org')], nextCursor: null });
      },
    });
    const user = userEvent.setup();
    await renderOffice('/orders', { session: sessionFor('box-office') });
    expect(await screen.findByText('Orders shown: 2')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ada');
    expect(await screen.findByText('Orders shown: 1. Older orders follow.')).toBeTruthy();
    expect(screen.getByText('Orders shown: 1. Older orders follow.').getAttribute('role')).toBe('status');
    const searches = api.calls.filter((call) => call.path === '/orders').map((call) => new URLSearchParams(call.search).get('q'));
    expect(searches).toEqual([null, 'ada']);
    expect(location.current).toBe('/orders?q=ada');
    await user.click(screen.getByRole('button', { name: 'Show older orders' }));
    expect(await screen.findByText('Orders shown: 2')).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem');
    expect(rows.map((item) => within(item).getByRole('link').textContent)).toEqual(['Order 101', 'Order 99']);
  });

  it('filters by status and dates through the address, and says when nothing matches', async () => {
    const api = standInApi({ 'GET /orders': ({ url }) => ok({ orders: url.search === '' ? [row(1, 'Ada Lovelace', 'ada@example.org')] : [], nextCursor: null }) });
    const user = userEvent.setup();
    await renderOffice('/orders', { session: sessionFor('accountant') });
    await screen.findByText('Orders shown: 1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Refund required');
    expect(await screen.findByText('No orders match.')).toBeTruthy();
    expect(new URLSearchParams(api.calls.at(-1)?.search).get('status')).toBe('refund_required');
  });

  it('opens an order with its lines, barcodes, what paid it, its PDF and history', async () => {
    standInApi({ 'GET /orders': ok({ orders: [row(101, 'Ada Lovelace', 'ada@example.org')], nextCursor: null }), 'GET /orders/101': ok({ order: detail }) });
    const user = userEvent.setup();
    await renderOffice('/orders', { session: sessionFor('owner') });
    await user.click(await screen.findByRole('link', { name: 'Order 101' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 101' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'Collection: Adults' })).toBeTruthy();
    expect(screen.getByText('1234567890123456, 6543210987654321')).toBeTruthy();
    expect(screen.getByText('Voucher code VALID-50: 30.00 CHF')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the order’s PDF' }).getAttribute('href')).toBe('/api/en/order/101/tickets.pdf?key=k');
    expect(screen.getByText('Order booked', { exact: false })).toBeTruthy();
    const door = screen.getByRole('region', { name: 'At the door' });
    expect(within(door).getByRole('listitem').textContent).toMatch(/10:02 1234567890123456: entry \(Main entrance\)$/);
  });

  it('names a sale at the desk, which has no payment type, as such', async () => {
    standInApi({ 'GET /orders': ok({ orders: [{ ...row(120, '', ''), kinds: ['voucher'], payment: { payart: 0, name: null } }], nextCursor: null }) });
    await renderOffice('/orders', { session: sessionFor('box-office') });
    await screen.findByText('Orders shown: 1');
    expect(within(screen.getByRole('list', { name: 'Orders' })).getByText('At the desk', { exact: false })).toBeTruthy();
  });

  it('leads from an order with goods to its packing list, for members who ship', async () => {
    const withGoods: OfficeOrderDetail = { ...detail, lines: [{ ...detail.lines[0]!, kind: 'merchandise', datetime: null, barcodes: [] }] };
    standInApi({ 'GET /orders/101': ok({ order: withGoods }) });
    const view = await renderOffice('/orders/101', { session: sessionFor('box-office') });
    expect((await screen.findByRole('link', { name: 'Packing list and shipping' })).getAttribute('href')).toBe('/shipping/101');
    view.unmount();
    await renderOffice('/orders/101', { session: sessionFor('accountant') });
    expect(await screen.findByRole('heading', { level: 2, name: 'Documents' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Packing list and shipping' })).toBeNull();
  });

  it('refunds one of two tickets: the server’s split first, a code when it asks for one, then the refund in the history', async () => {
    const refund = { id: 7, createdAt: '2026-11-21T09:00:00.000Z', completedAt: '2026-11-21T09:00:01.000Z', staffName: 'Alex owner', status: 'done' as const, amountCents: 1800, lines: [{ lineNo: 1, units: 1 }], shares: [{ kind: 'voucherCode' as const, code: 'VALID-50', amountCents: 1500 }, { kind: 'provider' as const, paymentId: 'p1', name: 'Card', amountCents: 300 }], releaseClaims: true, cancelsOrder: false, note: null };
    let refunded = false;
    const api = standInApi({
      'GET /orders/101': () => ok({ order: refunded ? { ...detail, refunds: [refund], refundableCents: 1800 } : detail }),
      'POST /orders/101/refunds/preview': ok({ preview: { amountCents: 1800, shares: refund.shares, refundableCents: 3600, secondFactorRequired: true } }),
      'POST /orders/101/refunds': () => {
        refunded = true;
        return ok({ refund });
      },
    });
    const user = userEvent.setup();
    await renderOffice('/orders/101', { session: sessionFor('owner') });
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order 101' });
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Collection: Adults' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Collection: Adults' }), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Show how it is refunded' }));
    expect(await within(dialog).findByText('18.00 CHF goes back like this:')).toBeTruthy();
    expect(within(dialog).getByText('15.00 CHF back onto voucher code VALID-50')).toBeTruthy();
    expect(within(dialog).getByText('3.00 CHF to Card')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Code from your authenticator app' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Refund 18.00 CHF' }));
    expect(await screen.findByText('18.00 CHF refunded.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST' && call.path === '/orders/101/refunds')?.body).toEqual({ scope: { kind: 'lines', lines: [{ lineNo: 1, units: 1 }] }, releaseClaims: true, totpCode: '123456' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Refunds' })).toBeTruthy();
  });

  it('cancels a booked order nothing was paid for: no refund offered, the cancel says nothing is refunded', async () => {
    const free: OfficeOrderDetail = { ...detail, totalCents: 0, amountDueCents: 0, lines: detail.lines.map((line) => ({ ...line, unitPriceCents: 0, totalCents: 0 })), payments: [], tenders: [], refundableCents: 0 };
    const canceled = { id: 8, createdAt: '2026-11-21T09:00:00.000Z', completedAt: '2026-11-21T09:00:01.000Z', staffName: 'Alex owner', status: 'done' as const, amountCents: 0, lines: [{ lineNo: 1, units: 2 }], shares: [], releaseClaims: true, cancelsOrder: true, note: null };
    let done = false;
    const api = standInApi({
      'GET /orders/101': () => ok({ order: done ? { ...free, status: 'canceled', lines: free.lines.map((line) => ({ ...line, refundedCount: 2 })), refunds: [canceled] } : free }),
      'POST /orders/101/cancel': () => {
        done = true;
        return ok({ refund: canceled });
      },
    });
    const user = userEvent.setup();
    await renderOffice('/orders/101', { session: sessionFor('owner') });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }, { timeout: 5000 }));
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order 101' });
    expect(within(dialog).getByText(/Nothing was paid for this order, so nothing is refunded/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(await screen.findByText('The order is cancelled.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/orders/101/cancel']);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('offers no refund to a box office member without the permission, nor to accountants', async () => {
    standInApi({ 'GET /orders/101': ok({ order: detail }) });
    for (const session of [sessionFor('box-office'), sessionFor('accountant')]) {
      const view = await renderOffice('/orders/101', { session });
      expect(await screen.findByRole('heading', { level: 1, name: 'Order 101' })).toBeTruthy();
      await screen.findByText('Collection: Adults');
      expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
      view.unmount();
    }
  });

  it('lists reservations and cancels one after asking', async () => {
    let canceled = false;
    const api = standInApi({
      'GET /reservations': () => ok({ orders: canceled ? [] : [{ ...row(55, 'Grace Hopper', 'grace@example.net'), status: 'pending', holdExpiresAt: '2026-12-04T22:59:59.999Z' }] }),
      'POST /orders/55/cancel': () => {
        canceled = true;
        return ok({ refund: null });
      },
    });
    const user = userEvent.setup();
    await renderOffice('/reservations', { session: sessionFor('box-office', { canRefund: true }) });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Cancel the reservation' }));
    expect(await screen.findByText('Order 55 is cancelled; its places are on sale again.')).toBeTruthy();
    expect(await screen.findByText('No reservations are waiting for payment.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/orders/55/cancel']);
  });

  it('says an order does not exist, and is not for editors or the door', async () => {
    standInApi({ 'GET /orders/5': failure(404, 'OFFICE_ORDER_NOT_FOUND') });
    const { unmount } = await renderOffice('/orders/5', { session: sessionFor('box-office') });
    expect(await screen.findByText('This order does not exist.')).toBeTruthy();
    unmount();
    for (const role of ['editor', 'door'] as const) {
      const view = await renderOffice('/orders', { session: sessionFor(role) });
      expect(await screen.findByRole('heading', { level: 1, name: 'Not available to your role' })).toBeTruthy();
      view.unmount();
    }
  });

  it('filters by kind, event or tour and payment type from the choices, and names the slot the address narrows to', async () => {
    const choices = {
      events: [
        { id: 501, kind: 'event', name: 'Collection' },
        { id: 601, kind: 'tour', name: 'Highlights' },
      ],
      paymentTypes: [{ payart: 300, name: 'Card' }],
      slot: { id: 77, eventName: 'Collection', startsAt: '2026-12-01T09:00:00.000Z' },
    };
    const api = standInApi({ 'GET /orders': ok({ orders: [row(1, 'Ada Lovelace', 'ada@example.org')], nextCursor: null }), 'GET /order-choices': ok(choices) });
    const user = userEvent.setup();
    await renderOffice('/orders?slot=77', { session: sessionFor('box-office') });
    expect(await screen.findByText(/^Only Collection, /)).toBeTruthy();
    expect(new URLSearchParams(api.calls.find((call) => call.path === '/order-choices')?.search).get('slot')).toBe('77');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Event or tour' }), 'Guided tour: Highlights');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment type' }), 'Card');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Guided tours');
    await user.click(screen.getByRole('button', { name: 'Show all times' }));
    const last = new URLSearchParams(api.calls.filter((call) => call.path === '/orders').at(-1)?.search);
    expect([last.get('event'), last.get('payart'), last.get('kind'), last.get('slot')]).toEqual(['601', '300', 'guidedTour', null]);
    expect(screen.queryByText(/^Only Collection, /)).toBeNull();
  });

  it('moves through the results by keyboard, opens one and comes back to the same search with "b"; "?" lists the keys', async () => {
    standInApi({
      'GET /orders': ok({ orders: [row(102, 'Grace Hopper', 'grace@example.net'), row(101, 'Ada Lovelace', 'ada@example.org')], nextCursor: null }),
      'GET /order-choices': ok({ events: [], paymentTypes: [], slot: null }),
      'GET /orders/101': ok({ order: detail }),
    });
    const user = userEvent.setup();
    await renderOffice('/orders?status=booked', { session: sessionFor('box-office') });
    await screen.findByText('Orders shown: 2');
    await user.keyboard('/');
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Order 102' }));
    await user.keyboard('j');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Order 101' }));
    await user.keyboard('jk');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Order 102' }));
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByRole('row', { name: /Next order in the list/ })).toBeTruthy();
    await user.click(within(help).getByRole('button', { name: 'Close' }));
    await user.keyboard('j{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 101' }, { timeout: 5000 })).toBeTruthy();
    await user.keyboard('b');
    await screen.findByText('Orders shown: 2');
    expect(location.current).toBe('/orders?status=booked');
  });

  it('leaves keys alone while the member types in a field', async () => {
    standInApi({ 'GET /orders': ok({ orders: [row(101, 'Ada Lovelace', 'ada@example.org')], nextCursor: null }), 'GET /order-choices': ok({ events: [], paymentTypes: [], slot: null }) });
    const user = userEvent.setup();
    await renderOffice('/orders', { session: sessionFor('box-office') });
    await screen.findByText('Orders shown: 1');
    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.keyboard('jk?/');
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('jk?/');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
