import {
  fieldMessageKeyOf,
  FIELD_MESSAGES,
  guestCustomerInputSchema,
  fieldAsSent,
  unfoldCustomerWireNames,
  type CustomerField,
  type GuestCustomerInput,
  type Lang,
} from '@foyer/contract';
import { z } from 'zod';
import type { StoredCustomerSettings } from '../customer/public.js';

type FieldErrors = Record<string, string[]>;
type TextField = Exclude<CustomerField, 'password'>;

const TEXT_FIELDS: readonly TextField[] = ['email', 'salutation', 'company', 'phone', 'fname', 'lname', 'street', 'zip', 'city', 'country'];
const SHIPPING_FIELDS = ['name', 'street', 'zip', 'city', 'country'] as const;

export type GuestDetails = Record<TextField, string | null> & {
  send_invoice: boolean;
  shipping: { name: string; street: string; zip: string; city: string; country: string } | null;
};

const add = (errors: FieldErrors, field: string, message: string): void => {
  const list = (errors[field] ??= []);
  if (!list.includes(message)) list.push(message);
};

const shapeErrors = (input: unknown, lang: Lang): FieldErrors => {
  const result = guestCustomerInputSchema.safeParse(input);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    add(errors, issue.path.join('.') || 'c', FIELD_MESSAGES[lang][fieldMessageKeyOf(issue)]);
  }
  return errors;
};

/** The customer fields under the shop's flat names, or the fields sent under both of SPEC §3's names with different values. */
export const unfoldCustomer = (raw: unknown, lang: Lang): { input: unknown; sentAs: Record<string, string> } | { errors: FieldErrors } => {
  const { input, conflicts, sentAs } = unfoldCustomerWireNames(raw);
  if (conflicts.length === 0) return { input, sentAs };
  return { errors: Object.fromEntries(conflicts.map((field) => [field, [FIELD_MESSAGES[lang].invalid]])) };
};

const namedAsSent = (errors: FieldErrors, sentAs: Record<string, string>): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, messages]) => [fieldAsSent(field, sentAs), messages]));

/**
 * SPEC §5 for guest registration: visible fields are taken, invisible ones ignored (so a country is
 * accepted only when the form shows it, else the shop's default applies); required fields must be
 * filled; the e-mail is always required because the tickets are sent there. The password of the
 * field rules does not apply to guests. Returns the details or the field errors.
 */
export const validateGuest = (
  raw: unknown,
  settings: StoredCustomerSettings,
  defaultCountry: string,
  lang: Lang,
): { details: GuestDetails } | { errors: FieldErrors } => {
  const unfolded = unfoldCustomer(raw, lang);
  if ('errors' in unfolded) return unfolded;
  const errors = shapeErrors(unfolded.input, lang);
  if (Object.keys(errors).length > 0) return { errors: namedAsSent(errors, unfolded.sentAs) };
  const input: GuestCustomerInput = guestCustomerInputSchema.parse(unfolded.input);
  const messages = FIELD_MESSAGES[lang];
  const visible = new Set<CustomerField>([...settings.visible_fields, 'email']);
  const required = new Set<CustomerField>([...settings.required_fields.filter((field) => visible.has(field)), 'email']);
  const details = { send_invoice: input.send_invoice ?? false, shipping: null } as GuestDetails;
  for (const field of TEXT_FIELDS) {
    const value = visible.has(field) ? (input[field] ?? '') : '';
    if (value === '' && required.has(field)) add(errors, field, messages.required);
    details[field] = value === '' ? null : value;
  }
  if (details.email !== null && !z.email().safeParse(details.email).success) add(errors, 'email', messages.invalid);
  if (details.salutation !== null && !settings.salutations.some((s) => s.key === details.salutation)) add(errors, 'salutation', messages.invalid);
  if (details.country !== null && !settings.countries.includes(details.country)) add(errors, 'country', messages.invalid);
  if (!visible.has('country')) details.country = defaultCountry;
  if (input.shipping) {
    const shipping = input.shipping;
    for (const field of SHIPPING_FIELDS) if (shipping[field] === '') add(errors, `shipping.${field}`, messages.required);
    if (shipping.country !== '' && !settings.countries.includes(shipping.country)) add(errors, 'shipping.country', messages.invalid);
    details.shipping = shipping;
  }
  return Object.keys(errors).length > 0 ? { errors: namedAsSent(errors, unfolded.sentAs) } : { details };
};
