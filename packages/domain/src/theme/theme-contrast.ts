/**
 * WCAG 2 contrast of the shop's theme colours (DESIGN.md "Look and feel": contrast stays WCAG AA).
 * The office refuses a theme whose text would be hard to read, and the server checks it again.
 */

/** WCAG AA for normal text: 4.5:1. */
export const MIN_TEXT_CONTRAST = 4.5;

/** One `#rrggbb` channel (at 1, 3 or 5) as linear light, per the sRGB transfer function WCAG 2 uses. */
const linearChannel = (hex: string, at: number): number => {
  const value = parseInt(hex.slice(at, at + 2), 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 relative luminance of a `#rrggbb` colour: 0 for black, 1 for white. */
export const relativeLuminance = (hex: string): number => 0.2126 * linearChannel(hex, 1) + 0.7152 * linearChannel(hex, 3) + 0.0722 * linearChannel(hex, 5);

/** WCAG 2 contrast ratio of two `#rrggbb` colours, from 1 (the same) to 21 (black on white); order does not count. */
export const contrastRatio = (a: string, b: string): number => {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
};

/** The theme's colours as the shop config names them. */
export interface ThemeColours {
  brand_color: string;
  brand_contrast_color: string;
  accent_color: string;
  surface_color: string;
  text_color: string;
}

/**
 * Where the shop writes one theme colour on another: body text on the page, buttons' labels on the
 * brand colour, links and prices in the brand colour on the page, and marks and large figures in the
 * accent colour on the page.
 */
export const THEME_CONTRAST_PAIRS = [
  { pair: 'text', foreground: 'text_color', background: 'surface_color' },
  { pair: 'button', foreground: 'brand_contrast_color', background: 'brand_color' },
  { pair: 'brandText', foreground: 'brand_color', background: 'surface_color' },
  { pair: 'accent', foreground: 'accent_color', background: 'surface_color' },
] as const satisfies readonly { pair: string; foreground: keyof ThemeColours; background: keyof ThemeColours }[];

export type ThemeContrastPair = (typeof THEME_CONTRAST_PAIRS)[number];

export interface ThemeContrast {
  pair: ThemeContrastPair['pair'];
  foreground: ThemeContrastPair['foreground'];
  background: ThemeContrastPair['background'];
  ratio: number;
  readable: boolean;
}

/** Every pair's contrast, in THEME_CONTRAST_PAIRS' order; `readable` when it reaches WCAG AA (4.5:1). */
export const themeContrasts = (theme: ThemeColours): ThemeContrast[] =>
  THEME_CONTRAST_PAIRS.map(({ pair, foreground, background }) => {
    const ratio = contrastRatio(theme[foreground], theme[background]);
    return { pair, foreground, background, ratio, readable: ratio >= MIN_TEXT_CONTRAST };
  });

/** The pairs a theme makes hard to read; none for a theme the shop may use. */
export const unreadableThemePairs = (theme: ThemeColours): ThemeContrast[] => themeContrasts(theme).filter((contrast) => !contrast.readable);
