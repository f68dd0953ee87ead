import type { ShippingAddress } from '@foyer/contract';
import type { FieldError } from 'react-hook-form';

/** SPEC §3 shipping address, in form order. */
export const SHIPPING_FIELDS = ['name', 'street', 'zip', 'city', 'country'] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];
export type ShippingValues = Record<ShippingField, string>;

/** The form's delivery part: SPEC §4 sameAsBilling (true by default) and the separate address. */
export interface DeliveryValues {
  sameAsBilling: boolean;
  shipping: ShippingValues;
}

export const emptyShipping = (country: string): ShippingValues => ({ name: '', street: '', zip: '', city: '', country });

/** SPEC §5: a shipping address must be completely filled. Each empty field, with its catalog key. */
export const shippingErrors = (values: ShippingValues): Partial<Record<ShippingField, FieldError>> =>
  Object.fromEntries(
    SHIPPING_FIELDS.filter((field) => (values[field] ?? '').trim() === '').map((field) => [field, { type: 'required', message: 'form.required' }]),
  );

/**
 * SPEC §7 `auth/guest` shipping for a basket with goods: `false` when delivered to the billing
 * address, else the separate address, trimmed. Without goods nothing is sent.
 */
export const shippingPayload = (delivery: DeliveryValues, hasGoods: boolean): ShippingAddress | false | undefined => {
  if (!hasGoods) return undefined;
  if (delivery.sameAsBilling) return false;
  const { name, street, zip, city, country } = delivery.shipping;
  return { name: name.trim(), street: street.trim(), zip: zip.trim(), city: city.trim(), country: country.trim() };
};
