import { pictureSources, type PicturePlace, type PictureSources } from '@foyer/contract/shop-pictures';
import { staticUrl } from './static-url';

/**
 * A catalog picture's img sources in one place of the shop: an upload's widths as a srcset with the
 * place's sizes, any other picture its address; null for a blank address (no picture).
 */
export const picture = (address: string, place: PicturePlace): PictureSources | null => {
  const path = staticUrl(address);
  return path === '' ? null : pictureSources(path, place);
};
