import { describe, expect, it } from 'vitest';
import type { Banner } from '@foyer/contract';
import { bannerHref, bannerImage, visibleBanners } from './banner-images';

const banner = (image: string, image_mobile = ''): Banner => ({ image, image_mobile, title: 't', text: '', link: null, alt: 'a' });

describe('banner images', () => {
  it('strips the public base and fills the width placeholder', () => {
    expect(bannerImage(banner('https://shop.example/static/b/hall-{width}.webp', '/static/b/hall-m-{width}.webp'))).toEqual({
      src: '/static/b/hall-1280.webp',
      srcSet: '/static/b/hall-640.webp 640w, /static/b/hall-1280.webp 1280w, /static/b/hall-1920.webp 1920w',
      mobileSrcSet: '/static/b/hall-m-640.webp 640w, /static/b/hall-m-1280.webp 1280w',
    });
  });

  it('uses a fixed image as it is and skips a missing mobile image', () => {
    expect(bannerImage(banner('/static/b/one.jpg'))).toEqual({ src: '/static/b/one.jpg', srcSet: '/static/b/one.jpg', mobileSrcSet: null });
  });

  it('drops banners without image and groups left empty', () => {
    expect(visibleBanners([[banner(''), banner('/static/a.jpg')], [banner(' ')]])).toEqual([[banner('/static/a.jpg')]]);
    expect(bannerImage(banner(''))).toBeNull();
  });

  it.each([
    ['/tickets', 'de', '/de/tickets'],
    ['tickets', 'en', '/en/tickets'],
    ['/en/tickets', 'en', '/en/tickets'],
    ['/', 'fr', '/fr'],
    ['https://museum.example/', 'en', 'https://museum.example/'],
  ])('links %s in %s to %s', (link, lang, expected) => expect(bannerHref(link, lang)).toBe(expected));
});
