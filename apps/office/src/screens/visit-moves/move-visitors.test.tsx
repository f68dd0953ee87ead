import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfficeSlot } from '../../lib/api/types';
import { failure, ok, standInApi } from '../../test/api-stand-in';
import { sessionFor } from '../../test/fixtures';
import { renderOffice } from '../../test/render-office';

afterEach(() => vi.unstubAllGlobals());

const slot = (id: number, startsAt: string, free: number): OfficeSlot => ({
  id,
  eventId: 501,
  eventKind: 'event',
  eventName: 'Collection',
  startsAt,
  endsAt: startsAt,
  date: '2026-12-05',
  capacity: 25,
  sold: 25 - free,
  held: 0,
  free,
});

describe('moving visitors to another time', () => {
  it('offers the day’s other times with room, reviews the move, then moves everyone and says so', async () => {
    const api = standInApi({
      'GET /slots/7': ok({ slot: slot(7, '2026-12-05T09:00:00.000Z', 20), buyers: { orders: 2, places: 3 } }),
      'GET /slots/7/alternatives': ok({ slots: [slot(8, '2026-12-05T10:00:00.000Z', 2), slot(9, '2026-12-05T11:00:00.000Z', 10)] }),
      'POST /slots/7/move': ok({ orders: 2, places: 3, closed: true }),
    });
    const user = userEvent.setup();
    await renderOffice('/slots/7/move', { session: sessionFor('box-office') });
    expect(await screen.findByText('Places: 3, orders: 2', {}, { timeout: 5000 })).toBeTruthy();
    const times = await screen.findByRole('group', { name: 'New time' });
    const [tooSmall, roomy] = within(times).getAllByRole('radio');
    expect([(tooSmall as HTMLInputElement).disabled, (roomy as HTMLInputElement).disabled]).toEqual([true, false]);
    expect(new URLSearchParams(api.calls.find((call) => call.path === '/slots/7/alternatives')?.search).get('date')).toBe('2026-12-05');
    expect(screen.getByRole('button', { name: 'Review the move' })).toHaveProperty('disabled', true);
    await user.click(roomy as HTMLInputElement);
    await user.click(screen.getByRole('button', { name: 'Review the move' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Check before moving' })).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Move now' }));
    expect(await screen.findByText('The old time is no longer on sale.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ to: 9, close: true });
  });

  it('moves one order with ?order=, and shows the server’s refusal when the time filled up meanwhile', async () => {
    const api = standInApi({
      'GET /slots/7': ok({ slot: slot(7, '2026-12-05T09:00:00.000Z', 20), buyers: { orders: 2, places: 3 } }),
      'GET /slots/7/alternatives': ok({ slots: [slot(9, '2026-12-05T11:00:00.000Z', 1)] }),
      'POST /orders/55/move': failure(409, 'OFFICE_SLOT_TOO_SMALL'),
    });
    const user = userEvent.setup();
    await renderOffice('/slots/7/move?order=55', { session: sessionFor('box-office') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Change the time of order 55' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(await screen.findByRole('radio'));
    await user.click(screen.getByRole('button', { name: 'Review the move' }));
    await user.click(await screen.findByRole('button', { name: 'Move now' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ from: 7, to: 9 });
  });

  it('is not for accountants, editors or the door', async () => {
    for (const role of ['accountant', 'editor', 'door'] as const) {
      const view = await renderOffice('/slots/7/move', { session: sessionFor(role) });
      expect(await screen.findByRole('heading', { level: 1, name: 'Not available to your role' })).toBeTruthy();
      view.unmount();
    }
  });
});
