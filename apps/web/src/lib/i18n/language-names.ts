import type { Lang } from '@foyer/contract';

/** Each language in its own name, so visitors recognise theirs whatever the page language is. */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  de: 'Deutsch',
  en: 'English',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
  es: 'Español',
  sv: 'Svenska',
  da: 'Dansk',
};
