import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveFromRoot } from '../config.js';
import { documentLogo, loadLogo } from './museum-identity.js';
import { qrCode } from './pdf-parts.js';

describe('the logo on documents', () => {
  it('takes an SVG as shapes and a PNG as an image, from the static folder only', async () => {
    expect((await loadLogo(resolveFromRoot('demo/images'), 'logo.svg'))?.kind).toBe('svg');
    const dir = mkdtempSync(join(tmpdir(), 'foyer-logo-'));
    const png = await qrCode('logo');
    writeFileSync(join(dir, 'logo.png'), png);
    expect(await loadLogo(dir, 'logo.png')).toEqual({ kind: 'image', data: png });
    expect(await loadLogo(resolveFromRoot('demo/images'), '../catalog.json')).toBeNull();
    expect(await loadLogo(dir, 'missing.svg')).toBeNull();
    expect(await loadLogo(dir, null)).toBeNull();
  });
});

describe('the logo the settings name', () => {
  const id = 'AbCdEfGhIjKlMnOpQrStUv';
  const png = Buffer.from('a square PNG');
  const files = { staticDir: resolveFromRoot('demo/images'), pngs: { of: async (asked: string) => (asked === id ? { side: 256, etag: 'e', bytes: png } : undefined) } };

  it('an uploaded one is placed as its square PNG, at any width its path names', async () => {
    expect(await documentLogo(files, `uploads/${id}-{width}.webp`)).toEqual({ kind: 'image', data: png });
    expect(await documentLogo(files, `uploads/${id}-640.webp`)).toEqual({ kind: 'image', data: png });
  });

  it('an upload no longer stored leaves the name alone; the catalog’s own file comes from the static folder', async () => {
    expect(await documentLogo(files, 'uploads/ZzZzZzZzZzZzZzZzZzZzZz-{width}.webp')).toBeNull();
    expect((await documentLogo(files, 'logo.svg'))?.kind).toBe('svg');
    expect(await documentLogo(files, null)).toBeNull();
  });
});
