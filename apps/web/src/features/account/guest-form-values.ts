import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { guestSchema, type FieldRule, type GuestValues } from './guest-form-rules';
import { shippingErrors, type DeliveryValues } from './shipping-address-rules';

/** The guest form: billing details and, for goods, where to deliver them. */
export type GuestFormValues = GuestValues & DeliveryValues;

/**
 * The billing rules of the shop (zod) and, when goods are to be delivered to a separate address,
 * SPEC §5 "a shipping address must be completely filled", checked together so that one failed
 * submit lists every problem. Messages are catalog keys of the `account` namespace.
 */
export const guestFormResolver = (rules: readonly FieldRule[], hasGoods: boolean): Resolver<GuestFormValues> => {
  const billing = zodResolver(guestSchema(rules)) as unknown as Resolver<GuestFormValues>;
  return async (values, context, options) => {
    const result = await billing(values, context, options);
    const shipping = hasGoods && !values.sameAsBilling ? shippingErrors(values.shipping) : {};
    const errors: FieldErrors<GuestFormValues> = Object.keys(shipping).length > 0 ? { ...result.errors, shipping } : result.errors;
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: { ...result.values, sameAsBilling: values.sameAsBilling, shipping: values.shipping } as GuestFormValues, errors: {} };
  };
};
