/** A band's weight limit in the visitor's language: grams below a kilogram, else kilograms ("500 g", "2.5 kg"). */
export const formatWeight = (grams: number, lang: string): string =>
  grams < 1000
    ? new Intl.NumberFormat(lang, { style: 'unit', unit: 'gram', maximumFractionDigits: 0 }).format(grams)
    : new Intl.NumberFormat(lang, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 2 }).format(grams / 1000);

/** Country names as a sentence list in the visitor's language ("Austria, France and Italy"). */
export const formatCountries = (names: readonly string[], lang: string): string =>
  new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(names);
