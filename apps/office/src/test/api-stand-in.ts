import { vi } from 'vitest';

/** `after`: the answer waits for it, so a test can look at the screen while the call is under way. */
type Answer = { status?: number; body?: unknown; after?: Promise<unknown> };
type Handler = Answer | ((request: { body: unknown; headers: Record<string, string>; url: URL }) => Answer);

export interface Recorded {
  method: string;
  path: string;
  search: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * The office API as the screens see it through fetch: answers by "METHOD /path" (below /office/api),
 * every call recorded. A call nobody set up answers 500, so a test notices it.
 */
export const standInApi = (handlers: Record<string, Handler>) => {
  const calls: Recorded[] = [];
  const fetchStandIn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    // The shop's public API (the museum's name in the header) is not the office's: not found here.
    if (!url.pathname.startsWith('/office/api/')) return new Response(JSON.stringify({ code: 'NOT_FOUND' }), { status: 404 });
    const path = url.pathname.replace(/^\/office\/api/, '');
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>).map(([name, value]) => [name.toLowerCase(), value]));
    // JSON as the value it stands for; a file as the Blob itself.
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? undefined);
    calls.push({ method, path, search: url.search, body, headers });
    const handler = handlers[`${method} ${path}`];
    const answer = typeof handler === 'function' ? handler({ body, headers, url }) : handler;
    if (answer === undefined) return new Response(JSON.stringify({ code: 'INTERNAL_ERROR', message: 'not set up' }), { status: 500 });
    await answer.after;
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status });
  });
  vi.stubGlobal('fetch', fetchStandIn);
  return { calls, fetch: fetchStandIn };
};

export const ok = (data: unknown): Answer => ({ body: { data } });
export const failure = (status: number, code: string, extra: Record<string, unknown> = {}): Answer => ({ status, body: { code, message: `server text of ${code}`, ...extra } });
