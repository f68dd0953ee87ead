import type { PassOwner } from '@foyer/contract';

/** The address a card goes to when it is sent to its holder (SPEC §3 shipping address without the name), in form order. */
export const ADDRESS_FIELDS = ['street', 'zip', 'city', 'country'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type OwnerField = 'name' | AddressField;

/** One holder as the form holds it: SPEC §3 annual-pass owner (name, address, send_to_custom_addr). */
export interface OwnerEntry extends Record<AddressField, string> {
  name: string;
  sendToOwner: boolean;
}

/** A new holder: nothing typed, the card goes with the order, the shop's country ready for when it does not. */
export const blankOwner = (country: string): OwnerEntry => ({ name: '', sendToOwner: false, street: '', zip: '', city: '', country });

const isEmpty = (text: string) => text.trim() === '';

/**
 * SPEC §5 for an annual pass: every holder needs a name, and a card sent to its holder a complete
 * address (the contract's passOwnerSchema asks the same). The fields still missing, in form order.
 */
export const missingFields = (owner: OwnerEntry): OwnerField[] => [
  ...(isEmpty(owner.name) ? (['name'] as const) : []),
  ...(owner.sendToOwner ? ADDRESS_FIELDS.filter((field) => isEmpty(owner[field])) : []),
];

/** The element id of one holder's field, for labels, the error summary and focus; holders count from 1 as the form shows them. */
export const ownerFieldId = (index: number, field: OwnerField | 'sendToOwner'): string => `pass-owner-${index + 1}-${field}`;

/** SPEC §3 owner on the wire: trimmed, and an address only when the card goes to it. */
export const toWireOwner = (owner: OwnerEntry): PassOwner => ({
  name: owner.name.trim(),
  address: owner.sendToOwner ? { street: owner.street.trim(), zip: owner.zip.trim(), city: owner.city.trim(), country: owner.country.trim() } : null,
  send_to_custom_addr: owner.sendToOwner,
});
