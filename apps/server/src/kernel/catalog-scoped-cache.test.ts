import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bumpCatalogGeneration } from './catalog-generation.js';
import { CatalogScopedCache } from './catalog-scoped-cache.js';

/** A computation that counts its runs and answers which run it was. */
const counter = () => {
  let runs = 0;
  return { compute: async () => ++runs, runs: () => runs };
};

describe('CatalogScopedCache', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers from the kept value until its time is up', async () => {
    const cache = new CatalogScopedCache<number>({});
    const second = { ttlMs: 1000 };
    const { compute, runs } = counter();
    expect(await cache.get('k', compute, second)).toBe(1);
    vi.setSystemTime(new Date('2026-11-26T10:00:00.999Z'));
    expect(await cache.get('k', compute, second)).toBe(1);
    vi.setSystemTime(new Date('2026-11-26T10:00:01Z'));
    expect(await cache.get('k', compute, second)).toBe(2);
    expect(runs()).toBe(2);
  });

  it('lets callers asking at once share one computation', async () => {
    const cache = new CatalogScopedCache<number>({});
    const { compute, runs } = counter();
    expect(await Promise.all([cache.get('k', compute), cache.get('k', compute), cache.get('k', compute)])).toEqual([1, 1, 1]);
    expect(runs()).toBe(1);
  });

  it.each([
    { change: 'its version moves on', kept: false },
    { change: 'nothing', kept: true },
  ])('computes again at once when $change', async ({ change, kept }) => {
    let version = 7;
    const cache = new CatalogScopedCache<number>({});
    const versioned = { ttlMs: 1000, version: () => version };
    const { compute } = counter();
    await cache.get('k', compute, versioned);
    if (change !== 'nothing') version += 1;
    expect(await cache.get('k', compute, versioned)).toBe(kept ? 1 : 2);
  });

  it('computes again at once when this process loads a catalog into the same database', async () => {
    const db = {};
    const cache = new CatalogScopedCache<number>(db);
    const { compute } = counter();
    await cache.get('k', compute);
    bumpCatalogGeneration({});
    expect(await cache.get('k', compute)).toBe(1);
    bumpCatalogGeneration(db);
    expect(await cache.get('k', compute)).toBe(2);
  });

  it('peeks at a computed value while get would answer it, never at one still computing or past its time', async () => {
    const db = {};
    const cache = new CatalogScopedCache<number>(db);
    const second = { ttlMs: 1000 };
    let finish: (value: number) => void = () => undefined;
    const pending = cache.get('k', () => new Promise<number>((resolve) => (finish = resolve)), second);
    expect(cache.peek('k')).toBeUndefined();
    finish(3);
    await pending;
    expect(cache.peek('k')).toBe(3);
    expect(cache.peek('other')).toBeUndefined();
    vi.setSystemTime(new Date('2026-11-26T10:00:01Z'));
    expect(cache.peek('k')).toBeUndefined();
    await cache.get('k', async () => 4, second);
    expect(cache.peek('k')).toBe(4);
    bumpCatalogGeneration(db);
    expect(cache.peek('k')).toBeUndefined();
  });

  it('does not keep a failure', async () => {
    const cache = new CatalogScopedCache<number>({});
    await expect(cache.get('k', () => Promise.reject(new Error('unknown id')))).rejects.toThrow('unknown id');
    expect(await cache.get('k', async () => 5)).toBe(5);
  });

  it('keeps entries of different lifetimes side by side, each for its own time', async () => {
    const cache = new CatalogScopedCache<string>({});
    await cache.get('second', async () => 'a second', { ttlMs: 1000 });
    await cache.get('catalog', async () => 'five seconds');
    vi.setSystemTime(new Date('2026-11-26T10:00:01Z'));
    expect(cache.peek('second')).toBeUndefined();
    expect(cache.peek('catalog')).toBe('five seconds');
    vi.setSystemTime(new Date('2026-11-26T10:00:05Z'));
    expect(cache.peek('catalog')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the longest unrefreshed first', async () => {
    const cache = new CatalogScopedCache<string>({}, 2);
    const computed: string[] = [];
    const get = (key: string) =>
      cache.get(key, async () => {
        computed.push(key);
        return key;
      });
    await get('a');
    await get('b');
    await get('c');
    await get('b');
    await get('a');
    expect(computed).toEqual(['a', 'b', 'c', 'a']);
  });
});
