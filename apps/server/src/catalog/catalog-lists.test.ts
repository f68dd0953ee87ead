import { describe, expect, it } from 'vitest';
import { compareList, keepUnmentioned, sameValue } from './catalog-lists.js';
import type { CatalogList } from './catalog-part.js';

const byId: CatalogList<unknown> = { removal: 'unlist' };
const codes: CatalogList<{ code: string }> = { removal: 'keep', key: (entry) => entry.code, firstOnly: ['used'] };
const rules: CatalogList<unknown> = { removal: 'delete', whole: true };

describe('sameValue', () => {
  it.each([
    ['keys in another order', { a: 1, b: { de: 'x', en: 'y' } }, { b: { en: 'y', de: 'x' }, a: 1 }, true],
    ['a field left undefined', { a: 1, b: undefined }, { a: 1 }, true],
    ['entries ordered by sequence_no, listed otherwise', [{ id: 2, sequence_no: 2 }, { id: 1, sequence_no: 1 }], [{ id: 1, sequence_no: 1 }, { id: 2, sequence_no: 2 }], true],
    ['entries without sequence_no in another order', [{ id: 2 }, { id: 1 }], [{ id: 1 }, { id: 2 }], false],
    ['a list one longer', [1, 2], [1, 2, 3], false],
    ['null and an empty object', null, {}, false],
    ['8.1 and 8.1', 8.1, 8.1, true],
  ])('%s: %s', (_name, a, b, same) => expect(sameValue(a, b)).toBe(same));
});

describe('compareList', () => {
  it('names added, changed (with the fields that differ), unchanged and unmentioned entries by id', () => {
    const current = [
      { id: 1, name: 'A', price: 10 },
      { id: 2, name: 'B', price: 20 },
      { id: 3, name: 'C', price: 30 },
    ];
    const file = [
      { id: 2, name: 'B', price: 25 },
      { id: 1, price: 10, name: 'A' },
      { id: 4, name: 'D', price: 40 },
    ];
    expect(compareList('products', byId, current, file)).toEqual({
      list: 'products',
      single: false,
      added: ['4'],
      changed: [{ key: '2', fields: ['price'] }],
      unchanged: 1,
      unmentioned: ['3'],
      removal: 'unlist',
    });
  });

  it('compares by the list’s own key and leaves out what a file sets only on a new entry', () => {
    const result = compareList('voucher_codes', codes, [{ code: 'A', used: 300, amount: 5 }], [{ code: 'A', used: 0, amount: 5 }]);
    expect(result).toMatchObject({ changed: [], unchanged: 1 });
  });

  it('numbers a name given twice, so neither entry hides the other', () => {
    expect(compareList('shipping', { removal: 'delete', key: () => 'CH' }, [], [{ a: 1 }, { a: 2 }]).added).toEqual(['CH', 'CH (2)']);
  });

  it('treats one value (shop, donation) and a list compared whole (suggestions) as a single entry, an empty or null one as not mentioned', () => {
    expect(compareList('shop', byId, { site: 'A', id: 1 }, { site: 'B', id: 1 })).toMatchObject({ single: true, changed: [{ key: 'shop', fields: ['site'] }] });
    expect(compareList('donation', byId, { id: 1 }, null)).toMatchObject({ single: true, unmentioned: ['donation'], added: [] });
    expect(compareList('donation', byId, null, null)).toMatchObject({ added: [], changed: [], unchanged: 0, unmentioned: [] });
    expect(compareList('suggestions', rules, [{ when: 'any' }], [{ when: 'ticket' }, { when: 'any' }])).toMatchObject({ single: true, changed: [{ key: 'suggestions', fields: [] }] });
    expect(compareList('suggestions', rules, [{ when: 'any' }], [])).toMatchObject({ single: true, unmentioned: ['suggestions'] });
  });
});

describe('keepUnmentioned', () => {
  it('keeps the shop’s entries in their places, takes the file’s version of those it mentions, and adds its new ones after', () => {
    const current = [{ id: 1, v: 'a' }, { id: 2, v: 'b' }, { id: 3, v: 'c' }];
    expect(keepUnmentioned('products', byId, current, [{ id: 4, v: 'd' }, { id: 2, v: 'B' }])).toEqual([{ id: 1, v: 'a' }, { id: 2, v: 'B' }, { id: 3, v: 'c' }, { id: 4, v: 'd' }]);
  });

  it('keeps one value or a whole list the file leaves empty, and takes the file’s otherwise', () => {
    expect(keepUnmentioned('donation', byId, { id: 1 }, null)).toEqual({ id: 1 });
    expect(keepUnmentioned('donation', byId, { id: 1 }, { id: 2 })).toEqual({ id: 2 });
    expect(keepUnmentioned('suggestions', rules, [{ when: 'any' }], [])).toEqual([{ when: 'any' }]);
    expect(keepUnmentioned('suggestions', rules, [{ when: 'any' }], [{ when: 'ticket' }])).toEqual([{ when: 'ticket' }]);
  });
});
