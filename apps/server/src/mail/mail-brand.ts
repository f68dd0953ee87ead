import { publicAsset } from '../kernel/localize.js';
import type { ShopSettings } from '../kernel/shop-context.js';
import { squarePngSrc, uploadedImageIdOf } from '../modules/images/public.js';
import type { MailBrand } from './mail-layout.js';

/**
 * Mail programs do not show SVG, and not all of them WebP: a mail shows an uploaded logo's square PNG
 * (made on the first request for it), and the PNG of the same name beside a catalog's SVG logo
 * (docs/catalog-format.md).
 */
const mailLogo = (logo: string): string => {
  const uploaded = uploadedImageIdOf(logo);
  return uploaded === undefined ? logo.replace(/\.svg$/i, '.png') : squarePngSrc(uploaded);
};

/** The museum's face in its mails, from the shop's theme and address; every URL on PUBLIC_URL. */
export const mailBrand = (settings: ShopSettings, publicUrl: string): MailBrand => {
  const { theme, meta } = settings;
  const asset = theme.logo === null ? null : publicAsset(mailLogo(theme.logo));
  return {
    museum: meta.museum_name,
    logoUrl: asset === null ? null : /^(https?:)?\/\//.test(asset) ? asset : `${publicUrl.replace(/\/+$/, '')}${asset}`,
    brandColor: theme.brand_color,
    brandContrastColor: theme.brand_contrast_color,
    accentColor: theme.accent_color,
    surfaceColor: theme.surface_color,
    textColor: theme.text_color,
    contact: [[meta.street, `${meta.zip} ${meta.city}`.trim()].filter((part) => part !== '').join(', '), [meta.email, meta.phone].filter((part) => part !== '').join(' · ')].filter(
      (line) => line !== '',
    ),
  };
};
