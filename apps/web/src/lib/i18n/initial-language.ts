import type { Lang } from '@foyer/contract';
import { isLang } from '@foyer/contract/constants';

/** The language segment of a shop path, when it names one of the eight shop languages. */
export const languageFromPath = (pathname: string): Lang | null => {
  const first = pathname.split('/').filter(Boolean)[0];
  return isLang(first) ? first : null;
};

/**
 * SPEC §1: the initial language comes from stored state, default English; it must be one the
 * shop configures, else the shop's first (default) language.
 */
export const resolveInitialLanguage = (stored: string | null, configured: readonly Lang[]): Lang => {
  if (isLang(stored) && configured.includes(stored)) return stored;
  if (configured.includes('en')) return 'en';
  const first = configured[0];
  if (!first) throw new Error('A shop configures at least one language');
  return first;
};

/** SPEC §2: changing language replaces the first path segment (the caller reloads the page). */
export const switchLanguagePath = (pathname: string, search: string, lang: Lang): string => {
  const segments = pathname.split('/');
  if (languageFromPath(pathname)) segments[1] = lang;
  else segments.splice(1, 0, lang);
  return `${segments.join('/').replace(/\/$/, '') || `/${lang}`}${search}`;
};
