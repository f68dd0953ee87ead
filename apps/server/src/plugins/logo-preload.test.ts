import type { ShopConfig } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { logoPreloadLinks } from './logo-preload.js';

const THEME: ShopConfig['theme'] = {
  brand_color: '#5b2a3c',
  brand_contrast_color: '#ffffff',
  accent_color: '#b5651d',
  surface_color: '#faf7f2',
  text_color: '#1f1b18',
  radius_px: 6,
  logo: null,
};

describe("logoPreloadLinks (the header's logo, at the header's address)", () => {
  it.each<[string, boolean, string | null, string[]]>([
    ['a relative logo', true, 'logo.svg', ['<link rel="preload" as="image" href="/static/logo.svg" fetchpriority="high">']],
    ['an absolute logo, made a same-origin /static path', true, 'https://shop.example.org/static/brand/logo.png', ['<link rel="preload" as="image" href="/static/brand/logo.png" fetchpriority="high">']],
    ['no logo', true, null, []],
    ['an empty logo', true, ' ', []],
    ['a shop that shows no header', false, 'logo.svg', []],
    [
      'an uploaded logo: its stored widths, for the header’s few hundred pixels',
      true,
      'uploads/AbCdEfGhIjKlMnOpQrStUv-{width}.webp',
      ['<link rel="preload" as="image" imagesrcset="/static/uploads/AbCdEfGhIjKlMnOpQrStUv-640.webp 640w, /static/uploads/AbCdEfGhIjKlMnOpQrStUv-1280.webp 1280w, /static/uploads/AbCdEfGhIjKlMnOpQrStUv-1920.webp 1920w" imagesizes="20rem" fetchpriority="high">'],
    ],
  ])('%s', (_, showHeader, logo, links) => {
    expect(logoPreloadLinks({ show_header: showHeader, theme: { ...THEME, logo } })).toEqual(links);
  });
});
