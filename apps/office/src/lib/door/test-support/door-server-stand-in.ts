import type { DoorConfig, DoorDownload, DoorScan, DoorVerdict } from '../door-types';

/** A day's download at the stand-in museum: one slot from 10:00 to 11:00 (door open 09:30 to 11:00) and its tickets. */
export const SLOT = { id: 7, event: 0, startsAt: '2027-05-01T08:00:00.000Z', endsAt: '2027-05-01T09:00:00.000Z', opensAt: '2027-05-01T07:30:00.000Z', closesAt: '2027-05-01T09:00:00.000Z' };
/** A moment inside the slot's door window. */
export const DURING = new Date('2027-05-01T08:10:00.000Z');

export const download = (tickets: DoorDownload['tickets'], changes: Partial<DoorDownload> = {}): DoorDownload => ({
  cursor: 'c1',
  day: '2027-05-01',
  full: true,
  events: [{ id: 'e1', name: 'Night at the museum' }],
  slots: [SLOT],
  names: ['Adult', 'Annual pass'],
  tickets,
  passes: [],
  gone: [],
  ...changes,
});

export const CONFIG: DoorConfig = { device: { id: 2, name: 'Main entrance' }, pin: null, museum: { name: 'Museum', timeZone: 'Europe/Zurich' } };

export const serverVerdict = (outcome: DoorVerdict['outcome'], changes: Partial<DoorVerdict> = {}): DoorVerdict => ({
  outcome,
  kind: 'ticket',
  what: 'Adult',
  eventName: 'Night at the museum',
  slot: { startsAt: SLOT.startsAt, endsAt: SLOT.endsAt },
  pass: null,
  firstUse: null,
  window: null,
  voidReason: null,
  ...changes,
});

type Health = 'up' | 'down' | 'hang' | 'failing' | 'revoked';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The door server's device calls as a fetch, for the engine's tests: answers as the server does while
 * up, and fails the ways a real line fails (no network, no answer, a 5xx, a revoked token).
 */
export const doorServerStandIn = () => {
  const state = {
    health: 'up' as Health,
    downloads: [download([['T1', 0, 0, 0, null], ['T2', 0, 0, 0, null]])] as DoorDownload[],
    /** The server's verdict for a scan, by default admitted. */
    verdictFor: (_scan: DoorScan): DoorVerdict => serverVerdict('admitted'),
    uploads: [] as DoorScan[][],
    downloadQueries: [] as (string | null)[],
    authorizations: [] as (string | null)[],
  };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'https://museum.example');
    state.authorizations.push(new Headers(init?.headers).get('authorization'));
    if (state.health === 'down') throw new TypeError('Failed to fetch');
    if (state.health === 'hang') {
      return new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    }
    if (state.health === 'failing') return json(503, { code: 'INTERNAL_ERROR' });
    if (state.health === 'revoked') return json(401, { code: 'DOOR_DEVICE_REVOKED' });
    if (url.pathname.endsWith('/download')) {
      state.downloadQueries.push(url.searchParams.get('since'));
      return json(200, { data: state.downloads.shift() ?? download([], { full: false, cursor: 'c9' }) });
    }
    if (url.pathname.endsWith('/scans')) {
      const { scans } = JSON.parse(String(init?.body)) as { scans: DoorScan[] };
      state.uploads.push(scans);
      return json(200, { data: { answers: scans.map((scan) => ({ nonce: scan.nonce, verdict: state.verdictFor(scan) })) } });
    }
    if (url.pathname.endsWith('/pair')) return json(200, { data: { token: 'device-token', device: CONFIG.device } });
    if (url.pathname.endsWith('/config')) return json(200, { data: CONFIG });
    return json(404, { code: 'NOT_FOUND' });
  };
  return { state, fetch };
};
