import type { CustomerAttr, GuestRequest, ShippingAddress } from '@foyer/contract';
import { z } from 'zod';
import { ApiError } from '../../lib/api/api-error';

/** The billing fields a guest may fill, in form order (the password of the field rules is not for guests). */
export const GUEST_FIELDS = ['salutation', 'fname', 'lname', 'company', 'street', 'zip', 'city', 'country', 'email', 'phone'] as const;
export type GuestField = (typeof GUEST_FIELDS)[number];
export type GuestValues = Record<GuestField, string>;

export interface FieldRule {
  name: GuestField;
  required: boolean;
}

/**
 * SPEC §5: required and visible fields come from `customer/attr`. A field that is not visible is
 * neither shown nor sent, even when listed as required. The e-mail is always asked for and required:
 * the tickets are sent there.
 */
export const guestFieldRules = (attr: Pick<CustomerAttr, 'required_fields' | 'visible_fields'>): FieldRule[] =>
  GUEST_FIELDS.filter((name) => name === 'email' || attr.visible_fields.includes(name)).map((name) => ({
    name,
    required: name === 'email' || attr.required_fields.includes(name),
  }));

/** Messages are catalog keys of the `account` namespace. */
export const guestSchema = (rules: readonly FieldRule[]) =>
  z.object(
    Object.fromEntries(
      rules.map(({ name, required }) => {
        const base = z.string().trim();
        const filled = required ? base.min(1, 'form.required') : base;
        return [name, name === 'email' ? filled.refine((v) => v === '' || z.email().safeParse(v).success, 'form.emailInvalid') : filled];
      }),
    ),
  );

/**
 * SPEC §7 `auth/guest` body: only visible fields (so the country only when the form shows it), empty
 * ones left out; `shipping` (a separate address, or false for the billing one) only when given.
 */
export const guestPayload = (values: Partial<GuestValues>, rules: readonly FieldRule[], sendInvoice: boolean, shipping?: ShippingAddress | false): GuestRequest => {
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
