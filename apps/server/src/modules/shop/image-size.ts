import { readFile } from 'node:fs/promises';
import { extname, relative, resolve } from 'node:path';

/** An image's intrinsic width and height in CSS pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

const size = (width: number, height: number): ImageSize | null =>
  Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0 ? { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) } : null;

/** A length of the root element in pixels: "64", "64px"; other units (%, em, mm) say nothing about pixels. */
const pixels = (value: string | undefined): number => (value !== undefined && /^\s*[\d.]+\s*(?:px)?\s*$/.test(value) ? Number.parseFloat(value) : Number.NaN);

/** An SVG's width and height attributes, or else its viewBox. */
const svgSize = (svg: string): ImageSize | null => {
  const root = /<svg\b([^>]*)>/i.exec(svg)?.[1] ?? '';
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(root)?.slice(1).find((value) => value !== undefined);
  const direct = size(pixels(attribute('width')), pixels(attribute('height')));
  if (direct !== null) return direct;
  const [, , width = Number.NaN, height = Number.NaN] = (attribute('viewBox') ?? '').trim().split(/[\s,]+/).map(Number);
  return size(width, height);
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A JPEG's size from its start-of-frame segment (any of SOF0–SOF15 but the DHT, JPG and DAC markers). */
const jpegSize = (data: Buffer): ImageSize | null => {
  let offset = 2;
  while (offset + 9 < data.length && data[offset] === 0xff) {
    const marker = data[offset + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return size(data.readUInt16BE(offset + 7), data.readUInt16BE(offset + 5));
    offset += 2 + data.readUInt16BE(offset + 2);
  }
  return null;
};

/**
 * The intrinsic size of an SVG, PNG, JPEG or GIF, read from the file's own header; null for anything
 * else or a file that does not say. `type` is the file's extension (".svg").
 */
export const imageSize = (data: Buffer, type: string): ImageSize | null => {
  switch (type.toLowerCase()) {
    case '.svg':
      return svgSize(data.toString('utf8'));
    case '.png':
      return data.length >= 24 && data.subarray(0, 8).equals(PNG_SIGNATURE) ? size(data.readUInt32BE(16), data.readUInt32BE(20)) : null;
    case '.jpg':
    case '.jpeg':
      return data[0] === 0xff && data[1] === 0xd8 ? jpegSize(data) : null;
    case '.gif':
      return data.length >= 10 && data.toString('latin1', 0, 4) === 'GIF8' ? size(data.readUInt16LE(6), data.readUInt16LE(8)) : null;
    default:
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
      (data) => imageSize(data, extname(file)),
      () => null,
    );
    sizes.set(file, known);
  }
  return known;
};
