/** The faces the first screen sets text in: the header's menu is measured in them. */
export const FIRST_PAINT_FONTS = ['500 1rem "Inter Variable"', '560 1rem "Fraunces Variable"'] as const;

/**
 * Resolves once the shop's web fonts can render, or after `maxWaitMs`. The header decides by measuring
 * whether its menu fits; measured in the fallback font it decided wrongly and re-laid out the page when
 * the web font arrived (desktop CLS 0.03). The fonts are preloaded, so the wait is rarely noticeable.
 */
export const fontsReady = (fonts: FontFaceSet | null = document.fonts ?? null, maxWaitMs = 1000): Promise<void> => {
  if (fonts === null) return Promise.resolve();
  const loaded = Promise.all(FIRST_PAINT_FONTS.map((font) => fonts.load(font))).then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([loaded, new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs))]);
};
