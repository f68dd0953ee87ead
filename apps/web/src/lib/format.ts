/** SPEC §9: prices are integer cents, shown with two decimals in the shop currency. */
export const formatPrice = (cents: number, lang: string, currency: string): string =>
  new Intl.NumberFormat(lang, { style: 'currency', currency, minimumFractionDigits: 2 }).format(cents / 100);
