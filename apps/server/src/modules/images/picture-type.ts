import type { UPLOADABLE_IMAGE_TYPES } from '@foyer/contract';

export type PictureType = (typeof UPLOADABLE_IMAGE_TYPES)[number];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

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
