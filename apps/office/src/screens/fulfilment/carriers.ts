import type { CarrierName } from '@foyer/contract';
import type { MessageKey } from '../../lib/i18n/translator';

/** Carriers known by their brand everywhere; the Swiss Post and "another carrier" have names in each language. */
const BRANDS: Partial<Record<CarrierName, string>> = { dhl: 'DHL', dpd: 'DPD', ups: 'UPS', 'la-poste': 'La Poste', gls: 'GLS', postnl: 'PostNL' };
const NAMED: Partial<Record<CarrierName, MessageKey>> = { 'swiss-post': 'fulfil.carrier.swissPost', other: 'fulfil.carrier.other' };

/** A carrier as the shipping form and the packing list name it. */
export const carrierName = (carrier: CarrierName, t: (key: MessageKey) => string): string => {
  const key = NAMED[carrier];
  return key === undefined ? (BRANDS[carrier] ?? carrier) : t(key);
};

/** An address as a label has it: one line each, the country by its name. */
export const labelLines = (address: { name?: string; street: string; zip: string; city: string; country: string }, countryName: (code: string) => string): string =>
  [address.name ?? '', address.street, `${address.zip} ${address.city}`.trim(), countryName(address.country)].filter((line) => line !== '').join('\n');
