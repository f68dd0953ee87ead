/** Cents as the amount field shows them: two decimals in the visitor's language, no grouping ("25.00", "25,00"). */
export const amountText = (cents: number, lang: string): string =>
  new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(cents / 100);
