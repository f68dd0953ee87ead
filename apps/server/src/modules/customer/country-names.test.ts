import { describe, expect, it } from 'vitest';
import { countryNames } from './country-names.js';

describe('countryNames', () => {
  it.each([
    { lang: 'nl' as const, names: { DE: 'Duitsland', US: 'Verenigde Staten', CH: 'Zwitserland' } },
    { lang: 'de' as const, names: { DE: 'Deutschland', CH: 'Schweiz', US: 'Vereinigte Staaten' } },
    { lang: 'fr' as const, names: { DE: 'Allemagne', US: 'États-Unis', CH: 'Suisse' } },
    { lang: 'sv' as const, names: { CH: 'Schweiz', DE: 'Tyskland', US: 'USA' } },
  ])('names countries as people say them in $lang, sorted by name', ({ lang, names }) => {
    const named = countryNames(['CH', 'DE', 'US'], lang);
    expect(named).toEqual(names);
    expect(Object.keys(named)).toEqual(Object.keys(names));
  });

  it('answers the key for a code it does not know', () => expect(countryNames(['XZ'], 'en')).toEqual({ XZ: 'XZ' }));
});
