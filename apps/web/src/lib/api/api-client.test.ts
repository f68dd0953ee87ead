import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { apiGet, apiPost, configureApi, sessionCall, type ApiEnvironment } from './api-client';
import { randomId, sessionId } from './ids';
import { useWaitingStore } from './waiting-store';

/** A stand-in for the network only: these tests check the client's own reactions to statuses. */
const respond = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

const setup = (fetch: ApiEnvironment['fetch'], pathname = '/en/tickets', token: string | null = null) => {
  const env = {
    lang: () => 'en',
    token: () => token,
    pathname: () => pathname,
    navigate: vi.fn(),
    serverError: vi.fn(),
    reload: vi.fn(),
    fetch,
  };
  configureApi(env);
  return env;
};

describe('api client', () => {
  beforeEach(() => useWaitingStore.setState({ pending: 0 }));

  it('returns data, sends GET data as query and ids as headers', async () => {
    const fetch = respond(200, { data: { ok: true } });
    setup(fetch, '/en', 'secret');
    await expect(apiGet('shopinfo', { shop: 177 })).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const parsed = new URL(url, 'http://x');
    expect(parsed.pathname).toBe('/api/en/shopinfo');
    expect(parsed.searchParams.get('shop')).toBe('177');
    expect(parsed.searchParams.get('callId')).toMatch(/^[A-Za-z0-9]{12}$/);
    const headers = init.headers as Record<string, string>;
    expect(headers['X-Session-Id']).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(headers['X-Request-Id']).toBe(parsed.searchParams.get('callId'));
  });

  it('a public read goes out without the session token, in the address or a header', async () => {
    const fetch = respond(200, { data: {} });
    setup(fetch, '/en/tickets/1', 'secret');
    await apiGet('ticket/calendar/event/1/range/20270301;20270331', { deep: 1 });
    await apiPost('checkout/suggest', { cart: { ver: 1, items: [] } });
    for (const [url, init] of fetch.mock.calls as unknown as [string, RequestInit][]) {
      expect(new URL(url, 'http://x').searchParams.has('_')).toBe(false);
      expect(url).not.toContain('secret');
      expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
    }
  });

  it('a call for the session carries the token as SPEC’s `_` and as a Bearer header', async () => {
    const fetch = respond(200, { data: {} });
    setup(fetch, '/en/settings', 'secret');
    await apiGet('customer', undefined, sessionCall);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url, 'http://x').searchParams.get('_')).toBe('secret');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer secret');
  });

  it('a call for the session without a token sends none', async () => {
    const fetch = respond(200, { data: {} });
    setup(fetch, '/en/checkout', null);
    await apiPost('shipping/costs', { cart: [] }, undefined, sessionCall);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url, 'http://x').searchParams.has('_')).toBe(false);
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('sends other methods as a JSON body', async () => {
    const fetch = respond(200, { data: null });
    setup(fetch);
    await apiPost('auth/login', { _u: 'a' });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"_u":"a"}');
  });

  it.each([401, 403])('%i goes to login with fromUnauthorized=true', async (status) => {
    const env = setup(respond(status, { code: 'UNAUTHORIZED', message: 'no' }));
    await expect(apiGet('customer')).rejects.toBeInstanceOf(ApiError);
    expect(env.navigate).toHaveBeenCalledWith('/en/login?fromUnauthorized=true');
  });

  it('does not navigate again when already on the login screen', async () => {
    const env = setup(respond(401, { code: 'UNAUTHORIZED', message: 'no' }), '/en/login');
    await expect(apiGet('customer')).rejects.toMatchObject({ status: 401 });
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it.each([401, 403])('a call that owns its %i answers it without going to login', async (status) => {
    const env = setup(respond(status, { code: 'LOGIN_FAILED', message: 'no' }));
    await expect(apiPost('auth/login', {}, undefined, { ownsUnauthorized: true })).rejects.toMatchObject({ status, code: 'LOGIN_FAILED' });
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it('500 shows the server-error message, 503 reloads', async () => {
    const env = setup(respond(500, { code: 'INTERNAL_ERROR', message: 'boom' }));
    await expect(apiGet('x')).rejects.toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
    expect(env.serverError).toHaveBeenCalledOnce();
    const env2 = setup(respond(503, {}));
    await expect(apiGet('x')).rejects.toMatchObject({ status: 503 });
    expect(env2.reload).toHaveBeenCalledOnce();
  });

  it('422 maps fields to lists, wrapping single strings', async () => {
    setup(respond(422, { code: 'VALIDATION_FAILED', message: 'fix', errors: { email: 'bad', zip: ['short', 'digits'] } }));
    const error = await apiGet('x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, fieldErrors: { email: ['bad'], zip: ['short', 'digits'] } });
  });

  it('raises the waiting flag during a call and lowers it afterwards, also on failure', async () => {
    let release: (r: Response) => void = () => undefined;
    setup(vi.fn(() => new Promise<Response>((r) => (release = r))));
    const call = apiGet('x');
    expect(useWaitingStore.getState().pending).toBe(1);
    release(new Response('{}', { status: 404 }));
    await expect(call).rejects.toMatchObject({ status: 404 });
    expect(useWaitingStore.getState().pending).toBe(0);
  });
});

describe('ids', () => {
  it('are 12 alphanumeric characters and differ per call', () => {
    const ids = Array.from({ length: 200 }, randomId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(new Set(ids).size).toBe(200);
  });

  it('keeps one session id per browser session', () => {
    expect(sessionId()).toBe(sessionId());
  });
});
