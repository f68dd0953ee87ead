import { MIN_TEXT_CONTRAST, themeContrasts, type ThemeColours, type ThemeContrast } from '@foyer/domain';
import type { OfficeTheme } from '../../lib/api/types';

export type ColourKey = 'brandColor' | 'brandContrastColor' | 'accentColor' | 'surfaceColor' | 'textColor';
export const COLOUR_KEYS: readonly ColourKey[] = ['brandColor', 'brandContrastColor', 'accentColor', 'surfaceColor', 'textColor'];

export const isColour = (value: string): boolean => /^#[0-9a-fA-F]{6}$/.test(value);

const OFFICE_KEY = {
  brand_color: 'brandColor',
  brand_contrast_color: 'brandContrastColor',
  accent_color: 'accentColor',
  surface_color: 'surfaceColor',
  text_color: 'textColor',
} as const satisfies Record<keyof ThemeColours, ColourKey>;

/** A pair's contrast with the office's names of its colours. */
export interface PairContrast extends ThemeContrast {
  foregroundKey: ColourKey;
  backgroundKey: ColourKey;
}

/** The domain's contrast of every pair the shop draws, or none while a colour is not yet a colour code. */
export const pairContrasts = (theme: OfficeTheme): PairContrast[] => {
  if (!COLOUR_KEYS.every((key) => isColour(theme[key]))) return [];
  const contrasts = themeContrasts({
    brand_color: theme.brandColor,
    brand_contrast_color: theme.brandContrastColor,
    accent_color: theme.accentColor,
    surface_color: theme.surfaceColor,
    text_color: theme.textColor,
  });
  return contrasts.map((contrast) => ({ ...contrast, foregroundKey: OFFICE_KEY[contrast.foreground], backgroundKey: OFFICE_KEY[contrast.background] }));
};

/** A ratio as it is read against the rule, never rounded up to pass it: 4.48 shows as 4.4. */
export const ratioText = (ratio: number, lang: string): string => new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.floor(ratio * 10) / 10);

export const MIN_RATIO = MIN_TEXT_CONTRAST;
