import type { Banner } from '@foyer/contract';
import { DESKTOP_IMAGE_WIDTHS, MOBILE_IMAGE_WIDTHS } from '@foyer/contract/constants';
import { staticUrl } from '../../lib/static-url';
const PLACEHOLDER = '{width}';

export interface BannerImage {
  src: string;
  srcSet: string;
  mobileSrcSet: string | null;
}

const withWidth = (address: string, width: number): string => address.split(PLACEHOLDER).join(String(width));

const srcSet = (address: string, widths: readonly number[]): string =>
  address.includes(PLACEHOLDER) ? widths.map((w) => `${withWidth(address, w)} ${w}w`).join(', ') : address;

/** SPEC §3: the public base is stripped and the {width} placeholder fills the srcset. */
export const bannerImage = (banner: Pick<Banner, 'image' | 'image_mobile'>): BannerImage | null => {
  const desktop = staticUrl(banner.image);
  if (!desktop) return null;
  const mobile = staticUrl(banner.image_mobile);
  return {
    src: withWidth(desktop, 1280),
    srcSet: srcSet(desktop, DESKTOP_IMAGE_WIDTHS),
    mobileSrcSet: mobile ? srcSet(mobile, MOBILE_IMAGE_WIDTHS) : null,
  };
};

/** SPEC §3: banners without an image are dropped, and so are groups left empty. */
export const visibleBanners = (groups: readonly (readonly Banner[])[]): Banner[][] =>
  groups.map((group) => group.filter((b) => b.image.trim() !== '')).filter((group) => group.length > 0);

/** Banner links into the shop are written without a language; they open in the visitor's language. */
export const bannerHref = (link: string, lang: string): string => {
  if (/^https?:\/\//i.test(link)) return link;
  const path = link.startsWith('/') ? link : `/${link}`;
  return path === `/${lang}` || path.startsWith(`/${lang}/`) ? path : `/${lang}${path === '/' ? '' : path}`;
};
