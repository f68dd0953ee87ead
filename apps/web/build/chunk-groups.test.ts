import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_KIT, COMMERCE_UI, VENDOR_CHUNKS } from './chunk-groups';

const ROOT = join(import.meta.dirname, '..', '..', '..');

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));

/** Module paths as the build sees them, from the repository's root: the web's sources and the packages' sources. */
const MODULES = [join(ROOT, 'apps/web/src'), ...readdirSync(join(ROOT, 'packages')).map((name) => join(ROOT, 'packages', name, 'src'))]
  .filter((dir) => existsSync(dir))
  .flatMap(files)
  .map((path) => `/${relative(ROOT, path)}`);

const names = (needle: string): boolean => (needle.startsWith('/node_modules/') ? existsSync(join(ROOT, needle)) : MODULES.some((path) => path.includes(needle)));

describe('the chunks grouped by hand', () => {
  const groups: [string, readonly string[]][] = [
    ['commerce-ui', COMMERCE_UI],
    ['checkout-kit', CHECKOUT_KIT],
    ...Object.entries(VENDOR_CHUNKS).map(([chunk, needles]): [string, readonly string[]] => [chunk, needles.map((needle) => `/node_modules${needle}`)]),
  ];

  it.each(groups)('%s names only modules that exist', (_, needles) => {
    expect(needles.filter((needle) => !names(needle))).toEqual([]);
  });

  it('notices a needle that names nothing', () => {
    expect(names('/src/features/tickets/no-such-module')).toBe(false);
    expect(names('/src/lib/formats')).toBe(true);
  });
});
