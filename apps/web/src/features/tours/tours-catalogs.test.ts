import { describe, expect, it } from 'vitest';

/** The eight languages' folders (two letters), not the region overlays such as de-DE, which hold only what differs. */
const catalogs = import.meta.glob<Record<string, unknown>>('../../locales/??/tours.json', { eager: true, import: 'default' });

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`)) : [prefix.slice(0, -1)];

/** The translator falls back to "one"/"other" forms only; a form missing in one language would show a key. */
const base = (key: string) => key.replace(/_(zero|one|other)$/, '');

describe('tour texts', () => {
  it('exist in all eight languages with the same keys', () => {
    const english = new Set(keys(catalogs['../../locales/en/tours.json']).map(base));
    expect(Object.keys(catalogs)).toHaveLength(8);
    for (const [path, catalog] of Object.entries(catalogs)) expect([path, new Set(keys(catalog).map(base))]).toEqual([path, english]);
  });
});
