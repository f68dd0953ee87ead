import type { CustomerDetails, ShippingCostsBody } from '@foyer/contract';
import { lineKindOf } from '../../features/line-kinds';
import type { CartLine } from '../storage/cart-line';
import type { Customer, ShippingAddress } from '../storage/session-store';

type ShippingLine = ShippingCostsBody['cart'][number];

/** SPEC §4/§5: only the kinds sent by post (goods) are shipped; a basket without them has no shipping at all. */
export const isShippedLine = (line: Pick<CartLine, 'item'>): boolean => lineKindOf(line.item.type)?.shipped === true;

export const hasShippedLines = (lines: readonly Pick<CartLine, 'item'>[]): boolean => lines.some(isShippedLine);

/**
 * SPEC §7 shipping-costs lines (type, id, count) of the goods in the basket. Other lines weigh
 * nothing, so they are left out: the answer is the same and the query key changes only with the goods.
 */
export const shippingLines = (lines: readonly Pick<CartLine, 'item'>[]): ShippingLine[] =>
  lines.flatMap((line) => (isShippedLine(line) && 'count' in line.item ? [{ type: line.item.type, id: Number(line.item.id), count: Number(line.item.count) }] : []));

const filled = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed.toUpperCase();
};

export interface CountrySources {
  /** The country a form shows right now: the guest's, or the account's address as it is being edited. */
  formCountry?: string | null;
  /** A logged-in customer's account, once loaded: its delivery address, else its billing address. */
  account?: Pick<CustomerDetails, 'country' | 'shipping'> | null;
  /** The separate shipping address kept for the session (SPEC §3); a guest's, so not passed for a logged-in customer. */
  shippingAddress: Pick<ShippingAddress, 'country'> | null;
  /** The saved customer (SPEC §3: guests keep their country; a logged-in customer's is the account's billing country). */
  customer: Pick<Customer, 'country'> | null;
}

/**
 * SPEC §4 country source for shipping: the logged-in customer's account, else the guest's form, else
 * the saved customer; null when none is known. A form editing an address comes before all: it is
 * that address as it is about to be. The guest's separate address kept for the session counts as the
 * guest's form.
 */
export const deliveryCountry = ({ formCountry, account, shippingAddress, customer }: CountrySources): string | null =>
  filled(formCountry) ?? filled(account?.shipping?.country) ?? filled(account?.country) ?? filled(shippingAddress?.country) ?? filled(customer?.country);
