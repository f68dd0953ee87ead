import type { PictureSources } from '@foyer/contract';
import { link } from './html-tags.js';

/**
 * The preload of a page's first picture: the img's own srcset and sizes for an upload, so the browser
 * fetches the very file the img will pick; the address itself for any other picture.
 */
export const picturePreload = ({ src, srcSet, sizes }: PictureSources): string =>
  srcSet === undefined || sizes === undefined
    ? link({ rel: 'preload', as: 'image', href: src, fetchpriority: 'high' })
    : link({ rel: 'preload', as: 'image', imagesrcset: srcSet, imagesizes: sizes, fetchpriority: 'high' });
