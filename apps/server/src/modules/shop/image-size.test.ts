import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveFromRoot } from '../../config.js';
import { imageSize, staticImageSize } from './image-size.js';

const svg = (root: string) => Buffer.from(`<?xml version="1.0"?><!-- a logo --><svg xmlns="http://www.w3.org/2000/svg" ${root}><rect width="1" height="1"/></svg>`);

const gif = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.from([0x40, 0x01, 0xa0, 0x00])]);

describe('the intrinsic size of a logo, read from its own header', () => {
  it.each([
    ['an SVG with width and height', svg('width="240" height="60" viewBox="0 0 48 12"'), { width: 240, height: 60 }],
    ['an SVG sized in px', svg("width='200px' height='50px'"), { width: 200, height: 50 }],
    ['an SVG with a viewBox only', svg('viewBox="0 0 320.4 80"'), { width: 320, height: 80 }],
    ['an SVG sized in percent, which says nothing of pixels', svg('width="100%" height="100%" viewBox="0,0,90,30"'), null],
    ['an SVG that gives no size', svg(''), null],
    ['the demo PNG', readFileSync(resolveFromRoot('demo/images/logo.png')), { width: 128, height: 128 }],
    ['the demo banner in WebP', readFileSync(resolveFromRoot('demo/images/banners/atrium-1280.webp')), { width: 1280, height: 512 }],
    ['a GIF', gif, { width: 320, height: 160 }],
    ['a PNG that is not one', Buffer.from('not a png at all, really not'), null],
    ['text that is no image', Buffer.from('Monet and the light of the Seine'), null],
  ])('%s', (_name, data, expected) => {
    expect(imageSize(data)).toEqual(expected);
  });

  it('reads a file of the static folder, and nothing outside it or missing', async () => {
    const dir = resolveFromRoot('demo/images');
    expect(await staticImageSize(dir, 'logo.svg')).toEqual({ width: 64, height: 64 });
    expect(await staticImageSize(dir, '../catalog.json')).toBeNull();
    expect(await staticImageSize(dir, 'missing.svg')).toBeNull();
  });
});
