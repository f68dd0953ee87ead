import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveFromRoot } from '../config.js';
import { loadLogo } from './museum-identity.js';
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
