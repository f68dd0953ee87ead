import type { CustomerDetails, UpdateCustomerInput } from '@foyer/contract';
import type { DetailValues, FieldRule } from './customer-field-rules';
import type { CustomerFormValues } from './customer-form-values';
import { emptyShipping, shippingPayload, type DeliveryValues } from './shipping-address-rules';

/** Which part of the account a form edits: the details, the delivery address, or both (the checkout's editor). */
export interface AccountParts {
  details: boolean;
  delivery: boolean;
}

/** The account as the form shows it; delivery to the billing address unless a separate one is on file. */
export const accountFormValues = (details: CustomerDetails, rules: readonly FieldRule[], defaultCountry: string): CustomerFormValues => {
  const country = details.country ?? defaultCountry;
  const values = Object.fromEntries(rules.map(({ name }) => [name, name === 'country' ? country : ((details[name] as string | null) ?? '')])) as DetailValues;
  const delivery: DeliveryValues = { sameAsBilling: details.shipping === null, shipping: details.shipping ?? { ...emptyShipping(country), name: `${details.fname} ${details.lname}`.trim() } };
  return { ...values, ...delivery };
};

/**
 * `customer/update {c}`: the fields the form shows, each sent even when emptied (the server keeps what
 * is not sent, so leaving one out would keep its old value), and the delivery (false: to the billing address).
 */
export const accountPayload = (values: CustomerFormValues, rules: readonly FieldRule[], parts: AccountParts): UpdateCustomerInput => {
  const c: UpdateCustomerInput = {};
  if (parts.details) for (const { name } of rules) if (name !== 'email') c[name] = values[name]?.trim() ?? '';
  if (parts.delivery) c.shipping = shippingPayload(values, true);
  return c;
};
