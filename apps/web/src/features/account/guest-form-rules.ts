import type { CustomerAttr, GuestRequest, ShippingAddress } from '@foyer/contract';
import { ApiError } from '../../lib/api/api-error';
import { customerFieldRules, type DetailValues, type FieldRule } from './customer-field-rules';

/** The billing fields a guest fills: the shop's visible ones and always the e-mail (the password is not for guests). */
export const guestFieldRules = (attr: Pick<CustomerAttr, 'required_fields' | 'visible_fields'>): FieldRule[] => customerFieldRules(attr);

/**
 * SPEC §7 `auth/guest` body: only visible fields (so the country only when the form shows it), empty
 * ones left out; `shipping` (a separate address, or false for the billing one) only when given.
 */
export const guestPayload = (values: Partial<DetailValues>, rules: readonly FieldRule[], sendInvoice: boolean, shipping?: ShippingAddress | false): GuestRequest => {
  const c: Record<string, string | boolean | ShippingAddress> = { send_invoice: sendInvoice };
  for (const { name } of rules) {
    const value = values[name]?.trim() ?? '';
    if (value !== '') c[name] = value;
  }
  if (shipping !== undefined) c.shipping = shipping;
  return { c };
};

/** SPEC §5: for guest registration, a 422 whose only error is the password field counts as success. */
export const isPasswordOnlyRejection = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 422 && Object.keys(error.fieldErrors).length === 1 && 'password' in error.fieldErrors;
