import { describe, expect, it } from 'vitest';
import { formatLocale } from './museum-formats.js';
import { regionOverlays } from './region-overlay.js';

describe('regionOverlays: German follows the museum region', () => {
  it.each([
    ['de', 'CH', []],
    ['de', 'LI', []],
    ['de', 'ch', []],
    ['de', 'DE', ['de-DE']],
    ['de', 'AT', ['de-DE', 'de-AT']],
    ['de', 'at', ['de-DE', 'de-AT']],
    ['de', 'LU', ['de-DE']],
    ['de', 'NL', ['de-DE']],
    ['de', '', []],
    ['fr', 'FR', []],
    ['fr', 'AT', []],
    ['en', 'DE', []],
  ] as const)('%s in a museum in %j takes the overlays %j', (lang, country, overlays) => {
    expect(regionOverlays(formatLocale(lang, country))).toEqual(overlays);
  });
});
