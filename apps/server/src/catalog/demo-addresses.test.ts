import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.js';
import { catalogSchema } from '../kinds.js';
import { readCatalogFile } from './read-catalog-file.js';

const catalog = catalogSchema.parse(await readCatalogFile(join(REPO_ROOT, 'demo', 'catalog.json')));
const { street } = catalog.shop.meta;
/** "Uferweg 12" -> "Uferweg". */
const streetName = street.replace(/\s+\d+\w*$/, '');

/** Every venue text of the demo's events and tours, in every language. */
const venueTexts = [...catalog.events, ...catalog.tours].flatMap((entry) => Object.values(entry.venue ?? {}));
/** "Hauptgebäude, Uferweg 12" -> "Uferweg 12": the part after the last comma that ends in a house number. */
const addressOf = (venue: string): string | null => /,\s*([^,]*\d+\w*)\s*$/.exec(venue)?.[1] ?? null;

describe('the demo museum has one address', () => {
  it('venues that give an address lie on the museum’s own street (footer, invoice and tickets agree)', () => {
    const addresses = venueTexts.map(addressOf).filter((address): address is string => address !== null);
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(address.startsWith(`${streetName} `), address).toBe(true);
  });

  it('the main building is at the museum’s address', () => {
    expect(venueTexts.filter((venue) => venue.startsWith('Hauptgebäude')).every((venue) => venue.endsWith(`, ${street}`))).toBe(true);
    expect(venueTexts.some((venue) => venue === `Hauptgebäude, ${street}`)).toBe(true);
  });
});
