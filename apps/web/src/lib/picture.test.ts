import { PICTURE_SIZES } from '@foyer/contract/shop-pictures';
import { describe, expect, it } from 'vitest';
import { picture } from './picture';

const UPLOAD = 'uploads/AbCdEfGhIjKlMnOpQrStUv-{width}.webp';
const widths = (path: string) => `${path}-640.webp 640w, ${path}-1280.webp 1280w, ${path}-1920.webp 1920w`;

describe('picture: what an img asks for', () => {
  it.each([
    ['an uploaded picture: every stored width, the place’s sizes, the 1280 file as its plain src', UPLOAD, 'detail', { src: '/static/uploads/AbCdEfGhIjKlMnOpQrStUv-1280.webp', srcSet: widths('/static/uploads/AbCdEfGhIjKlMnOpQrStUv'), sizes: PICTURE_SIZES.detail }],
    ['an uploaded picture named with the server’s public address', `https://shop.museum.example/static/${UPLOAD}`, 'hero', { src: '/static/uploads/AbCdEfGhIjKlMnOpQrStUv-1280.webp', srcSet: widths('/static/uploads/AbCdEfGhIjKlMnOpQrStUv'), sizes: '100vw' }],
    ['a picture of the catalog’s own files, as before', 'products/mug.svg', 'offerCard', { src: '/static/products/mug.svg' }],
    ['a catalog file with a width placeholder outside the uploads, as before', 'events/hall-{width}.webp', 'hero', { src: '/static/events/hall-{width}.webp' }],
    ['an uploaded picture of one width only', 'uploads/AbCdEfGhIjKlMnOpQrStUv-640.webp', 'thumbnail', { src: '/static/uploads/AbCdEfGhIjKlMnOpQrStUv-640.webp' }],
  ] as const)('%s', (_name, address, place, sources) => {
    expect(picture(address, place)).toEqual(sources);
  });

  it('is no picture for a blank address', () => {
    expect(picture('  ', 'offerCard')).toBeNull();
  });
});
