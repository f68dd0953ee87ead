import { describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '../test-support/migrated-database.js';
import { countRequest } from './rate-limit-store.js';

const t = useMigratedDatabase();

const start = new Date('2027-03-05T10:00:00.000Z');
const at = (ms: number): Date => new Date(start.getTime() + ms);

describe('countRequest', () => {
  it('counts each of many simultaneous requests once', async () => {
    const hits = await Promise.all(Array.from({ length: 30 }, () => countRequest(t.db, 'POST /api/:lang/auth/login 10.0.0.1', 60_000, at(0))));
    expect(hits.map((hit) => hit.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('answers the time left in the window, and starts a new window once it has ended', async () => {
    const key = 'POST /api/:lang/auth/guest 10.0.0.2';
    expect(await countRequest(t.db, key, 60_000, at(0))).toEqual({ current: 1, ttl: 60_000 });
    expect(await countRequest(t.db, key, 60_000, at(45_000))).toEqual({ current: 2, ttl: 15_000 });
    expect(await countRequest(t.db, key, 60_000, at(60_000))).toEqual({ current: 1, ttl: 60_000 });
  });
});
