import type { Lang } from '@foyer/contract';

const displayNames = new Map<Lang, Intl.DisplayNames>();

/** CLDR's everyday country name ("Zwitserland", not the official "Zwitserse Bondsstaat"), as browsers show it too. */
const nameOf = (key: string, lang: Lang): string => {
  let names = displayNames.get(lang);
  if (names === undefined) {
    names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' });
    displayNames.set(lang, names);
  }
  return names.of(key) ?? key;
};

/** Country keys mapped to names in `lang`, ordered by name as a speaker of that language expects. */
export const countryNames = (keys: readonly string[], lang: Lang): Record<string, string> => {
  const named = keys.map((key) => [key, nameOf(key, lang)] as const);
  named.sort((a, b) => a[1].localeCompare(b[1], lang));
  return Object.fromEntries(named);
};
