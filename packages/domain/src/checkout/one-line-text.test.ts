import { describe, expect, it } from 'vitest';
import { isMultiLineText, isOneLineText } from './one-line-text.js';

describe('isOneLineText', () => {
  it.each([
    ['PO-2026-0042', true],
    ['Bestellung Schule Seefeld, Klasse 4b', true],
    ['Réf. « été » – 12', true],
    ['', true],
    ['a\nb', false],
    ['a\r\nb', false],
    ['a\u000bb', false],
    ['a\u000cb', false],
    ['a\u0085b', false],
    ['a\u2028b', false],
    ['a\u2029b', false],
    ['a\tb', false],
    ['a\u0000b', false],
    ['a\u007fb', false],
  ])('%j -> %s', (text, expected) => expect(isOneLineText(text)).toBe(expected));
});

describe('isMultiLineText', () => {
  it.each([
    ['Alles Gute!\r\n\n\tAnna', true],
    ['', true],
    ['a\u000bb', false],
    ['a\u000cb', false],
    ['a\u0000b', false],
    ['a\u007fb', false],
    ['a\u0085b', false],
  ])('%j -> %s', (text, expected) => expect(isMultiLineText(text)).toBe(expected));
});
