import type { Lang } from '@foyer/contract';
import { regionOverlay } from '@foyer/domain';

/**
 * A catalog of mail or document texts as the museum's region writes the language (DESIGN.md "Formats"):
 * the language's catalog with the region's overlay over it (de-DE over the Swiss de: ß, "MwSt.").
 * `locale` is the language plus the museum's country (de-AT).
 */
export const regionalTexts = <T extends object>(catalogs: Record<Lang, T>, overlays: Record<string, Partial<T>>, lang: Lang, locale: string): T => {
  const overlay = regionOverlay(locale);
  const texts = overlay === null ? undefined : overlays[overlay];
  return texts === undefined ? catalogs[lang] : { ...catalogs[lang], ...texts };
};
