import { describe, expect, it } from 'vitest';
import { formatVatRate, paragraphs } from './catalog-text';

describe('catalog texts', () => {
  it('splits a description into paragraphs at blank lines', () => {
    expect(paragraphs('First part.\nStill first.\n\nSecond.\r\n  \r\nThird.\n\n\n')).toEqual(['First part.\nStill first.', 'Second.', 'Third.']);
    expect(paragraphs('  ')).toEqual([]);
  });

  it('writes the VAT rate as each language does', () => {
    // The languages keep the sign on the line with a no-break space; compared here as plain spaces.
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect([formatVatRate(8.1, 'en'), formatVatRate(2.6, 'de'), formatVatRate(8.1, 'fr')].map(plain)).toEqual(['8.1%', '2,6 %', '8,1 %']);
  });
});
