import type { Lang } from '@foyer/contract';

/**
 * 1234.50 in CHF and in EUR, 14:30 on the clock and the short date of 5 March 2027, as each language
 * writes them for a Swiss museum (DESIGN.md "Formats": the language plus the museum's country, the
 * 24-hour clock, each language's own date order); no-break spaces as plain ones.
 */
export const EXPECTED_FORMATS: readonly (readonly [Lang, string, string, string, string])[] = [
  ['de', "CHF 1'234.50", "EUR 1'234.50", '14:30', '05.03.2027'],
  ['en', "CHF 1'234.50", '€1,234.50', '14:30', '05/03/2027'],
  ['fr', '1 234,50 CHF', '1 234,50 €', '14:30', '05.03.2027'],
  ['it', 'CHF 1234.50', '€ 1234.50', '14:30', '05.03.2027'],
  ['nl', 'CHF 1.234,50', '€ 1.234,50', '14:30', '05-03-2027'],
  ['es', '1234,50 CHF', '1234,50 €', '14:30', '05/03/2027'],
  ['sv', '1 234,50 CHF', '1 234,50 €', '14:30', '2027-03-05'],
  ['da', '1.234,50 CHF', '1.234,50 €', '14.30', '05.03.2027'],
];
