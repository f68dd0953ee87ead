import type { Lang } from '@foyer/contract';
// The package's main entry registers all ~100 locales; index.js registers none, so only ours load.
import countries from 'i18n-iso-countries/index.js';
import da from 'i18n-iso-countries/langs/da.json' with { type: 'json' };
import de from 'i18n-iso-countries/langs/de.json' with { type: 'json' };
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import it from 'i18n-iso-countries/langs/it.json' with { type: 'json' };
import nl from 'i18n-iso-countries/langs/nl.json' with { type: 'json' };
import sv from 'i18n-iso-countries/langs/sv.json' with { type: 'json' };

for (const locale of [da, de, en, es, fr, it, nl, sv]) countries.registerLocale(locale);

/** Country keys mapped to names in `lang`, ordered by name as a speaker of that language expects. */
export const countryNames = (keys: readonly string[], lang: Lang): Record<string, string> => {
  const named = keys.map((key) => [key, countries.getName(key, lang) ?? key] as const);
  named.sort((a, b) => a[1].localeCompare(b[1], lang));
  return Object.fromEntries(named);
};
