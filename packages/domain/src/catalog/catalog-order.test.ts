import { describe, expect, it } from 'vitest';
import { inCatalogOrder } from './catalog-order.js';

const entry = (sequence_no: number, name: string) => ({ sequence_no, name });

describe('inCatalogOrder (sequence number, then name in the page language)', () => {
  it.each([
    { case: 'sequence numbers first', lang: 'en', entries: [entry(2, 'A'), entry(1, 'B')], expected: ['B', 'A'] },
    { case: 'names break ties', lang: 'en', entries: [entry(1, 'Poster'), entry(1, 'Bookmark')], expected: ['Bookmark', 'Poster'] },
    { case: 'case does not come first', lang: 'en', entries: [entry(1, 'b'), entry(1, 'A'), entry(1, 'a')], expected: ['a', 'A', 'b'] },
    { case: 'German puts ä with a', lang: 'de', entries: [entry(1, 'Zeit'), entry(1, 'Ärmel'), entry(1, 'Bild')], expected: ['Ärmel', 'Bild', 'Zeit'] },
    { case: 'Swedish puts ä after z', lang: 'sv', entries: [entry(1, 'Ärmel'), entry(1, 'Zeit'), entry(1, 'Bild')], expected: ['Bild', 'Zeit', 'Ärmel'] },
    { case: 'negative numbers before positive', lang: 'fr', entries: [entry(0, 'Z'), entry(-1, 'Y'), entry(3, 'X')], expected: ['Y', 'Z', 'X'] },
  ])('$case ($lang)', ({ lang, entries, expected }) => expect(inCatalogOrder(entries, lang).map((e) => e.name)).toEqual(expected));

  it('leaves the given list as it was and keeps the entries whole', () => {
    const entries = [{ ...entry(2, 'B'), id: 7 }, { ...entry(1, 'A'), id: 8 }];
    expect(inCatalogOrder(entries, 'en')).toEqual([entries[1], entries[0]]);
    expect(entries.map((e) => e.id)).toEqual([7, 8]);
  });
});
