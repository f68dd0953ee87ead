import { vi } from 'vitest';
import { configureApi } from '../lib/api/api-client';

export interface Answer {
  status: number;
  body: unknown;
}

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * A stand-in for the network under the real API client: answers calls by path (after /api/{lang}/)
 * with contract-shaped bodies (an answer may wait, to hold one call back), and records them. Catalog requests still go to the test catalogs.
 */
export const apiStandIn = (answers: Record<string, Answer | ((call: Call) => Answer | Promise<Answer>)>, token: () => string | null = () => null) => {
  const calls: Call[] = [];
  const navigate = vi.fn();
  const catalogs = globalThis.fetch;
  configureApi({
    lang: () => 'en',
    token,
    pathname: () => '/en/checkout',
    navigate,
    serverError: vi.fn(),
    reload: vi.fn(),
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://shop.test');
      if (!url.pathname.startsWith('/api/')) return catalogs(input, init);
      const path = url.pathname.split('/').slice(3).join('/');
      const call = { method: init?.method ?? 'GET', path, query: url.searchParams, body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const answer = answers[path];
      const { status, body } = typeof answer === 'function' ? await answer(call) : (answer ?? { status: 404, body: { code: 'NOT_FOUND', message: 'no' } });
      return new Response(JSON.stringify(body), { status });
    },
  });
  return { calls, navigate };
};

export const dataLayer = (): unknown[] => {
  const host = window as unknown as { dataLayer?: unknown[] };
  host.dataLayer ??= [];
  return host.dataLayer;
};
