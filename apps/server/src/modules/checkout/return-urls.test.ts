import { describe, expect, it } from 'vitest';
import { checkReturnUrls, returnAddress } from './return-urls.js';

const SHOP = 'https://shop.museum.example';

describe('returnAddress: only the shop’s own checkout pages, on PUBLIC_URL', () => {
  it.each([
    ['/en/checkout/success', `${SHOP}/en/checkout/success`],
    ['/de/checkout/accepted', `${SHOP}/de/checkout/accepted`],
    ['/fr/checkout/failed', `${SHOP}/fr/checkout/failed`],
    ['/da/checkout', `${SHOP}/da/checkout`],
    ['/it/order-review/Ab3_x-9', `${SHOP}/it/order-review/Ab3_x-9`],
    [`${SHOP}/sv/checkout/success`, `${SHOP}/sv/checkout/success`],
  ])('accepts %s', (value, expected) => {
    expect(returnAddress(value, SHOP)).toBe(expected);
  });

  it.each([
    ['a backslash turning into another host', '/\\evil.example/x'],
    ['a protocol-relative address', '//evil.example/en/checkout/success'],
    ['another host', 'https://evil.example/en/checkout/success'],
    ['our host name inside another host', 'https://shop.museum.example.evil.example/en/checkout/success'],
    ['credentials before another host', 'https://shop.museum.example@evil.example/en/checkout/success'],
    ['another scheme on our host', 'http://shop.museum.example/en/checkout/success'],
    ['javascript', 'javascript:alert(1)'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['an encoded path', '/en/checkout/%73uccess'],
    ['dot segments', '/en/checkout/../../evil'],
    ['a tab', '/en/checkout/success\t'],
    ['a query', '/en/checkout/success?next=https://evil.example'],
    ['a fragment', `${SHOP}/en/checkout/success#x`],
    ['a page that is no return page', '/en/tickets'],
    ['a language the shop does not know', '/xx/checkout/success'],
    ['an empty address', ''],
  ])('refuses %s', (_why, value) => {
    expect(returnAddress(value, SHOP)).toBeUndefined();
  });
});

describe('checkReturnUrls', () => {
  it('names each refused field with a translated message', () => {
    expect(() => checkReturnUrls({ continue: '/\\evil.example/x', cancel: '/en/checkout/failed' }, SHOP, 'de')).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED', details: { errors: { 'url.continue': ['Dieser Wert ist ungültig.'] } } }),
    );
  });
});
