import { pictureSources, type ShopConfig } from '@foyer/contract';
import { picturePreload } from './picture-preload.js';
import { staticPath } from './static-path.js';

/**
 * The checkout paints text first, and the header's logo is the one picture in that paint. Asked for by
 * the SPA's first render, it comes in only after the code (Lighthouse, basket: about 0.1 s of LCP);
 * preloaded, it comes with the HTML. The sources are the header's img's (staticPath; an uploaded
 * logo's widths and sizes); none without a header or a logo.
 */
export const logoPreloadLinks = (config: Pick<ShopConfig, 'show_header' | 'theme'>): string[] => {
  const path = staticPath(config.theme.logo ?? '');
  return config.show_header && path !== '' ? [picturePreload(pictureSources(path, 'logo'))] : [];
};
