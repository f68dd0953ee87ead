import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';

/** The weights the shop's styles use. The variable fonts carry 100–900; every weight outside costs bytes. */
export const WEIGHTS = { min: 400, max: 700 } as const;

/**
 * The unicode subsets the shop's languages write in. They are preloaded with every page, so they are
 * cut to `WEIGHTS`; the other subsets (names and addresses in other scripts) load only when a page
 * shows one of their characters, from fontsource's files as they are.
 */
const CUT_SUBSETS = new Set(['latin']);

/**
 * What the styles and the fonts' own shaping need: marks, contextual forms, kerning and ligatures,
 * tabular figures (`font-variant-numeric: tabular-nums` on prices and times). Stylistic sets and
 * character variants nobody selects go.
 */
const KEPT_FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'calt', 'tnum', 'rvrn'];

const require = createRequire(join(import.meta.dirname, 'font-faces.ts'));

/** The shop's two families: body text and headings (`--font-body`, `--font-display`). */
const FAMILIES = [
  { family: 'Inter Variable', fontsource: '@fontsource-variable/inter', prefix: 'inter' },
  { family: 'Fraunces Variable', fontsource: '@fontsource-variable/fraunces', prefix: 'fraunces' },
] as const;

const WEB_DIR = join(import.meta.dirname, '..');
export const FONTS_DIR = join(WEB_DIR, 'src/assets/fonts');
export const FONTS_CSS = join(WEB_DIR, 'src/styles/fonts.css');

export interface FontFace {
  family: string;
  subset: string;
  /** U+ ranges as fontsource lists them, the face's `unicode-range`. */
  unicodeRange: string;
  /** fontsource's file of this subset. */
  source: string;
  /** The cut file in `FONTS_DIR`, for the subsets that are cut. */
  cutFile: string | null;
}

/** Every face of both families, one per fontsource subset, in fontsource's order. */
export const fontFaces = (): FontFace[] =>
  FAMILIES.flatMap(({ family, fontsource, prefix }) => {
    const packageDir = dirname(require.resolve(`${fontsource}/wght.css`));
    const subsets = JSON.parse(readFileSync(join(packageDir, 'unicode.json'), 'utf8')) as Record<string, string>;
    return Object.entries(subsets).map(([subset, unicodeRange]) => ({
      family,
      subset,
      unicodeRange,
      source: join(packageDir, 'files', `${prefix}-${subset}-wght-normal.woff2`),
      cutFile: CUT_SUBSETS.has(subset) ? `${prefix}-${subset}-wght-${WEIGHTS.min}-${WEIGHTS.max}.woff2` : null,
    }));
  });

/** The code points of a `unicode-range` value such as `U+0000-00FF,U+0131`. */
export const codePoints = (unicodeRange: string): number[] =>
  unicodeRange.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from ?? '', 16);
    const end = Number.parseInt(to ?? '', 16);
    if (Number.isNaN(start) || Number.isNaN(end) || end < start) throw new Error(`not a unicode range: ${part}`);
    return Array.from({ length: end - start + 1 }, (_, offset) => start + offset);
  });

/** A face's file cut to `WEIGHTS`, its subset's characters and `KEPT_FEATURES` (the same bytes every time). */
export const cutFace = (face: FontFace): Promise<Buffer> =>
  subsetFont(readFileSync(face.source), String.fromCodePoint(...codePoints(face.unicodeRange)), {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHTS },
    keepFeatures: KEPT_FEATURES,
  });

/**
 * The stylesheet the app imports: cut faces from `FONTS_DIR`, the others from fontsource. Every face
 * of a family declares the same weights: Chrome picks one group of faces with equal descriptors per
 * text run, so a latin face at 400–700 beside a latin-ext face at 100–900 would leave one of them unused.
 */
export const fontsCss = (faces: readonly FontFace[]): string => {
  const cssDir = dirname(FONTS_CSS);
  const rules = faces.map((face) => {
    const url = face.cutFile === null ? relative(cssDir, face.source) : relative(cssDir, join(FONTS_DIR, face.cutFile));
    return [
      `/* ${face.family}, ${face.subset} */`,
      '@font-face {',
      `  font-family: '${face.family}';`,
      '  font-style: normal;',
      '  font-display: swap;',
      `  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};`,
      `  src: url(${url.split('\\').join('/')}) format('woff2-variations');`,
      `  unicode-range: ${face.unicodeRange};`,
      '}',
    ].join('\n');
  });
  return `/* Written by apps/web/build/font-faces.ts (npm run fonts -w apps/web); do not edit. */\n\n${rules.join('\n\n')}\n`;
};

/** Writes the cut faces and the stylesheet. Run after updating a fontsource package or `WEIGHTS`. */
const writeFontFaces = async (): Promise<void> => {
  const faces = fontFaces();
  for (const face of faces) {
    if (face.cutFile !== null) writeFileSync(join(FONTS_DIR, face.cutFile), await cutFace(face));
  }
  writeFileSync(FONTS_CSS, fontsCss(faces));
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await writeFontFaces();
