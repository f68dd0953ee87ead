import { describe, expect, it } from 'vitest';
import { centsToDecimal, centsToDecimalString, formatMoney, percentToBasisPoints, vatPortion } from './money.js';

describe('centsToDecimal', () => {
  it.each([
    [0, 0, '0.00'],
    [1, 0.01, '0.01'],
    [2450, 24.5, '24.50'],
    [100000, 1000, '1000.00'],
    [-1500, -15, '-15.00'],
  ])('%i cents -> %d / %s', (cents, decimal, text) => {
    expect(centsToDecimal(cents)).toBe(decimal);
    expect(centsToDecimalString(cents)).toBe(text);
  });
});

describe('vatPortion', () => {
  it.each([
    [10810, 8.1, 810],
    [2400, 8.1, 180],
    [2400, 2.6, 61],
    [2400, 0, 0],
    [1190, 19, 190],
    [0, 8.1, 0],
  ])('%i cents gross at %d %% holds %i cents VAT', (gross, rate, tax) => {
    expect(vatPortion(gross, rate)).toBe(tax);
  });
});

describe('formatMoney', () => {
  it.each([
    [2450, 'CHF', 'de-CH', 'CHF 24.50'],
    [2450, 'EUR', 'de-DE', '24,50 €'],
    [2450, 'CHF', 'en', 'CHF 24.50'],
    [-3000, 'CHF', 'de-CH', '-CHF 30.00'],
    [-3000, 'CHF', 'it-CH', '-CHF 30.00'],
    [-3000, 'CHF', 'fr-CH', '-30,00 CHF'],
    [7000, 'CHF', 'fr-CH', '70,00 CHF'],
    [123456, 'CHF', 'de-CH', "CHF 1'234.56"],
    [7000, 'CHF', 'sv-CH', '70,00 CHF'],
    [-3000, 'EUR', 'de-DE', '-30,00 €'],
  ])('%i %s in %s', (cents, currency, locale, text) => {
    expect(formatMoney(cents, currency, locale).replace(/[\u00a0\u202f]/g, ' ')).toBe(text);
  });

  it.each(['de-CH', 'fr-CH', 'it-CH', 'en-CH', 'nl-CH', 'es-CH', 'sv-CH', 'da-CH'])('writes money in %s with the decimal sign of its percentages', (locale) => {
    const percentDecimal = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(0.081).replace(/[^.,]/g, '');
    expect(formatMoney(810, 'CHF', locale).replace(/[^.,]/g, '')).toBe(percentDecimal);
  });
});

describe('percentToBasisPoints', () => {
  it.each([
    [8.1, 810],
    [2.6, 260],
    [7.7, 770],
    [0, 0],
    [19, 1900],
  ])('%d %% is %i basis points, with no float residue', (percent, bp) => {
    expect(percentToBasisPoints(percent)).toBe(bp);
  });
});
