import type { Banner } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { bannerImagePreloads, bannerPreloadLinks, firstBanner } from './banner-preload.js';

const banner = (image: string, image_mobile = ''): Banner => ({ image, image_mobile, title: '', text: '', alt: '', link: '' });

describe('firstBanner', () => {
  it('skips banners without an image and groups left empty', () => {
    const shown = banner('/static/b/hall-{width}.webp');
    expect(firstBanner({ banners: [[banner(' ')], [banner(''), shown, banner('/static/b/two.webp')]] })).toBe(shown);
  });

  it('is undefined without any image', () => {
    expect(firstBanner({ banners: [[banner('')], []] })).toBeUndefined();
  });
});

describe('bannerImagePreloads (same addresses as the SPA srcset)', () => {
  it('fills the width placeholder for the mobile and desktop variants', () => {
    expect(bannerImagePreloads(banner('/static/b/hall-{width}.webp', '/static/b/hall-m-{width}.webp'))).toEqual([
      { imagesrcset: '/static/b/hall-m-640.webp 640w, /static/b/hall-m-1280.webp 1280w', media: '(max-width: 767px)' },
      { imagesrcset: '/static/b/hall-640.webp 640w, /static/b/hall-1280.webp 1280w, /static/b/hall-1920.webp 1920w', media: '(min-width: 768px)' },
    ]);
  });

  it('makes absolute addresses same-origin /static paths', () => {
    expect(bannerImagePreloads(banner('https://shop.example.org/static/b/one.jpg', 'b/one-m.jpg'))).toEqual([
      { imagesrcset: '/static/b/one-m.jpg', media: '(max-width: 767px)' },
      { imagesrcset: '/static/b/one.jpg', media: '(min-width: 768px)' },
    ]);
  });

  it('uses one preload for every width when there is no mobile image', () => {
    expect(bannerImagePreloads(banner('/static/b/one.jpg'))).toEqual([{ imagesrcset: '/static/b/one.jpg' }]);
  });
});

describe('bannerPreloadLinks', () => {
  it('escapes attribute values', () => {
    expect(bannerPreloadLinks({ banners: [[banner('/static/b/a"b&c.jpg')]] })).toEqual([
      '<link rel="preload" as="image" imagesrcset="/static/b/a&quot;b&amp;c.jpg" imagesizes="100vw" fetchpriority="high">',
    ]);
  });

  it('is empty without a banner', () => {
    expect(bannerPreloadLinks({ banners: [] })).toEqual([]);
  });
});
