import { SHOP_ID } from '@foyer/contract/constants';

interface MuseumMeta {
  museum_name?: unknown;
  country?: unknown;
}

/** The shop's public information about the museum, null when it cannot be had. */
const fetchMuseumMeta = async (lang: string): Promise<MuseumMeta | null> => {
  try {
    const response = await fetch(`/api/${lang}/shopinfo?shop=${SHOP_ID}`, { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: { meta?: MuseumMeta } };
    return body.data?.meta ?? null;
  } catch {
    return null;
  }
};

/**
 * The museum's name for the office header, from the shop's public information. The office works
 * without it (the header then says "Office" alone), so a failure is not an error to show.
 */
export const fetchMuseumName = async (lang: string): Promise<string | null> => {
  const name = (await fetchMuseumMeta(lang))?.museum_name;
  return typeof name === 'string' && name.trim() !== '' ? name : null;
};

/**
 * The museum's country, which German follows (ß or ss) as in the shop; the same in every language.
 * Without it the office writes German as its base catalog does.
 */
export const fetchMuseumCountry = async (): Promise<string> => {
  const country = (await fetchMuseumMeta('en'))?.country;
  return typeof country === 'string' ? country : '';
};
