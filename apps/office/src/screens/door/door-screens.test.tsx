import 'fake-indexeddb/auto';
import { pbkdf2Sync } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DoorStore } from '../../lib/door/door-store';
import { CONFIG, DURING, doorServerStandIn, serverVerdict } from '../../lib/door/test-support/door-server-stand-in';
import { location, renderOffice } from '../../test/render-office';

let server: ReturnType<typeof doorServerStandIn>;

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  server = doorServerStandIn();
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A phone paired before this test, with what it keeps. */
const paired = async (config = CONFIG) => {
  const store = await DoorStore.open();
  await store.put('pairing', { token: 'device-token', device: config.device });
  await store.put('config', config);
  store.close();
};

describe('pairing', () => {
  it('fills the code from the QR code\'s address, pairs, and opens the scanner for its door', async () => {
    await renderOffice('/door/pair#ABCDE-FGHJK');
    const field = await screen.findByLabelText('Pairing code', {}, { timeout: 5000 });
    expect(field).toHaveProperty('value', 'ABCDE-FGHJK');
    await userEvent.click(screen.getByRole('button', { name: 'Pair phone' }));
    expect(await screen.findByText('Main entrance')).toBeTruthy();
    expect(screen.getByText('Online')).toBeTruthy();
    await waitFor(() => expect(location.current).toBe('/door/'));
  });

  it('says when the code is refused, in the API\'s words', async () => {
    const standIn = server.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/pair') ? new Response(JSON.stringify({ code: 'DOOR_PAIRING_UNKNOWN' }), { status: 404 }) : standIn(input, init),
    );
    await renderOffice('/door/pair');
    await userEvent.type(await screen.findByLabelText('Pairing code', {}, { timeout: 5000 }), 'WRONG-CODE1');
    await userEvent.click(screen.getByRole('button', { name: 'Pair phone' }));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(screen.getByLabelText('Pairing code')).toBeTruthy();
  });
});

describe('scanning', () => {
  beforeEach(async () => {
    await paired();
    vi.useFakeTimers({ toFake: ['Date'], now: DURING });
  });
  afterEach(() => vi.useRealTimers());

  it('shows the verdict over the whole screen with what, event and slot in the museum\'s time, then goes on', async () => {
    await renderOffice('/door');
    await userEvent.type(await screen.findByLabelText('Ticket or pass code', {}, { timeout: 5000 }), 'T1');
    await userEvent.click(screen.getByRole('button', { name: 'Check code' }));
    const verdict = (await screen.findByRole('heading', { name: 'Admitted' })).closest('section');
    if (verdict === null) throw new Error('no verdict');
    expect(verdict.className).toContain('door-verdict-go');
    expect(within(verdict).getByText('Ticket: Adult')).toBeTruthy();
    expect(within(verdict).getByText('Event: Night at the museum')).toBeTruthy();
    expect(within(verdict).getByText(/10:00–11:00/)).toBeTruthy();
    await userEvent.click(within(verdict).getByRole('button', { name: 'Next visitor' }));
    expect(screen.queryByRole('heading', { name: 'Admitted' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Ticket or pass code'));
  });

  it('shows a used ticket in red with when and at which door', async () => {
    server.state.verdictFor = () => serverVerdict('used', { firstUse: { at: '2027-05-01T07:45:00.000Z', door: 'Garden gate', by: '5' } });
    await renderOffice('/door');
    await userEvent.type(await screen.findByLabelText('Ticket or pass code', {}, { timeout: 5000 }), 'T1{Enter}');
    const verdict = (await screen.findByRole('heading', { name: 'Already used' })).closest('section');
    expect(verdict?.className).toContain('door-verdict-stop');
    expect(screen.getByText('First used 09:45 at Garden gate')).toBeTruthy();
  });

  it('records exits in exit mode', async () => {
    server.state.verdictFor = (scan) => serverVerdict(scan.direction === 'out' ? 'exited' : 'admitted');
    await renderOffice('/door');
    await userEvent.click(await screen.findByRole('radio', { name: 'Exit' }, { timeout: 5000 }));
    await userEvent.type(screen.getByLabelText('Ticket or pass code'), 'T1{Enter}');
    expect(await screen.findByRole('heading', { name: 'Exit recorded' })).toBeTruthy();
    expect(server.state.uploads.at(-1)?.[0]?.direction).toBe('out');
  });

  it('speaks German at a German door', async () => {
    await renderOffice('/door', { lang: 'de' });
    await userEvent.type(await screen.findByLabelText('Ticket- oder Passcode', {}, { timeout: 5000 }), 'T1{Enter}');
    expect(await screen.findByRole('heading', { name: 'Eingelassen' })).toBeTruthy();
  });

  it('shows the counts per slot and the people inside', async () => {
    const standIn = server.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/counts')
        ? new Response(JSON.stringify({ data: { slots: [{ id: 7, eventName: 'Night at the museum', startsAt: '2027-05-01T08:00:00.000Z', endsAt: '2027-05-01T09:00:00.000Z', expected: 40, in: 12, toCome: 28 }], inside: 9, doors: [{ name: 'Main entrance', in: 12, out: 3 }] } }), { status: 200 })
        : standIn(input, init),
    );
    await renderOffice('/door/counts');
    const row = (await screen.findByRole('rowheader', { name: 'Night at the museum 10:00–11:00' }, { timeout: 5000 })).closest('tr');
    expect(row?.textContent).toBe('Night at the museum 10:00–11:00401228');
    expect(screen.getByText('Inside now').nextSibling?.nextSibling?.textContent).toBe('9');
  });
});

describe('a revoked phone', () => {
  it('is sent back to pairing with its data gone', async () => {
    await paired();
    server.state.health = 'revoked';
    await renderOffice('/door');
    expect(await screen.findByText(/removed from its door in the office/, {}, { timeout: 5000 })).toBeTruthy();
    const store = await DoorStore.open();
    await waitFor(async () => expect(await store.get('pairing')).toBeUndefined());
    store.close();
  });
});

describe('the PIN lock', () => {
  const salt = Buffer.from('door-salt-123456');
  const pin = { salt: salt.toString('base64'), hash: pbkdf2Sync('4711', salt, 1000, 32, 'sha256').toString('base64'), iterations: 1000 };

  it('locks the scanner until the door\'s PIN is entered, checked on the phone', async () => {
    await paired({ ...CONFIG, pin });
    server.state.health = 'down';
    await renderOffice('/door');
    const field = await screen.findByLabelText('PIN', {}, { timeout: 5000 });
    await userEvent.type(field, '1234{Enter}');
    expect(await screen.findByText('Wrong PIN. Please try again.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('PIN'), '4711{Enter}');
    expect(await screen.findByLabelText('Ticket or pass code')).toBeTruthy();
  });
});
