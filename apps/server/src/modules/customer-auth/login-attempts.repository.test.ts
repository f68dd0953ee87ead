import { describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '../../test-support/migrated-database.js';
import { claimLoginAttempt, LOCK_MINUTES, MAX_FAILED_LOGINS } from './login-attempts.repository.js';

const t = useMigratedDatabase();

const start = new Date('2027-03-05T10:00:00.000Z');
const at = (minutes: number): Date => new Date(start.getTime() + minutes * 60_000);
let addresses = 0;
const freshAddress = (): string => `claims${(addresses += 1)}@example.org`;

const claims = async (key: string, count: number, now: Date) => {
  const results = [];
  for (let i = 0; i < count; i += 1) results.push(await claimLoginAttempt(t.db, 177, key, now));
  return results;
};
const row = (key: string) => t.db.selectFrom('login_attempts').select(['attempts', 'window_ends_at']).where('email_key', '=', key).executeTakeFirstOrThrow();

describe('claimLoginAttempt', () => {
  it('grants five claims in a window; the fifth starts the 15-minute lock that refuses the rest', async () => {
    const key = freshAddress();
    expect(await claims(key, 4, at(0))).toEqual(Array.from({ length: 4 }, () => ({ claimed: true })));
    expect(await claims(key, 1, at(3))).toEqual([{ claimed: true }]);
    expect(await claims(key, 3, at(5))).toEqual(Array.from({ length: 3 }, () => ({ claimed: false, lockedUntil: at(3 + LOCK_MINUTES).toISOString() })));
    expect(await row(key)).toEqual({ attempts: MAX_FAILED_LOGINS + 1, window_ends_at: at(3 + LOCK_MINUTES).toISOString() });
  });

  it('starts a new window when the old one has ended, whether it was a count or a lock', async () => {
    const counted = freshAddress();
    await claims(counted, 4, at(0));
    expect(await claims(counted, 5, at(LOCK_MINUTES))).toEqual(Array.from({ length: 5 }, () => ({ claimed: true })));
    expect((await claims(counted, 1, at(LOCK_MINUTES)))[0]).toMatchObject({ claimed: false });

    const locked = freshAddress();
    await claims(locked, 6, at(0));
    expect(await claims(locked, 1, at(LOCK_MINUTES))).toEqual([{ claimed: true }]);
    expect(await row(locked)).toEqual({ attempts: 1, window_ends_at: at(2 * LOCK_MINUTES).toISOString() });
  });

  it('counts every one of many simultaneous claims once, and grants exactly five', async () => {
    const key = freshAddress();
    const results = await Promise.all(Array.from({ length: 30 }, () => claimLoginAttempt(t.db, 177, key, at(0))));
    expect(results.filter((result) => result.claimed)).toHaveLength(MAX_FAILED_LOGINS);
  });

  it('keeps addresses of different shops apart', async () => {
    const key = freshAddress();
    await claims(key, 6, at(0));
    expect(await claimLoginAttempt(t.db, 178, key, at(0))).toEqual({ claimed: true });
  });
});
