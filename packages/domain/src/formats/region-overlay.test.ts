import { describe, expect, it } from 'vitest';
import { formatLocale } from './museum-formats.js';
import { regionOverlay } from './region-overlay.js';

describe('regionOverlay: German follows the museum region', () => {
  it.each([
    ['de', 'CH', null],
    ['de', 'LI', null],
    ['de', 'ch', null],
    ['de', 'DE', 'de-DE'],
    ['de', 'AT', 'de-DE'],
    ['de', 'LU', 'de-DE'],
    ['de', 'NL', 'de-DE'],
    ['de', '', null],
    ['fr', 'FR', null],
    ['en', 'DE', null],
  ] as const)('%s in a museum in %j takes the overlay %j', (lang, country, overlay) => {
    expect(regionOverlay(formatLocale(lang, country))).toBe(overlay);
  });
});
