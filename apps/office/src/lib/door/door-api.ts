import { ApiError } from '../api/client';
import type { DoorConfig, DoorCounts, DoorDownload, DoorPairing, DoorScan, DoorScanAnswer } from './door-types';

const BASE = '/office/api/door';

/** How long a scan waits for the server before the phone decides alone (DOOR-DESIGN.md "Offline"). */
export const ONLINE_SCAN_WAIT_MS = 3000;
/** Downloads and counts may take longer on a slow line; still bounded so a hung call never blocks the door. */
const SYNC_WAIT_MS = 15000;

/** No answer in time, no network, or the server failed (5xx): the phone decides alone until a probe answers. */
export class DoorUnreachable extends Error {
  constructor(readonly reason: 'timeout' | 'network' | 'server') {
    super(`door server ${reason}`);
  }
}

/** The server no longer knows this phone (revoked, re-paired or never paired): its data must go. */
export class DoorRefused extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

const codeOf = (body: unknown): string =>
  typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string' ? (body as { code: string }).code : 'BAD_REQUEST';

const readJson = async (response: Response): Promise<unknown> => {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
};

interface Request {
  method: 'GET' | 'POST';
  path: string;
  token: string | null;
  body?: unknown;
  waitMs: number;
  lang: string;
}

const request = async <T>({ method, path, token, body, waitMs, lang }: Request): Promise<T> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), waitMs);
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': lang };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, {
      method,
      headers,
      // The device token is the credential; a staff cookie on the same phone must not speak for it.
      credentials: 'omit',
      cache: 'no-store',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch {
    throw new DoorUnreachable(controller.signal.aborted ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
  }
  if (response.status >= 500) throw new DoorUnreachable('server');
  const answer = await readJson(response);
  if (response.status === 401) throw new DoorRefused(codeOf(answer));
  if (!response.ok) throw new ApiError(response.status, codeOf(answer), answer);
  return (answer as { data: T }).data;
};

/** The device calls of the door API, speaking for one paired phone in the language on its screen. */
export interface DoorApi {
  pair: (code: string) => Promise<DoorPairing>;
  config: (token: string) => Promise<DoorConfig>;
  download: (token: string, since: string | null) => Promise<DoorDownload>;
  scans: (token: string, scans: DoorScan[], waitMs?: number) => Promise<{ answers: DoorScanAnswer[] }>;
  counts: (token: string) => Promise<DoorCounts>;
}

export const doorApi = (lang: () => string): DoorApi => ({
  pair: (code) => request({ method: 'POST', path: '/pair', token: null, body: { code }, waitMs: SYNC_WAIT_MS, lang: lang() }),
  config: (token) => request({ method: 'GET', path: '/config', token, waitMs: SYNC_WAIT_MS, lang: lang() }),
  download: (token, since) =>
    request({ method: 'GET', path: since === null ? '/download' : `/download?since=${encodeURIComponent(since)}`, token, waitMs: SYNC_WAIT_MS, lang: lang() }),
  scans: (token, scans, waitMs = SYNC_WAIT_MS) => request({ method: 'POST', path: '/scans', token, body: { scans }, waitMs, lang: lang() }),
  counts: (token) => request({ method: 'GET', path: '/counts', token, waitMs: SYNC_WAIT_MS, lang: lang() }),
});
