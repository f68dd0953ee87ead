import type { Lang } from '@foyer/contract';
import { isLang } from '@foyer/contract/constants';

/** The language segment of a shop path, when it names one of the eight shop languages. */
export const languageFromPath = (pathname: string): Lang | null => {
  const first = pathname.split('/').filter(Boolean)[0];
  return isLang(first) ? first : null;
};

/**
 * SPEC §1 with DESIGN.md's decision: the stored language when the shop offers it, else the first of
 * the browser's languages (`de-CH` counts as `de`) that the shop offers, else the shop's first.
 */
export const resolveInitialLanguage = (stored: string | null, browser: readonly string[], configured: readonly Lang[]): Lang => {
  if (isLang(stored) && configured.includes(stored)) return stored;
  const offered = browser.map((tag) => tag.split('-')[0]?.toLowerCase()).find((lang): lang is Lang => isLang(lang) && configured.includes(lang));
  if (offered !== undefined) return offered;
  const first = configured[0];
  if (!first) throw new Error('A shop configures at least one language');
  return first;
};

/**
 * The language a start at `pathname` shows: the path's own when the shop offers it; a valid language the
 * shop does not offer gives the shop's first (DESIGN.md); a path without one the initial language.
 */
export const startLanguage = (pathname: string, stored: string | null, browser: readonly string[], configured: readonly Lang[]): Lang => {
  const fromPath = languageFromPath(pathname);
  if (fromPath === null) return resolveInitialLanguage(stored, browser, configured);
  if (configured.includes(fromPath)) return fromPath;
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
