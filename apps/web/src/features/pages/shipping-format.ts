/** A band's weight limit in the shop's locale: grams below a kilogram, else kilograms ("500 g", "2.5 kg"). */
export const formatWeight = (grams: number, locale: string): string =>
  grams < 1000
    ? new Intl.NumberFormat(locale, { style: 'unit', unit: 'gram', maximumFractionDigits: 0 }).format(grams)
    : new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 2 }).format(grams / 1000);

/** Country names as a sentence list in the visitor's language ("Austria, France and Italy"). */
export const formatCountries = (names: readonly string[], locale: string): string =>
  new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(names);
