import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveFromRoot } from '../../config.js';
import { imageSize, staticImageSize } from './image-size.js';

const svg = (root: string) => Buffer.from(`<?xml version="1.0"?><!-- a logo --><svg xmlns="http://www.w3.org/2000/svg" ${root}><rect width="1" height="1"/></svg>`);

/** The smallest JPEG header that names a size: SOI, an APP0 segment, then a baseline frame of 300 × 120. */
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x78, 0x01, 0x2c, 0x03, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
const gif = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.from([0x40, 0x01, 0xa0, 0x00])]);

describe('the intrinsic size of a logo, read from its own header', () => {
  it.each([
    ['an SVG with width and height', svg('width="240" height="60" viewBox="0 0 48 12"'), '.svg', { width: 240, height: 60 }],
    ['an SVG sized in px', svg("width='200px' height='50px'"), '.svg', { width: 200, height: 50 }],
    ['an SVG with a viewBox only', svg('viewBox="0 0 320.4 80"'), '.svg', { width: 320, height: 80 }],
    ['an SVG sized in percent, so by its viewBox', svg('width="100%" height="100%" viewBox="0,0,90,30"'), '.svg', { width: 90, height: 30 }],
    ['an SVG that gives no size', svg(''), '.svg', null],
    ['the demo PNG', readFileSync(resolveFromRoot('demo/images/logo.png')), '.PNG', { width: 128, height: 128 }],
    ['a JPEG', jpeg, '.jpeg', { width: 300, height: 120 }],
    ['a GIF', gif, '.gif', { width: 320, height: 160 }],
    ['a PNG that is not one', Buffer.from('not a png at all, really not'), '.png', null],
    ['a kind it does not read', Buffer.from('RIFF....WEBP'), '.webp', null],
  ])('%s', (_name, data, type, expected) => {
    expect(imageSize(data, type)).toEqual(expected);
  });

  it('reads a file of the static folder, and nothing outside it or missing', async () => {
    const dir = resolveFromRoot('demo/images');
    expect(await staticImageSize(dir, 'logo.svg')).toEqual({ width: 64, height: 64 });
    expect(await staticImageSize(dir, '../catalog.json')).toBeNull();
    expect(await staticImageSize(dir, 'missing.svg')).toBeNull();
  });
});
