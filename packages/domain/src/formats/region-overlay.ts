/** Where German is written the Swiss way: ss for ß, "MWST", "an Lager". */
const SWISS_GERMAN_COUNTRIES = ['CH', 'LI'];

/**
 * DESIGN.md "Formats": German follows the museum's region through an overlay over one German catalog.
 * The de catalogs (web, mails, documents) are written as in Switzerland; a museum in any other country
 * gets the standard German overlay "de-DE" (ß, "MwSt.", "vorrätig"), which holds only the texts that
 * differ. Other languages have one catalog. `locale` is the language plus the museum's country (de-AT).
 */
export const regionOverlay = (locale: string): string | null => {
  const [lang, country = ''] = locale.split('-');
  return lang === 'de' && /^[A-Z]{2}$/i.test(country) && !SWISS_GERMAN_COUNTRIES.includes(country.toUpperCase()) ? 'de-DE' : null;
};
