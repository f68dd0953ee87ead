import type { UPLOADABLE_IMAGE_TYPES, UPLOADABLE_LOGO_TYPES } from '@foyer/contract';

export type PictureType = (typeof UPLOADABLE_IMAGE_TYPES)[number];
export type LogoType = (typeof UPLOADABLE_LOGO_TYPES)[number];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const UTF8_BYTE_ORDER_MARK = [0xef, 0xbb, 0xbf];
const XML_SPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

const startsWith = (bytes: Uint8Array, expected: readonly number[], at = 0): boolean => expected.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/**
 * What the file's first bytes say it is (its name and the content type it was sent with count for
 * nothing): a JPEG starts with a start-of-image marker, a PNG with its eight-byte signature, a WebP
 * with a RIFF header of form WEBP. Undefined for anything else; the decoder checks the rest.
 */
export const pictureTypeOf = (bytes: Uint8Array): PictureType | undefined => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
};

/**
 * A logo may also be an SVG: a text whose first character, after a byte-order mark and white space, is
 * `<`. Whether it is one, reading it tells (self-contained-svg.ts).
 */
export const logoTypeOf = (bytes: Uint8Array): LogoType | undefined => {
  const picture = pictureTypeOf(bytes);
  if (picture !== undefined) return picture;
  let at = startsWith(bytes, UTF8_BYTE_ORDER_MARK) ? UTF8_BYTE_ORDER_MARK.length : 0;
  while (at < bytes.length && XML_SPACE.has(bytes[at] ?? 0)) at += 1;
  return bytes[at] === 0x3c ? 'image/svg+xml' : undefined;
};
