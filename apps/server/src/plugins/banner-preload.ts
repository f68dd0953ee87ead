import { DESKTOP_IMAGE_WIDTHS, MOBILE_IMAGE_WIDTHS, type Banner, type ShopInfo } from '@foyer/contract';
import { link } from './html-tags.js';
import { staticPath } from './static-path.js';

/**
 * The home screen's first banner is its largest paint. The SPA picks the file from a srcset only once
 * its code and data are in; a preload with the same srcset, sizes and media lets the browser fetch it
 * with the HTML. These rules mirror apps/web/src/features/home/banner-images.ts and banner-picture.tsx
 * exactly: a preload that differs from what the page requests downloads a second file.
 */
const PLACEHOLDER = '{width}';
const MOBILE_MEDIA = '(max-width: 767px)';
const DESKTOP_MEDIA = '(min-width: 768px)';
const SIZES = '100vw';

const srcSet = (address: string, widths: readonly number[]): string =>
  address.includes(PLACEHOLDER) ? widths.map((w) => `${address.split(PLACEHOLDER).join(String(w))} ${w}w`).join(', ') : address;

/** The banner the carousel shows first: the first one with an image in the first group that has one. */
export const firstBanner = (info: Pick<ShopInfo, 'banners'>): Banner | undefined =>
  info.banners.map((group) => group.filter((banner) => banner.image.trim() !== '')).find((group) => group.length > 0)?.[0];

export interface ImagePreload {
  imagesrcset: string;
  /** Absent when one picture serves every width. */
  media?: string;
}

/** Mobile crop below 768 px, desktop file above; the desktop file everywhere when there is no mobile one. */
export const bannerImagePreloads = (banner: Banner): ImagePreload[] => {
  const desktop = staticPath(banner.image);
  const mobile = staticPath(banner.image_mobile);
  if (!mobile) return [{ imagesrcset: srcSet(desktop, DESKTOP_IMAGE_WIDTHS) }];
  return [
    { imagesrcset: srcSet(mobile, MOBILE_IMAGE_WIDTHS), media: MOBILE_MEDIA },
    { imagesrcset: srcSet(desktop, DESKTOP_IMAGE_WIDTHS), media: DESKTOP_MEDIA },
  ];
};

export const bannerPreloadLinks = (info: Pick<ShopInfo, 'banners'>): string[] => {
  const banner = firstBanner(info);
  if (!banner) return [];
  return bannerImagePreloads(banner).map(({ imagesrcset, media }) =>
    link({ rel: 'preload', as: 'image', imagesrcset, imagesizes: SIZES, ...(media ? { media } : {}), fetchpriority: 'high' }),
  );
};
