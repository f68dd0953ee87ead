import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REGION_OVERLAYS } from '../lib/i18n/catalogs';

const dir = import.meta.dirname;
/** The error texts come from the contract; the build serves `<lang>.json` there as `<lang>/errors.json`. */
const errorsDir = join(dir, '../../../../packages/contract/src/error-messages');
const SWISS_ONLY = /MWST|\bTotal\b|\b[Aa]n Lager\b|schliess|Strasse|grösse|gross\b|Grüsse|ausserhalb/;
const flatten = (value: unknown, prefix = ''): Record<string, unknown> =>
  typeof value === 'object' && value !== null
    ? Object.assign({}, ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)))
    : { [prefix]: value };
const read = (folder: string, file: string) =>
  flatten(JSON.parse(readFileSync(file === 'errors.json' ? join(errorsDir, `${folder}.json`) : join(dir, folder, file), 'utf8')));
/** `{{name}}` in the UI catalogs, `{name}` in the contract's error texts. */
const placeholders = (text: unknown): string[] => [...String(text).matchAll(/\{\{?\s*(\w+)\s*\}\}?/g)].map((match) => match[1] ?? '').sort();
const catalogFiles = (folder: string): string[] => [
  ...readdirSync(join(dir, folder)).filter((file) => file.endsWith('.json')),
  ...(readdirSync(errorsDir).includes(`${folder}.json`) ? ['errors.json'] : []),
];

describe.each(Object.entries(REGION_OVERLAYS))('the region overlay %s', (overlay, namespaces) => {
  const base = overlay.split('-')[0] ?? '';
  const files = catalogFiles(overlay);

  it('is listed with exactly the namespaces it has files for, so the client fetches no missing file', () => {
    expect(files.map((file) => file.replace(/\.json$/, '')).sort()).toEqual([...namespaces].sort());
  });

  it.each(files)('%s changes only keys of the base catalog, keeps their placeholders and really changes them', (file) => {
    const baseTexts = read(base, file);
    for (const [key, text] of Object.entries(read(overlay, file))) {
      expect(Object.keys(baseTexts), `${overlay}/${file} ${key}`).toContain(key);
      expect(placeholders(text), `${overlay}/${file} ${key}`).toEqual(placeholders(baseTexts[key]));
      expect(text, `${overlay}/${file} ${key}`).not.toBe(baseTexts[key]);
    }
  });

  it.each(files)('%s is standard German: no Swiss spelling or words left', (file) => {
    for (const [key, text] of Object.entries(read(overlay, file))) {
      expect(String(text), `${overlay}/${file} ${key}`).not.toMatch(SWISS_ONLY);
    }
  });
});

describe('the Swiss base catalog', () => {
  /** Every Swiss spelling or word in the base must have its standard German in the overlay. */
  it.each(catalogFiles('de'))('%s: each Swiss-only text is replaced in de-DE', (file) => {
    const overlay = REGION_OVERLAYS['de-DE']?.includes(file.replace(/\.json$/, '') as never) ? read('de-DE', file) : {};
    for (const [key, text] of Object.entries(read('de', file))) {
      if (SWISS_ONLY.test(String(text))) expect(overlay, `de/${file} ${key}`).toHaveProperty([key]);
    }
  });
});
