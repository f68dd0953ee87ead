import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VisitorSlot } from '../../lib/api/types';
import { ok, standInApi } from '../../test/api-stand-in';
import { sessionFor } from '../../test/fixtures';
import { renderOffice } from '../../test/render-office';

afterEach(() => vi.unstubAllGlobals());

const slot: VisitorSlot = { id: 7, eventId: 501, kind: 'tour', name: 'Highlights', startsAt: '2026-12-01T13:00:00.000Z', endsAt: '2026-12-01T14:00:00.000Z', capacity: 10, sold: 3, held: 2, free: 5, cancelled: false, checkedIn: 1 };

describe('visitor lists', () => {
  it('shows a chosen day’s times with their places and opens one’s visitors with answers and the CSV link', async () => {
    const api = standInApi({
      'GET /visitors/slots': ok({ slots: [slot] }),
      'GET /visitors/slots/7': ok({
        slot,
        visitors: [{ orderId: 41, state: 'held', name: 'Ada Lovelace', email: 'ada@example.org', phone: '+41 44 000 00 00', places: 2, checkedIn: 1, tickets: [{ name: 'Adults', count: 2 }], facts: [{ label: 'Wheelchair?', value: 'No' }] }],
      }),
    });
    const user = userEvent.setup();
    await renderOffice('/visitors?date=2026-12-01', { session: sessionFor('accountant') });
    const times = await screen.findByRole('list', { name: 'Times of the day' });
    expect(within(times).getByText('Sold 3, held 2, free 5')).toBeTruthy();
    expect(within(times).getByText('Checked in 1')).toBeTruthy();
    expect(new URLSearchParams(api.calls[0]?.search).get('date')).toBe('2026-12-01');
    await user.click(within(times).getByRole('link'));
    const table = await screen.findByRole('table', { name: 'Visitors at this time' });
    const [, row] = within(table).getAllByRole('row');
    expect(row?.textContent).toContain('Ada Lovelace (not paid yet)');
    expect(row?.textContent).toContain('2 × Adults');
    const checkedInColumn = within(table).getAllByRole('columnheader').findIndex((header) => header.textContent === 'Checked in');
    expect(within(row as HTMLElement).getAllByRole('cell')[checkedInColumn]?.textContent).toBe('1');
    expect(within(row as HTMLElement).getByRole('term').textContent).toBe('Wheelchair?');
    expect(within(row as HTMLElement).getByRole('definition').textContent).toBe('No');
    expect(screen.getByRole('link', { name: 'Download as CSV' }).getAttribute('href')).toBe('/office/api/visitors/slots/7/csv');
    expect(screen.getByRole('link', { name: 'Orders of this time' }).getAttribute('href')).toBe('/orders?slot=7');
    // An accountant reads; moving the visitors is the box office's.
    expect(screen.queryByRole('link', { name: 'Move the visitors of a time' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Cancel this time' })).toBeNull();
  });

  it('offers to cancel a time to members who may refund, and a cancelled time’s list of who chose what', async () => {
    const visitors = [{ orderId: 41, state: 'sold', name: 'Ada Lovelace', email: 'ada@example.org', phone: null, places: 2, tickets: [], facts: [] }];
    standInApi({ 'GET /visitors/slots/7': ok({ slot, visitors }), 'GET /visitors/slots/8': ok({ slot: { ...slot, id: 8, cancelled: true }, visitors }) });
    const open = await renderOffice('/visitors/7', { session: sessionFor('owner') });
    expect((await screen.findByRole('link', { name: 'Cancel this time' }, { timeout: 5000 })).getAttribute('href')).toBe('/slots/7/cancel');
    open.unmount();
    await renderOffice('/visitors/8', { session: sessionFor('box-office') });
    expect((await screen.findByRole('link', { name: 'Who chose what' }, { timeout: 5000 })).getAttribute('href')).toBe('/slots/8/cancellation');
    expect(screen.queryByRole('link', { name: 'Cancel this time' })).toBeNull();
  });

  it('keeps only one event’s times when opened from its form', async () => {
    standInApi({ 'GET /visitors/slots': ok({ slots: [slot, { ...slot, id: 8, eventId: 502, name: 'Collection' }] }) });
    await renderOffice('/visitors?date=2026-12-01&event=502', { session: sessionFor('owner') });
    const times = await screen.findByRole('list', { name: 'Times of the day' });
    expect(within(times).getAllByRole('link').map((link) => link.textContent)).toEqual([expect.stringContaining('Collection')]);
  });
});
