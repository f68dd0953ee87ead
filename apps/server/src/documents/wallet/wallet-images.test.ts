import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { walletLogo, walletPng } from './wallet-images.js';

const dir = mkdtempSync(join(tmpdir(), 'foyer-wallet-images-'));
const staticDir = join(dir, 'static');
mkdirSync(staticDir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Uploads are read through the square PNGs; these tests name catalog files only. */
const files = { staticDir, pngs: { of: async () => undefined } };

const sizeOf = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe('wallet images', () => {
  it('draws a square of the brand colour as the icon when the museum has no logo (Wallet refuses a pass without one)', () => {
    const png = walletPng(null, 58, 58, '#1d3557');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(sizeOf(png)).toEqual([58, 58]);
  });

  it('fits a catalog logo, SVG or PNG, into the exact sizes Apple asks for', async () => {
    writeFileSync(join(staticDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="20" fill="#e63946"/></svg>');
    const svg = await walletLogo(files, 'logo.svg');
    expect(svg?.mime).toBe('image/svg+xml');
    const wide = walletPng(svg, 320, 100, '#000000');
    expect(sizeOf(wide)).toEqual([320, 100]);
    writeFileSync(join(staticDir, 'logo.png'), wide);
    const png = await walletLogo(files, 'logo.png');
    expect(png?.mime).toBe('image/png');
    expect(sizeOf(walletPng(png, 87, 87, '#000000'))).toEqual([87, 87]);
  });

  it('reads no file outside the static folder, and none the folder lacks', async () => {
    writeFileSync(join(dir, 'secret.png'), walletPng(null, 10, 10, '#000000'));
    expect(await walletLogo(files, '../secret.png')).toBeNull();
    expect(await walletLogo(files, 'missing.svg')).toBeNull();
    expect(await walletLogo(files, 'logo.gif')).toBeNull();
  });
});
