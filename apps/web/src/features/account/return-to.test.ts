import { describe, expect, it } from 'vitest';
import { afterLoginPath, keepReturnTo, safeReturnTo } from './return-to';

const origin = 'https://shop.museum.example';

describe('returnTo (SPEC §2 login and register links)', () => {
  it.each([
    ['/en/tickets/7?day=2026-11-22#slots', '/en/tickets/7?day=2026-11-22#slots'],
    ['/en/checkout', '/en/checkout'],
    [`${origin}/en/vouchers`, null],
    ['https://evil.example/en/tickets', null],
    ['//evil.example/en/tickets', null],
    ['/\\evil.example/en', null],
    ['javascript:alert(1)', null],
    ['/de/tickets', null],
    ['/en', null],
    ['/en/../admin', null],
    ['/en/login?returnTo=/en/checkout', null],
    ['/en/register/success', null],
    ['', null],
    [null, null],
  ])('follows %j only to a page of this shop in the current language: %j', (raw, expected) => {
    expect(safeReturnTo(raw, 'en', origin)).toBe(expected);
  });

  it('after login: returnTo, else the post-login redirect, else home', () => {
    expect(afterLoginPath('/en/passes', '/en/checkout', 'en')).toBe('/en/passes');
    expect(afterLoginPath('https://evil.example/', '/en/checkout', 'en')).toBe('/en/checkout');
    expect(afterLoginPath(null, null, 'en')).toBe('/en');
  });

  it('links between sign-in screens keep the way back', () => {
    expect(keepReturnTo('/en/register', '/en/passes?x=1')).toBe('/en/register?returnTo=%2Fen%2Fpasses%3Fx%3D1');
    expect(keepReturnTo('/en/register', null)).toBe('/en/register');
  });
});
