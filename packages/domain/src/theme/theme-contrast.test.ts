import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance, unreadableThemePairs, type ThemeColours } from './theme-contrast.js';

/** The demo museum's theme. */
const DEMO: ThemeColours = { brand_color: '#1D4A57', brand_contrast_color: '#FFFFFF', accent_color: '#8F5A1F', surface_color: '#FAF7F2', text_color: '#1A2429' };

describe('relativeLuminance', () => {
  it.each([
    { colour: '#000000', luminance: 0 },
    { colour: '#ffffff', luminance: 1 },
    { colour: '#FFFFFF', luminance: 1 },
    { colour: '#ff0000', luminance: 0.2126 },
    { colour: '#00ff00', luminance: 0.7152 },
    { colour: '#0000ff', luminance: 0.0722 },
    { colour: '#808080', luminance: 0.2158605 },
  ])('$colour has luminance $luminance', ({ colour, luminance }) => expect(relativeLuminance(colour)).toBeCloseTo(luminance, 6));
});

describe('contrastRatio', () => {
  it.each([
    { a: '#000000', b: '#ffffff', ratio: 21 },
    { a: '#ffffff', b: '#000000', ratio: 21 },
    { a: '#777777', b: '#777777', ratio: 1 },
    // The grey that just passes AA on white, and the one just below it.
    { a: '#767676', b: '#ffffff', ratio: 4.54 },
    { a: '#777777', b: '#ffffff', ratio: 4.48 },
    { a: '#1D4A57', b: '#FFFFFF', ratio: 9.68 },
  ])('$a on $b is $ratio:1', ({ a, b, ratio }) => expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2));
});

describe('unreadableThemePairs', () => {
  it.each([
    { name: 'the demo theme', theme: DEMO, unreadable: [] },
    { name: 'a light accent on the light page', theme: { ...DEMO, accent_color: '#E8D5B0' }, unreadable: ['accent'] },
    { name: 'a pale text colour', theme: { ...DEMO, text_color: '#999999' }, unreadable: ['text'] },
    { name: 'white labels on a light brand colour', theme: { ...DEMO, brand_color: '#7FB3C8' }, unreadable: ['button', 'brandText'] },
    { name: 'a dark label colour on the dark brand colour', theme: { ...DEMO, brand_contrast_color: '#333333' }, unreadable: ['button'] },
    { name: 'a dark page under dark text', theme: { ...DEMO, surface_color: '#202020' }, unreadable: ['text', 'brandText', 'accent'] },
    { name: 'grey just under AA', theme: { ...DEMO, surface_color: '#FFFFFF', text_color: '#777777' }, unreadable: ['text'] },
    { name: 'grey just at AA', theme: { ...DEMO, surface_color: '#FFFFFF', text_color: '#767676' }, unreadable: [] },
  ])('$name: $unreadable', ({ theme, unreadable }) => expect(unreadableThemePairs(theme).map((contrast) => contrast.pair)).toEqual(unreadable));

  it('names the colours of a pair and its ratio', () => {
    expect(unreadableThemePairs({ ...DEMO, accent_color: '#FAF7F2' })).toEqual([{ pair: 'accent', foreground: 'accent_color', background: 'surface_color', ratio: 1, readable: false }]);
  });
});
