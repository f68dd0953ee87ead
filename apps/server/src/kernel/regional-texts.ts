import type { Lang } from '@foyer/contract';
import { regionOverlays } from '@foyer/domain';

/**
 * A catalog of mail, document, payment page or error texts as the museum's region writes the language
 * (DESIGN.md "Formats"): the language's catalog with the region's overlays over it, first to last
 * (de-DE over the Swiss de: ß, "MwSt."; then de-AT: "UID-Nr."). `locale` is the language plus the
 * museum's country (de-AT).
 */
export const regionalTexts = <T extends object>(catalogs: Record<Lang, T>, overlays: Record<string, Partial<T>>, lang: Lang, locale: string): T => {
  const texts = regionOverlays(locale).flatMap((overlay) => overlays[overlay] ?? []);
  return texts.length === 0 ? catalogs[lang] : Object.assign({}, catalogs[lang], ...texts);
};
