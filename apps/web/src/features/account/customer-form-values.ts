import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { detailsSchema, type DetailValues, type FieldRule } from './customer-field-rules';
import { issueErrors } from './issues-resolver';
import type { Issues } from './password-rules';
import { shippingErrors, type DeliveryValues } from './shipping-address-rules';

/** A customer form: details and, where goods are delivered, where to. */
export type CustomerFormValues = DetailValues & DeliveryValues;

/**
 * The shop's field rules (zod), SPEC §5 "a shipping address must be completely filled" when a separate
 * one is chosen (`withDelivery`), and any further checks of the form (`more`: e-mail and password typed
 * twice) together, so that one failed submit lists every problem. Messages are catalog keys of `account`.
 */
export const customerFormResolver = <T extends CustomerFormValues>(
  rules: readonly FieldRule[],
  withDelivery: boolean,
  more: (values: T) => Issues<string> = () => ({}),
): Resolver<T> => {
  const details = zodResolver(detailsSchema(rules)) as unknown as Resolver<T>;
  return async (values, context, options) => {
    const result = await details(values, context, options);
    const errors: Record<string, unknown> = { ...result.errors };
    const shipping = withDelivery && !values.sameAsBilling ? shippingErrors(values.shipping) : {};
    if (Object.keys(shipping).length > 0) errors.shipping = shipping;
    Object.assign(errors, issueErrors(more(values)));
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<T> };
    return { values: { ...values, ...result.values }, errors: {} };
  };
};
