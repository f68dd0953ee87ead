import type { Lang } from '@foyer/contract';

/**
 * 1234.50 in CHF and in EUR and 14:30 on the clock, as each language writes them for a Swiss museum
 * (DESIGN.md "Formats": the language plus the museum's country, the 24-hour clock); no-break spaces as plain ones.
 */
export const EXPECTED_FORMATS: readonly (readonly [Lang, string, string, string])[] = [
  ['de', "CHF 1'234.50", "EUR 1'234.50", '14:30'],
  ['en', "CHF 1'234.50", '€1,234.50', '14:30'],
  ['fr', '1 234,50 CHF', '1 234,50 €', '14:30'],
  ['it', 'CHF 1234.50', '€ 1234.50', '14:30'],
  ['nl', 'CHF 1.234,50', '€ 1.234,50', '14:30'],
  ['es', '1234,50 CHF', '1234,50 €', '14:30'],
  ['sv', '1 234,50 CHF', '1 234,50 €', '14:30'],
  ['da', '1.234,50 CHF', '1.234,50 €', '14.30'],
];
