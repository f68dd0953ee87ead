import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { doorApi } from './door-api';
import { loadEngine, PROBE_MS, REFRESH_MS, type DoorEngine } from './door-engine';
import { DoorStore } from './door-store';
import { decideLocally } from './local-decision';
import { CONFIG, download, DURING, doorServerStandIn, serverVerdict } from './test-support/door-server-stand-in';

let server: ReturnType<typeof doorServerStandIn>;
let store: DoorStore;
let engine: DoorEngine;
let now: Date;
let nonces = 0;

/** Lets the engine's calls and IndexedDB's callbacks run. */
const settle = async () => {
  for (let round = 0; round < 20; round += 1) await vi.advanceTimersByTimeAsync(0);
};

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  server = doorServerStandIn();
  vi.stubGlobal('fetch', server.fetch);
  store = await DoorStore.open(`door-test-${Math.random()}`);
  await store.put('pairing', { token: 'device-token', device: CONFIG.device });
  await store.put('config', CONFIG);
  now = DURING;
  const loaded = await loadEngine({ api: doorApi(() => 'en'), store, decide: decideLocally, now: () => now, nonce: () => `00000000-0000-4000-8000-${String((nonces += 1)).padStart(12, '0')}` });
  if (loaded === null) throw new Error('not paired');
  engine = loaded;
  engine.start();
  await settle();
});

afterEach(() => {
  engine.stop();
  store.close();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the door engine online', () => {
  it('asks the server with the device token and shows its verdict', async () => {
    server.state.verdictFor = () => serverVerdict('used', { firstUse: { at: '2027-05-01T07:45:00.000Z', door: 'Garden gate', by: '5' } });
    const verdict = await engine.scan('T1', 'in');
    expect(verdict.outcome).toBe('used');
    expect(verdict.firstUse?.door).toBe('Garden gate');
    expect(server.state.uploads.at(-1)).toEqual([expect.objectContaining({ code: 'T1', direction: 'in', offline: false })]);
    expect(server.state.authorizations.every((header) => header === 'Bearer device-token')).toBe(true);
    expect(engine.snapshot()).toMatchObject({ mode: 'online', waiting: 0 });
  });

  it('keeps the download current every 30 s by cursor, so a ticket sold a minute ago scans offline too', async () => {
    expect(server.state.downloadQueries).toEqual([null]);
    server.state.downloads.push(download([['T9', 0, 0, 0, null]], { full: false, cursor: 'c2' }));
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
    await settle();
    expect(server.state.downloadQueries).toEqual([null, 'c1']);
    server.state.health = 'down';
    expect((await engine.scan('T9', 'in')).outcome).toBe('admitted');
    expect((await engine.scan('T1', 'in')).outcome).toBe('admitted');
  });
});

describe('the door engine when the server does not answer', () => {
  it('waits at most 3 s for a scan, then decides on the phone and queues the scan with its nonce', async () => {
    server.state.health = 'hang';
    const pending = engine.scan('T1', 'in');
    await vi.advanceTimersByTimeAsync(2999);
    expect(engine.snapshot().mode).toBe('online');
    await vi.advanceTimersByTimeAsync(1);
    const verdict = await pending;
    expect(verdict).toMatchObject({ outcome: 'admitted', what: 'Adult', eventName: 'Night at the museum' });
    expect(engine.snapshot()).toMatchObject({ mode: 'offline', waiting: 1 });
    expect(await store.queued()).toEqual([{ scan: expect.objectContaining({ code: 'T1', offline: true, admitted: true, nonce: expect.any(String) }), verdict }]);
  });

  it.each([
    ['no network', 'down'],
    ['a server failure', 'failing'],
  ] as const)('switches to deciding alone on %s', async (_name, health) => {
    server.state.health = health;
    expect((await engine.scan('T1', 'in')).outcome).toBe('admitted');
    expect(engine.snapshot().mode).toBe('offline');
  });

  it('turns the same ticket away offline once the phone admitted it, and says when', async () => {
    server.state.health = 'down';
    await engine.scan('T1', 'in');
    now = new Date(DURING.getTime() + 60_000);
    const second = await engine.scan('T1', 'in');
    expect(second).toMatchObject({ outcome: 'used', firstUse: { at: DURING.toISOString(), door: 'Main entrance' } });
    expect(await store.queued()).toHaveLength(2);
    expect((await store.queued()).find((item) => item.verdict.outcome === 'used')?.scan.admitted).toBe(false);
  });

  it('tells unknown, refunded and too-early codes apart offline with the shared rule', async () => {
    server.state.health = 'down';
    expect((await engine.scan('NOPE', 'in')).outcome).toBe('unknown');
    now = new Date('2027-05-01T07:00:00.000Z');
    expect(await engine.scan('T2', 'in')).toMatchObject({ outcome: 'wrong-time', window: { early: true } });
  });

  it('probes every 10 s, switches back by itself, uploads the queue and reports a ticket admitted twice', async () => {
    server.state.health = 'down';
    await engine.scan('T1', 'in');
    await engine.scan('T2', 'in');
    await vi.advanceTimersByTimeAsync(PROBE_MS - 1);
    expect(engine.snapshot().mode).toBe('offline');
    server.state.health = 'up';
    server.state.verdictFor = (scan) =>
      scan.code === 'T2' ? serverVerdict('conflict', { firstUse: { at: '2027-05-01T08:05:00.000Z', door: 'Garden gate', by: '5' } }) : serverVerdict('admitted');
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(engine.snapshot()).toMatchObject({ mode: 'online', waiting: 0 });
    expect(server.state.uploads.at(-1)?.map((scan) => [scan.code, scan.offline])).toEqual([
      ['T1', true],
      ['T2', true],
    ]);
    expect(engine.snapshot().conflicts).toEqual([
      expect.objectContaining({ code: 'T2', what: 'Adult', first: { at: '2027-05-01T08:05:00.000Z', door: 'Garden gate' }, second: { at: DURING.toISOString(), door: 'Main entrance' } }),
    ]);
    expect(await store.queued()).toEqual([]);
  });

  it('keeps the queue while the probe finds the server still away', async () => {
    server.state.health = 'down';
    await engine.scan('T1', 'in');
    await vi.advanceTimersByTimeAsync(PROBE_MS * 3);
    await settle();
    expect(engine.snapshot()).toMatchObject({ mode: 'offline', waiting: 1 });
  });
});

describe('a revoked phone', () => {
  it('wipes its token, download and queue and says so, so the pairing screen shows', async () => {
    server.state.health = 'down';
    await engine.scan('T1', 'in');
    server.state.health = 'revoked';
    await vi.advanceTimersByTimeAsync(PROBE_MS);
    await settle();
    expect(engine.snapshot().revoked).toBe(true);
    expect(await store.get('pairing')).toBeUndefined();
    expect(await store.tickets()).toEqual([]);
    expect(await store.queued()).toEqual([]);
  });
});
