/** Cents as the amount field shows them: two decimals as the shop writes prices (`useFormats().locale`), no grouping ("25.00", "25,00"). */
export const amountText = (cents: number, locale: string): string =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(cents / 100);
