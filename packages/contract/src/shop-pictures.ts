import { UPLOADED_IMAGE_WIDTHS } from './constants.js';

/*
 * How the shop shows a picture: the web app's img and the server's preload of a page's first picture
 * both take it from here, so the preload asks for exactly the file the img picks (a preload that
 * differs downloads a second file). No zod here: the web's first view imports it.
 */

/** The width of an uploaded picture's plain `src`, for browsers without srcset: the one its `{width}` address answers too. */
export const UPLOADED_FALLBACK_WIDTH = 1280;

/**
 * How wide each place of the shop draws a picture (apps/web's CSS: the container of at most 76rem
 * less its gutters, and the lists' columns), so the browser picks a file before it lays the page out.
 * A little wider rather than narrower: a file a bit too large looks right, one too small does not.
 */
export const PICTURE_SIZES = {
  /** The picture across the top of an event's or a tour's page. */
  hero: '100vw',
  /** Cards of goods, gift vouchers, passes and suggestions: two columns from 545 px, three from 993 px. */
  offerCard: '(min-width: 1216px) 23rem, (min-width: 993px) 31vw, (min-width: 545px) 47vw, 100vw',
  /** Cards of events and tours: two columns from 769 px, three from 1201 px. */
  visitCard: '(min-width: 1216px) 23rem, (min-width: 1201px) 31vw, (min-width: 769px) 47vw, 100vw',
  /** The picture of a product's, gift voucher's or pass's page: beside its facts from 769 px. */
  detail: '(min-width: 1216px) 36rem, (min-width: 769px) 47vw, 100vw',
  /** A product's other pictures, a basket line's. */
  thumbnail: '10rem',
  /** The header's logo, 40 px high: 320 px leaves room for a wide one. */
  logo: '20rem',
} as const;
export type PicturePlace = keyof typeof PICTURE_SIZES;

/** An img's (or an image preload's) sources: `srcSet` and `sizes` only for a picture stored in several widths. */
export interface PictureSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

const WIDTH = '{width}';
const UPLOADS = '/static/uploads/';

/**
 * An uploaded picture (`/static/uploads/<id>-{width}.webp`, stored in every width of
 * UPLOADED_IMAGE_WIDTHS) as a srcset the browser picks from by the place's sizes: a phone loads a
 * narrow file, a wide screen a wide one. Any other picture (the catalog's own files) stays its
 * address. `path` is the same-origin /static path (the web's staticUrl, the server's staticPath).
 */
export const pictureSources = (path: string, place: PicturePlace): PictureSources => {
  if (!path.startsWith(UPLOADS) || !path.includes(WIDTH)) return { src: path };
  const at = (width: number): string => path.replace(WIDTH, String(width));
  return { src: at(UPLOADED_FALLBACK_WIDTH), srcSet: UPLOADED_IMAGE_WIDTHS.map((width) => `${at(width)} ${width}w`).join(', '), sizes: PICTURE_SIZES[place] };
};
