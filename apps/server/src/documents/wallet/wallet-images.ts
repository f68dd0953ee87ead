import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, relative, resolve } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { uploadedImageIdOf } from '../../modules/images/public.js';
import type { DocumentFiles } from '../museum-identity.js';

/** The theme's logo as a picture an SVG can embed: the catalog's own file (SVG, PNG or JPEG) or an upload's square PNG. */
export interface WalletLogo {
  mime: 'image/svg+xml' | 'image/png' | 'image/jpeg';
  data: Buffer;
}

const MIME: Record<string, WalletLogo['mime']> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' };

const catalogLogo = async (staticDir: string, logo: string): Promise<WalletLogo | null> => {
  const file = resolve(staticDir, logo);
  const inside = relative(resolve(staticDir), file);
  const mime = MIME[extname(file).toLowerCase()];
  if (inside.startsWith('..') || inside === '' || mime === undefined) return null;
  try {
    return { mime, data: await readFile(file) };
  } catch {
    // A logo the catalog names but the folder lacks leaves the pass with the museum's name alone, as the PDF does.
    return null;
  }
};

/** The logo the documents show; never a file outside the static folder. */
export const walletLogo = async (files: DocumentFiles, logo: string | null): Promise<WalletLogo | null> => {
  if (logo === null) return null;
  const uploaded = uploadedImageIdOf(logo);
  if (uploaded === undefined) return catalogLogo(files.staticDir, logo);
  const png = await files.pngs.of(uploaded);
  return png === undefined ? null : { mime: 'image/png', data: png.bytes };
};

const drawn = new Map<string, Buffer>();
const DRAWN_KEPT = 64;

/**
 * A PNG of exactly `width` × `height` pixels: the logo fitted in and centred on a transparent ground,
 * or, without a logo, a plain square of the brand colour (Apple Wallet refuses a pass without an icon).
 */
export const walletPng = (logo: WalletLogo | null, width: number, height: number, fill: string): Buffer => {
  const content =
    logo === null
      ? `<rect width="${width}" height="${height}" rx="${Math.round(Math.min(width, height) / 5)}" fill="${fill}"/>`
      : `<image width="${width}" height="${height}" preserveAspectRatio="xMidYMid meet" href="data:${logo.mime};base64,${logo.data.toString('base64')}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${content}</svg>`;
  const key = `${width}x${height}:${logo === null ? fill : createHash('sha256').update(logo.data).digest('base64url')}`;
  const kept = drawn.get(key);
  if (kept !== undefined) return kept;
  const png = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
  if (drawn.size >= DRAWN_KEPT) drawn.delete(drawn.keys().next().value ?? '');
  drawn.set(key, png);
  return png;
};
