import { ApiError, toApiError } from './api-error';
import { randomId, sessionId } from './ids';
import { useWaitingStore } from './waiting-store';

type Query = Record<string, string | number | boolean | null | undefined>;

export interface CallOptions {
  /**
   * A 401/403 of this call is an answer for the caller (a wrong password, registration switched off, a
   * best-effort logout of an expired session), not a sign that the visitor must log in again (SPEC §8).
   */
  ownsUnauthorized?: boolean;
  /**
   * The call acts for the visitor's session, so it carries the token (SPEC §6 query `_` and a Bearer header).
   * Public reads never do: a token in their address would land in history and logs, and no two visitors
   * with a session could share a cached answer.
   */
  withSession?: boolean;
}

/** Options of a call that acts for the session. */
export const sessionCall: CallOptions = { withSession: true };

/** What the client needs from the app: kept as hooks so lib never imports the router or the shell. */
export interface ApiEnvironment {
  lang: () => string;
  token: () => string | null;
  pathname: () => string;
  /** 401/403 (SPEC §8). */
  navigate: (to: string) => void;
  /** 500 (SPEC §8). */
  serverError: () => void;
  /** 503 (SPEC §8). */
  reload: () => void;
  fetch: typeof fetch;
}

let env: ApiEnvironment | null = null;

export const configureApi = (environment: ApiEnvironment): void => {
  env = environment;
};

const environment = (): ApiEnvironment => {
  if (!env) throw new Error('configureApi must run before the first call');
  return env;
};

const buildUrl = (e: ApiEnvironment, path: string, query: Query, token: string | null): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  if (token) params.set('_', token);
  const qs = params.toString();
  return `/api/${e.lang()}/${path}${qs ? `?${qs}` : ''}`;
};

const react = (e: ApiEnvironment, status: number): void => {
  if (status === 401 || status === 403) {
    const login = `/${e.lang()}/login`;
    if (e.pathname() !== login) e.navigate(`${login}?fromUnauthorized=true`);
  } else if (status === 500) e.serverError();
  else if (status === 503) e.reload();
};

const readJson = async (response: Response): Promise<unknown> => {
  try {
    return await response.json();
  } catch {
    return null;
  }
};

/** SPEC §7: JSON both ways, GET data as query, others as body; every call carries session and call ids. */
export const request = async <T>(method: string, path: string, query: Query = {}, body?: unknown, options: CallOptions = {}): Promise<T> => {
  const e = environment();
  const callId = randomId();
  const token = options.withSession ? e.token() : null;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Session-Id': sessionId(),
    'X-Request-Id': callId,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  useWaitingStore.getState().start();
  try {
    const response = await e.fetch(buildUrl(e, path, { ...query, callId }, token), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await readJson(response);
    if (!response.ok) {
      if (!(options.ownsUnauthorized && (response.status === 401 || response.status === 403))) react(e, response.status);
      throw toApiError(response.status, json);
    }
    return (json as { data: T }).data;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', error instanceof Error ? error.message : String(error));
  } finally {
    useWaitingStore.getState().end();
  }
};

export const apiGet = <T>(path: string, query?: Query, options?: CallOptions): Promise<T> => request<T>('GET', path, query, undefined, options);
export const apiPost = <T>(path: string, body: unknown, query?: Query, options?: CallOptions): Promise<T> => request<T>('POST', path, query, body, options);
