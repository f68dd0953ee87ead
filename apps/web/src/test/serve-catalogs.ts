import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the Vite plugin defines as the catalog folder during tests (vitest.config.ts). */
export const TEST_CATALOG_BASE = '/assets/locales/test/';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

const sourceOf = (relative: string): string => {
  const [lang = '', file] = relative.split('/');
  return file === 'errors.json'
    ? join(SRC, '../../../packages/contract/src/error-messages', `${lang}.json`)
    : join(SRC, 'locales', relative);
};

/**
 * jsdom has no server for the built catalog files, so catalog requests are answered from the sources,
 * exactly as build/message-catalogs-plugin.ts emits them; every other request goes to the real fetch.
 */
export const serveCatalogsFromSource = (): void => {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    if (!url.startsWith(TEST_CATALOG_BASE)) return realFetch(input, init);
    try {
      const body = await readFile(sourceOf(url.slice(TEST_CATALOG_BASE.length)), 'utf8');
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    } catch {
      return new Response('{}', { status: 404 });
    }
  };
};
