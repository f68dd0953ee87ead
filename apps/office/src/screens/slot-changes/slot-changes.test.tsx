import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, standInApi } from '../../test/api-stand-in';
import { sessionFor } from '../../test/fixtures';
import { renderOffice } from '../../test/render-office';

afterEach(() => vi.unstubAllGlobals());

const change = (id: number, orderId: number) => ({
  id,
  orderId,
  eventId: 7001,
  eventName: 'Glaciers',
  startsAt: '2027-01-05T09:00:00.000Z',
  places: 2,
  change: 'closed' as const,
  buyer: { name: 'Ada Lovelace', email: 'ada@example.org' },
  createdAt: '2026-12-01T10:00:00.000Z',
});

describe('changed times', () => {
  it('lists the orders to settle with their buyer, and marks one settled with the CSRF token', async () => {
    const api = standInApi({ 'GET /slot-changes': ok({ changes: [change(1, 101), change(2, 102)] }), 'POST /slot-changes/1/settle': { status: 204 } });
    const user = userEvent.setup();
    await renderOffice('/slot-changes', { session: sessionFor('box-office') });
    await screen.findByText('101');
    const orders = screen.getAllByRole('listitem').filter((card) => card.querySelector('dl') !== null);
    expect(orders).toHaveLength(2);
    const facts = (card: HTMLElement) => Object.fromEntries([...card.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(facts(orders[0]!)).toMatchObject({ Change: 'Time closed', Places: '2', Order: '101', Buyer: 'Ada Lovelace', 'E-mail': 'ada@example.org' });
    expect(facts(orders[0]!).Time).toMatch(/2027/);
    expect(within(orders[0]!).getByRole('link', { name: 'ada@example.org' }).getAttribute('href')).toBe('mailto:ada@example.org');
    await user.click(within(orders[0]!).getByRole('button', { name: 'Mark as settled' }));
    expect(await screen.findByText('Order 101 is marked as settled.')).toBeTruthy();
    expect(screen.queryByText('101')).toBeNull();
    expect(api.calls.find((call) => call.method === 'POST')?.headers['x-csrf-token']).toBe('csrf-123');
  });

  it('says so when nothing waits, and is not for the door', async () => {
    standInApi({ 'GET /slot-changes': ok({ changes: [] }) });
    const { unmount } = await renderOffice('/slot-changes', { session: sessionFor('owner') });
    expect(await screen.findByText('No order is waiting.')).toBeTruthy();
    unmount();
    await renderOffice('/slot-changes', { session: sessionFor('door') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available to your role' })).toBeTruthy();
  });
});
