import { readFile } from 'node:fs/promises';
import { extname, relative, resolve } from 'node:path';
import { Resvg } from '@resvg/resvg-js';

/** Wide enough to print sharply at the size the voucher page shows it. */
const ARTWORK_WIDTH_PX = 900;

const artworks = new Map<string, Promise<Buffer | null>>();

const readArtwork = async (file: string): Promise<Buffer | null> => {
  try {
    const data = await readFile(file);
    const type = extname(file).toLowerCase();
    // pdfkit places PNG and JPEG; an SVG (gradients, shadows and all) is drawn to a PNG first.
    if (type === '.svg') return new Resvg(data, { fitTo: { mode: 'width', value: ARTWORK_WIDTH_PX }, font: { loadSystemFonts: true } }).render().asPng();
    return ['.png', '.jpg', '.jpeg'].includes(type) ? data : null;
  } catch {
    // Artwork the catalog names but the folder lacks leaves the voucher without a picture.
    return null;
  }
};

/**
 * A gift voucher's artwork from the static folder as a PNG or JPEG the PDF can place, read once per
 * process; never a file outside that folder, and null for what cannot be drawn.
 */
export const loadVoucherArtwork = (staticDir: string, src: string | null): Promise<Buffer | null> => {
  if (src === null) return Promise.resolve(null);
  const file = resolve(staticDir, src);
  const inside = relative(resolve(staticDir), file);
  if (inside.startsWith('..') || inside === '') return Promise.resolve(null);
  let loaded = artworks.get(file);
  if (loaded === undefined) {
    loaded = readArtwork(file);
    artworks.set(file, loaded);
  }
  return loaded;
};
