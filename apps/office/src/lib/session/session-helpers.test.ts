import { describe, expect, it } from 'vitest';
import { idleClock, TOUCH_EVERY_MS } from './idle-timer';
import { returnPath, signInPath } from './return-path';

describe('returnPath', () => {
  it.each([
    ['', '/'],
    ['?next=%2Fstaff%2F12', '/staff/12'],
    ['?next=%2Faudit%3Faction%3Dstaff.update', '/audit?action=staff.update'],
    ['?next=%2F%2Fevil.example', '/'],
    ['?next=%2F%5Cevil.example', '/'],
    ['?next=https%3A%2F%2Fevil.example', '/'],
  ])('%s returns to %s', (search, path) => {
    expect(returnPath(search)).toBe(path);
  });

  it('round-trips with signInPath', () => {
    expect(signInPath('/')).toBe('/sign-in');
    const path = signInPath('/audit?staff=m1&action=x');
    expect(returnPath(path.slice(path.indexOf('?')))).toBe('/audit?staff=m1&action=x');
  });
});

describe('idleClock', () => {
  it('expires the timeout after the last answer, and only then', () => {
    const clock = idleClock(600, 0);
    expect(clock.expiresAt()).toBe(600_000);
    clock.answered(100_000);
    expect(clock.expiresAt()).toBe(700_000);
  });

  it('asks for a refresh on activity at most once a minute, and never once the session is over', () => {
    const clock = idleClock(600, 0);
    expect(clock.active(TOUCH_EVERY_MS - 1)).toBe(false);
    expect(clock.active(TOUCH_EVERY_MS)).toBe(true);
    clock.answered(TOUCH_EVERY_MS);
    expect(clock.active(TOUCH_EVERY_MS + 1000)).toBe(false);
    expect(clock.active(TOUCH_EVERY_MS + 600_000)).toBe(false);
  });
});
