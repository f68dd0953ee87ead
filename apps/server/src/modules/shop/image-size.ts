import { readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { imageSize as readImageSize } from 'image-size';

/** An image's intrinsic width and height in CSS pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

const size = (width: number | undefined, height: number | undefined): ImageSize | null =>
  width !== undefined && height !== undefined && Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0
    ? { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) }
    : null;

/**
 * The intrinsic size of an image (SVG, PNG, JPEG, GIF, WebP and the other kinds image-size reads) from
 * the file's own header; null for a file that is none of them or does not say (an SVG sized in percent).
 */
export const imageSize = (data: Uint8Array): ImageSize | null => {
  try {
    const read = readImageSize(data);
    return size(read.width, read.height);
  } catch {
    return null;
  }
};

const sizes = new Map<string, Promise<ImageSize | null>>();

/**
 * The size of an image in the static folder, read once per process; null when the file is missing, not
 * an image it can read, or outside that folder. `image` is its name as the catalog gives it.
 */
export const staticImageSize = (staticDir: string, image: string): Promise<ImageSize | null> => {
  const file = resolve(staticDir, image);
  const inside = relative(resolve(staticDir), file);
  if (inside.startsWith('..') || inside === '') return Promise.resolve(null);
  let known = sizes.get(file);
  if (known === undefined) {
    known = readFile(file).then(
      (data) => imageSize(data),
      () => null,
    );
    sizes.set(file, known);
  }
  return known;
};
