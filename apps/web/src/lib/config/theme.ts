import type { Theme } from '@foyer/contract';
import { contrastRatio, MIN_TEXT_CONTRAST } from '@foyer/domain';

/** Keeps text on a colour readable (WCAG AA 4.5:1) even when a museum picks a weak pair. */
export const readableOn = (background: string, preferred: string): string => {
  if (contrastRatio(background, preferred) >= MIN_TEXT_CONTRAST) return preferred;
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
