import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { codePoints, cutFace, FONTS_CSS, FONTS_DIR, fontFaces, fontsCss, WEIGHTS } from './font-faces';

const SRC_DIR = join(import.meta.dirname, '../src');
const LOCALES_DIR = join(SRC_DIR, 'locales');

const filesUnder = (dir: string, suffix: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => join(entry.parentPath, entry.name));

describe('font faces', () => {
  test.each([
    { range: 'U+0041', points: [0x41] },
    { range: 'U+0000-0002,U+20AC', points: [0, 1, 2, 0x20ac] },
    { range: 'U+00fe-00FF', points: [0xfe, 0xff] },
  ])('reads the unicode range $range', ({ range, points }) => {
    expect(codePoints(range)).toEqual(points);
  });

  test.each(['U+00FF-0041', 'latin', 'U+XYZ'])('refuses %s as a unicode range', (range) => {
    expect(() => codePoints(range)).toThrow();
  });

  test('the committed stylesheet and cut faces are what the script makes from the installed fonts (npm run fonts -w apps/web)', async () => {
    const faces = fontFaces();
    expect(readFileSync(FONTS_CSS, 'utf8')).toBe(fontsCss(faces));
    const cut = faces.filter((face) => face.cutFile !== null);
    expect(cut.map((face) => `${face.family} ${face.subset}`)).toEqual(['Inter Variable latin', 'Fraunces Variable latin']);
    for (const face of cut) {
      const committed = readFileSync(join(FONTS_DIR, face.cutFile ?? ''));
      expect(committed.equals(await cutFace(face)), face.cutFile ?? '').toBe(true);
      expect(committed.byteLength).toBeLessThan(readFileSync(face.source).byteLength);
    }
  });

  test('the preloaded faces hold every character of every message catalog', () => {
    const latin = new Set(codePoints(fontFaces().find((face) => face.subset === 'latin')?.unicodeRange ?? ''));
    const outside = new Set<string>();
    for (const file of filesUnder(LOCALES_DIR, '.json')) {
      for (const character of readFileSync(file, 'utf8')) {
        if (!latin.has(character.codePointAt(0) ?? 0)) outside.add(`${character} in ${file.slice(LOCALES_DIR.length + 1)}`);
      }
    }
    expect([...outside]).toEqual([]);
  });

  test('the styles ask for no weight the faces were cut away from', () => {
    const weights = filesUnder(SRC_DIR, '.css').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/font-weight:\s*([^;}]+)/g)].flatMap((match) => (match[1] ?? '').trim().split(/\s+/).map((value) => `${value} in ${file.slice(SRC_DIR.length + 1)}`)),
    );
    expect(weights.length).toBeGreaterThan(50);
    const outside = weights.filter((entry) => {
      const value = entry.split(' ')[0] ?? '';
      if (value === 'normal') return false;
      const weight = Number(value);
      return !(weight >= WEIGHTS.min && weight <= WEIGHTS.max);
    });
    expect(outside).toEqual([]);
  });
});
