import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodePicture, pixelOf, solidPicture } from '../../test-support/test-pictures.js';
import { SvgRaster } from './svg-raster.js';

const BOX = { maxWidth: 1920, maxHeight: 240, minSide: 16 };
const svg = (width: string, height: string, inner = '<rect width="100%" height="100%" fill="#c81e1e"/>') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${inner}</svg>`;
const raster = new SvgRaster();
const drawn = async (source: string) => {
  const verdict = await raster.draw(source, BOX);
  if (!('png' in verdict)) throw new Error(`refused as ${verdict.refused}`);
  return verdict.png;
};

const dir = mkdtempSync(join(tmpdir(), 'foyer-svg-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('an SVG drawn to a PNG in a process of its own', () => {
  it('is drawn at the box’s height, keeping its proportions', async () => {
    const png = await drawn(svg('200', '100'));
    expect(await decodePicture(png)).toMatchObject({ loader: 'pngload_buffer', width: 480, height: 240, centre: [200, 30, 30, 255] });
  });

  it('a wide one no wider than the box: lower instead', async () => {
    expect(await decodePicture(await drawn(svg('4000', '400')))).toMatchObject({ width: 1920, height: 192 });
  });

  it('huge declared dimensions come out at the box’s size, not at theirs', async () => {
    expect(await decodePicture(await drawn(svg('100000000', '100000000')))).toMatchObject({ width: 240, height: 240 });
  });

  it('refuses one thinner than a visible line, which resvg in the server’s own process would abort it on', async () => {
    expect(await raster.draw(svg('100000000', '1'), BOX)).toEqual({ refused: 'unreadable' });
    expect(await raster.draw(svg('10', '0'), BOX)).toEqual({ refused: 'unreadable' });
  });

  it('refuses what is no SVG', async () => {
    expect(await raster.draw('no picture at all', BOX)).toEqual({ refused: 'unreadable' });
  });

  it('ends a drawing that takes longer than its time, and draws the next', async () => {
    const hasty = new SvgRaster(1);
    expect(await hasty.draw(svg('200', '100'), BOX)).toEqual({ refused: 'too-complex' });
    expect(await decodePicture(await drawn(svg('200', '100')))).toMatchObject({ width: 480 });
  });

  it('would draw a picture the SVG names on the server’s disk: why the file is rewritten first (self-contained-svg.ts)', async () => {
    const secret = join(dir, 'secret.png');
    writeFileSync(secret, Buffer.from((await solidPicture(10, 10, [20, 160, 40])).pngsaveBuffer()));
    const png = await drawn(svg('100', '100', `<image href="${secret}" width="100" height="100"/>`));
    expect((await pixelOf(png, 120, 120)).slice(0, 3)).toEqual([20, 160, 40]);
  });
});
