import { readFile } from 'node:fs/promises';
import { extname, relative, resolve } from 'node:path';
import type { Lang } from '@foyer/contract';
import { countryNames } from '../modules/customer/country-names.js';
import { uploadedImageIdOf, type SquarePngs } from '../modules/images/public.js';
import type { ShopSettings } from '../kernel/shop-context.js';
import { parseSvgLogo, type SvgLogo } from './svg-logo.js';

/** The logo as the PDF draws it: vector shapes of an SVG, or a PNG or JPEG as pdfkit places it. */
export type PdfLogo = { kind: 'svg'; svg: SvgLogo } | { kind: 'image'; data: Buffer };

/** Who issues the documents: on every page, and in full on the invoice. */
export interface PdfMuseum {
  name: string;
  street: string;
  /** "8712 Seeburg". */
  zipCity: string;
  /** The country named in the document's language. */
  country: string;
  email: string;
  phone: string;
  vatNumber: string | null;
  logo: PdfLogo | null;
}

const logos = new Map<string, Promise<PdfLogo | null>>();

const readLogo = async (file: string): Promise<PdfLogo | null> => {
  try {
    const data = await readFile(file);
    const type = extname(file).toLowerCase();
    if (type === '.svg') {
      const svg = parseSvgLogo(data.toString('utf8'));
      return svg === null ? null : { kind: 'svg', svg };
    }
    return ['.png', '.jpg', '.jpeg'].includes(type) ? { kind: 'image', data } : null;
  } catch {
    // A logo the catalog names but the folder lacks leaves the name alone on the page, as the web does.
    return null;
  }
};

/** The theme's logo from the static folder, read once per process; never a file outside that folder. */
export const loadLogo = (staticDir: string, logo: string | null): Promise<PdfLogo | null> => {
  if (logo === null) return Promise.resolve(null);
  const file = resolve(staticDir, logo);
  const inside = relative(resolve(staticDir), file);
  if (inside.startsWith('..') || inside === '') return Promise.resolve(null);
  let loaded = logos.get(file);
  if (loaded === undefined) {
    loaded = readLogo(file);
    logos.set(file, loaded);
  }
  return loaded;
};

/** Where the documents' pictures come from: the static folder (the catalog's own files), and the database for uploads. */
export interface DocumentFiles {
  staticDir: string;
  pngs: Pick<SquarePngs, 'of'>;
}

/**
 * The theme's logo as the documents draw it: an uploaded one (stored as WebP, which pdfkit cannot
 * place) as its square PNG from the database, so every instance shows the logo the settings name the
 * moment it reads them; the catalog's own file from the static folder.
 */
export const documentLogo = async (files: DocumentFiles, logo: string | null): Promise<PdfLogo | null> => {
  const uploaded = logo === null ? undefined : uploadedImageIdOf(logo);
  if (uploaded === undefined) return loadLogo(files.staticDir, logo);
  const png = await files.pngs.of(uploaded);
  return png === undefined ? null : { kind: 'image', data: png.bytes };
};

export const museumIdentity = async (settings: ShopSettings, lang: Lang, files: DocumentFiles): Promise<PdfMuseum> => {
  const { meta } = settings;
  return {
    name: meta.museum_name,
    street: meta.street,
    zipCity: `${meta.zip} ${meta.city}`.trim(),
    country: countryNames([meta.country], lang)[meta.country] ?? meta.country,
    email: meta.email,
    phone: meta.phone,
    vatNumber: meta.vat_number,
    logo: await documentLogo(files, settings.theme.logo),
  };
};
