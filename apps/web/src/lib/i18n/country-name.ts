/** A country's name in the visitor's language from its ISO 3166-1 key ("DE" -> "Germany"); the key itself if the browser does not know it. */
export const countryName = (key: string, lang: string): string => {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(key.toUpperCase()) ?? key;
  } catch {
    return key;
  }
};
