/** Where German is written the Swiss way: ss for ß, "MWST", "an Lager". */
const SWISS_GERMAN_COUNTRIES = ['CH', 'LI'];

/**
 * Regions whose German differs from standard German in a few more words, each with an overlay of its
 * own over de-DE: Austria writes its VAT number "UID-Nr." (its dates say "Jänner" through Intl de-AT).
 */
const GERMAN_REGIONS_BEYOND_STANDARD = ['AT'];

/**
 * DESIGN.md "Formats": German follows the museum's region through overlays over one German catalog.
 * The de catalogs (web, mails, documents, error texts, payment page) are written as in Switzerland; a
 * museum in any other country gets the standard German overlay "de-DE" (ß, "MwSt.", "vorrätig"), and
 * Austria then its own "de-AT" on top. Each overlay holds only the texts that differ from what lies
 * under it. Other languages have one catalog. `locale` is the language plus the museum's country
 * (de-AT); the answer lists the overlays to lay over the language's catalog, first to last.
 */
export const regionOverlays = (locale: string): readonly string[] => {
  const [lang, country = ''] = locale.split('-');
  const region = country.toUpperCase();
  if (lang !== 'de' || !/^[A-Z]{2}$/.test(region) || SWISS_GERMAN_COUNTRIES.includes(region)) return [];
  return GERMAN_REGIONS_BEYOND_STANDARD.includes(region) ? ['de-DE', `de-${region}`] : ['de-DE'];
};
