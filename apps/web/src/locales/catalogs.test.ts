import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@foyer/contract/constants';
import { NAMESPACES, REGION_OVERLAYS } from '../lib/i18n/catalogs';

const dir = import.meta.dirname;
const flatten = (value: unknown, prefix = ''): Record<string, unknown> =>
  typeof value === 'object' && value !== null
    ? Object.assign({}, ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)))
    : { [prefix]: value };
const read = (lang: string, file: string) => flatten(JSON.parse(readFileSync(join(dir, lang, file), 'utf8')));
const files = readdirSync(join(dir, 'en')).filter((f) => f.endsWith('.json'));

describe('message catalogs', () => {
  it('exist for every shop language', () => {
    const regionOverlays = Object.keys(REGION_OVERLAYS);
    expect(readdirSync(dir).filter((d) => !d.includes('.') && !regionOverlays.includes(d)).sort()).toEqual([...LANGUAGES].sort());
  });

  it('are each a registered namespace, and each namespace has its catalog', () => {
    expect(files.map((file) => file.replace(/\.json$/, '')).sort()).toEqual([...NAMESPACES].sort());
  });

  describe.each(LANGUAGES.filter((l) => l !== 'en'))('%s', (lang) => {
    it.each(files)('%s has every English key, nothing extra, and no empty text', (file) => {
      const en = read('en', file);
      const other = read(lang, file);
      expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
      for (const [key, value] of Object.entries(other)) {
        expect(typeof value === 'string' && value.trim() !== '', `${lang}/${file} ${key}`).toBe(true);
      }
    });
  });
});
