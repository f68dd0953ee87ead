import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DoorDevice } from '../../lib/api/types';
import { ok, standInApi } from '../../test/api-stand-in';
import { sessionFor } from '../../test/fixtures';
import { renderOffice } from '../../test/render-office';

afterEach(() => vi.unstubAllGlobals());

const device = (changes: Partial<DoorDevice> = {}): DoorDevice => ({
  id: 4,
  name: 'Main entrance',
  pairedAt: '2026-11-28T08:00:00.000Z',
  lastSeenAt: '2026-11-28T09:30:00.000Z',
  revokedAt: null,
  pinSet: false,
  pairing: null,
  ...changes,
});
const fresh = { device: device({ id: 5, name: 'Garden gate', pairedAt: null, lastSeenAt: null, pairing: { code: 'ABCDE-FGHJK', expiresAt: '2026-11-28T10:15:00.000Z' } }), pairing: { code: 'ABCDE-FGHJK', expiresAt: '2026-11-28T10:15:00.000Z' }, pairingUrl: 'http://localhost/office/door/pair#ABCDE-FGHJK', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' };

describe('door devices', () => {
  it('adds a device by its door and shows its pairing code as text and as a QR code', async () => {
    const api = standInApi({ 'GET /door/devices': ok({ devices: [device()] }), 'POST /door/devices': { status: 201, body: { data: fresh } } });
    const user = userEvent.setup();
    await renderOffice('/door-devices', { session: sessionFor('owner') });
    await screen.findByRole('heading', { level: 2, name: 'Main entrance' }, { timeout: 5000 });
    await user.type(screen.getByLabelText('Name of the door'), 'Garden gate');
    await user.click(screen.getByRole('button', { name: 'Add device' }));
    expect(await screen.findByRole('heading', { name: 'Pair Garden gate' })).toBeTruthy();
    expect(screen.getByTestId('door-pairing-code').textContent).toBe('ABCDE-FGHJK');
    expect(screen.getByRole('img', { name: 'QR code that pairs the phone' }).getAttribute('src')).toContain('data:image/svg+xml');
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ name: 'Garden gate' });
    expect(post?.headers['x-csrf-token']).toBe('csrf-123');
    expect(screen.getByRole('heading', { level: 2, name: 'Garden gate' })).toBeTruthy();
  });

  it('sets a PIN and revokes a device only after asking', async () => {
    const api = standInApi({
      'GET /door/devices': ok({ devices: [device()] }),
      'PUT /door/devices/4/pin': ok({ device: device({ pinSet: true }) }),
      'POST /door/devices/4/revoke': ok({ device: device({ pinSet: true, revokedAt: '2026-11-28T10:00:00.000Z' }) }),
    });
    const user = userEvent.setup();
    await renderOffice('/door-devices', { session: sessionFor('owner') });
    const card = (await screen.findByRole('heading', { level: 2, name: 'Main entrance' }, { timeout: 5000 })).closest('li') as HTMLElement;
    await user.type(within(card).getByLabelText('New PIN'), '2468');
    await user.click(within(card).getByRole('button', { name: 'Set PIN' }));
    expect(await screen.findByText('Main entrance now asks for the new PIN.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ pin: '2468' });

    await user.click(within(card).getByRole('button', { name: 'Revoke' }));
    expect(api.calls.some((call) => call.path.endsWith('/revoke'))).toBe(false);
    await user.click(within(card).getByRole('button', { name: 'Revoke now' }));
    expect(await screen.findByText('Main entrance is revoked.')).toBeTruthy();
    expect(within(card).getByText(/^Revoked on/)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Revoke' })).toBeNull();
  });

  it('is in the navigation of owners only', async () => {
    standInApi({ 'GET /door/devices': ok({ devices: [] }), 'GET /door/conflicts': ok({ date: '2026-11-28', conflicts: [] }) });
    await renderOffice('/door-conflicts', { session: sessionFor('door') });
    await screen.findByRole('heading', { level: 1, name: 'Admitted twice' }, { timeout: 5000 });
    const nav = screen.getByRole('navigation');
    expect(within(nav).queryByRole('link', { name: 'Door devices' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Admitted twice' })).toBeTruthy();
  });
});

describe('tickets admitted twice', () => {
  it('lists each with both doors and times, for today or a chosen day', async () => {
    const api = standInApi({
      'GET /door/conflicts': ({ url }) =>
        ok({
          date: url.searchParams.get('date') ?? '2026-11-28',
          conflicts:
            url.searchParams.get('date') === '2026-11-20'
              ? []
              : [{ code: '4711000000000001', what: 'Adult', eventName: 'Glaciers', first: { at: '2026-11-28T09:02:00.000Z', door: 'Main entrance' }, second: { at: '2026-11-28T09:05:00.000Z', door: 'Garden gate' } }],
        }),
    });
    const user = userEvent.setup();
    await renderOffice('/door-conflicts', { session: sessionFor('box-office') });
    expect(await screen.findByText('Admitted twice, at Main entrance 10:02 and Garden gate 10:05.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Adult · Glaciers')).toBeTruthy();
    await user.type(screen.getByLabelText('Day (empty: today)'), '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Nothing was admitted twice on this day.')).toBeTruthy();
    expect(api.calls.at(-1)?.search).toBe('?date=2026-11-20');
  });
});
