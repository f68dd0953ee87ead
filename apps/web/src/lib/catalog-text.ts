/** A catalog description as paragraphs: blank lines separate them; empty ones are dropped. */
export const paragraphs = (text: string): string[] =>
  text
    .split(/\r?\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');

/** A VAT rate in percent (8.1) as the shop's locale (`useFormats().locale`) writes it: "8.1%", "8,1 %". */
export const formatVatRate = (percent: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
