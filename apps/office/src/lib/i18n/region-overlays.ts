import { formatLocale, regionOverlays as overlaysOfLocale } from '@foyer/domain';

/** The overlays laid over a language's catalogs for the museum's country, first to last (the shop's rule). */
export const regionOverlays = (lang: string, country: string): readonly string[] => overlaysOfLocale(formatLocale(lang, country));
