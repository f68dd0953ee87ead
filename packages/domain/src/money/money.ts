/** Money is always integer cents (SPEC §9); these helpers are the only place cents become decimals. */
export type Cents = number;

/** SPEC §9: cents divided by 100 with two decimals, for display, analytics and the payment request. */
export const centsToDecimal = (cents: Cents): number => Math.round(cents) / 100;

export const centsToDecimalString = (cents: Cents): string => (Math.round(cents) / 100).toFixed(2);

/**
 * SPEC §9: tax is the tax portion of the gross price, rounded to 2 decimals.
 * `vatPercent` is the rate as sent by the catalog (e.g. 8.1 for 8.1 %). Returns cents.
 */
export const vatPortion = (grossCents: Cents, vatPercent: number): Cents => {
  if (vatPercent <= 0) return 0;
  return Math.round((grossCents * vatPercent) / (100 + vatPercent));
};

/** A catalog VAT rate in percent (8.1) as exact integer basis points (810), how orders store it. */
export const percentToBasisPoints = (percent: number): number => Math.round(percent * 100);

const moneyFormats = new Map<string, { format: Intl.NumberFormat; decimal: string }>();

/**
 * Building a number format costs far more than using one, and a page formats dozens of prices. The
 * decimal sign is the locale's own for numbers: CLDR gives Swiss French a point for money only
 * ("70.00 CHF") while its numbers and percentages keep the comma ("8,1 %"), and one summary must not mix them.
 */
const moneyFormat = (currency: string, locale: string): { format: Intl.NumberFormat; decimal: string } => {
  const key = `${locale}|${currency}`;
  let entry = moneyFormats.get(key);
  if (entry === undefined) {
    const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    entry = { format: new Intl.NumberFormat(locale, { style: 'currency', currency }), decimal };
    moneyFormats.set(key, entry);
  }
  return entry;
};

const formatAmount = (amount: number, currency: string, locale: string): string => {
  const { format, decimal } = moneyFormat(currency, locale);
  return format
    .formatToParts(amount)
    .map((part) => (part.type === 'decimal' ? decimal : part.value))
    .join('');
};

/** Formats cents in the visitor's locale (`formatLocale`: language plus the shop's country), e.g. "CHF 24.00" or "24,00 CHF". */
export const formatMoney = (cents: Cents, currency: string, locale: string): string =>
  // CLDR writes Swiss negatives as "CHF-30.00", which reads like a code; a discount keeps its minus in front.
  cents < 0 ? `-${formatAmount(centsToDecimal(-cents), currency, locale)}` : formatAmount(centsToDecimal(cents), currency, locale);
