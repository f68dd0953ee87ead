import type { Theme } from '@foyer/contract';

const channel = (hex: string, at: number): number => {
  const v = parseInt(hex.slice(at, at + 2), 16) / 255;
  return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string): number => 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);

/** WCAG 2 contrast ratio of two #rrggbb colours. */
export const contrastRatio = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** Keeps text on a colour readable (WCAG AA 4.5:1) even when a museum picks a weak pair. */
export const readableOn = (background: string, preferred: string): string => {
  if (contrastRatio(background, preferred) >= 4.5) return preferred;
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#1a1a1a') ? '#ffffff' : '#1a1a1a';
};

/** Theme tokens of the shop config as CSS custom properties (DESIGN "Look and feel"). */
export const themeProperties = (theme: Theme): Record<string, string> => ({
  '--brand': theme.brand_color,
  '--on-brand': readableOn(theme.brand_color, theme.brand_contrast_color),
  '--brand-text': readableOn(theme.surface_color, theme.brand_color),
  '--accent': theme.accent_color,
  '--surface': theme.surface_color,
  '--text': readableOn(theme.surface_color, theme.text_color),
  '--radius': `${theme.radius_px}px`,
});

export const applyTheme = (theme: Theme, root: HTMLElement = document.documentElement): void => {
  for (const [name, value] of Object.entries(themeProperties(theme))) root.style.setProperty(name, value);
};
