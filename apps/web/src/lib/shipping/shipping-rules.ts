import type { ShippingCostsBody } from '@foyer/contract';
import type { CartLine } from '../storage/cart-line';
import type { Customer, ShippingAddress } from '../storage/session-store';

type ShippingLine = ShippingCostsBody['cart'][number];

/** SPEC §4/§5: only merchandise is shipped; a basket without it has no shipping at all. */
export const isShippedLine = (line: Pick<CartLine, 'item'>): boolean => line.item.type === 'merchandise';

export const hasShippedLines = (lines: readonly Pick<CartLine, 'item'>[]): boolean => lines.some(isShippedLine);

/**
 * SPEC §7 shipping-costs lines (type, id, count) of the goods in the basket. Other lines weigh
 * nothing, so they are left out: the answer is the same and the query key changes only with the goods.
 */
export const shippingLines = (lines: readonly Pick<CartLine, 'item'>[]): ShippingLine[] =>
  lines.flatMap(({ item }) => (item.type === 'merchandise' ? [{ type: item.type, id: Number(item.id), count: Number(item.count) }] : []));

const filled = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed.toUpperCase();
};

export interface CountrySources {
  /** The country the guest form shows right now (its separate delivery address's, else the billing one). */
  formCountry?: string | null;
  /** The separate shipping address kept for the session (SPEC §3). */
  shippingAddress: Pick<ShippingAddress, 'country'> | null;
  /** The saved customer (SPEC §3: guests keep their country). */
  customer: Pick<Customer, 'country'> | null;
}

/**
 * SPEC §4 country source for shipping: the form the visitor is filling in, else the separate shipping
 * address kept for the session, else the saved customer's country; null when none is known. (A
 * logged-in customer's own address comes first once accounts exist.)
 */
export const deliveryCountry = ({ formCountry, shippingAddress, customer }: CountrySources): string | null =>
  filled(formCountry) ?? filled(shippingAddress?.country) ?? filled(customer?.country);
