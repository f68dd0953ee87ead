import { FIELD_MESSAGES, md5HexSchema, type Lang } from '@foyer/contract';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.js';
import { errorMessage } from '../../plugins/error-messages.js';
import type { StoredCustomerSettings } from '../customer/public.js';
import type { CustomerRow } from './accounts.repository.js';
import { validateGuest, type GuestDetails } from './guest-validation.js';

type FieldErrors = Record<string, string[]>;

const STORED_TEXT_FIELDS = ['email', 'salutation', 'company', 'phone', 'fname', 'lname', 'street', 'zip', 'city', 'country'] as const;

const asRecord = (raw: unknown): Record<string, unknown> | undefined =>
  raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : undefined;

/** The md5 hex of a password field, or its field error (SPEC §5: passwords travel as md5). */
const md5Field = (value: unknown, lang: Lang): { md5: string } | { error: string } => {
  if (value === undefined || value === null || value === '') return { error: FIELD_MESSAGES[lang].required };
  const parsed = md5HexSchema.safeParse(value);
  return parsed.success ? { md5: parsed.data } : { error: FIELD_MESSAGES[lang].invalid };
};

/** md5 hex values of the named fields, or 422 VALIDATION_FAILED naming each bad one. */
export const requireMd5 = <K extends string>(values: Record<K, unknown>, lang: Lang): Record<K, string> => {
  const errors: FieldErrors = {};
  const result = {} as Record<K, string>;
  for (const field of Object.keys(values) as K[]) {
    const checked = md5Field(values[field], lang);
    if ('error' in checked) errors[field] = [checked.error];
    else result[field] = checked.md5;
  }
  if (Object.keys(errors).length > 0) throw new DomainError('VALIDATION_FAILED', { errors });
  return result;
};

/** A syntactically valid e-mail address, or 422 VALIDATION_FAILED on `email`. */
export const requireEmail = (value: string, lang: Lang): string => {
  const email = value.trim();
  if (email === '') throw new DomainError('VALIDATION_FAILED', { errors: { email: [FIELD_MESSAGES[lang].required] } });
  if (!z.email().safeParse(email).success) throw new DomainError('VALIDATION_FAILED', { errors: { email: [FIELD_MESSAGES[lang].invalid] } });
  return email;
};

/** EMAIL_TAKEN as the form shows it: on the `email` field, in the request language. */
export const emailTakenErrors = (lang: Lang): FieldErrors => ({ email: [errorMessage('EMAIL_TAKEN', lang)] });

/**
 * Fields the client did not send are taken from the stored customer: a guest who registers from the
 * success page sends little more than the password, and the settings page may save the details and
 * the delivery address separately. Anything sent (also '' to clear a field) wins.
 */
export const withStoredFields = (raw: unknown, row: CustomerRow): unknown => {
  const sent = asRecord(raw);
  if (sent === undefined) return raw;
  const merged: Record<string, unknown> = { ...sent };
  for (const field of STORED_TEXT_FIELDS) if (merged[field] === undefined && row[field] !== null) merged[field] = row[field];
  merged.send_invoice ??= row.send_invoice === 1;
  if (merged.shipping === undefined) merged.shipping = row.shipping === null ? null : (JSON.parse(row.shipping) as unknown);
  return merged;
};

/**
 * SPEC §5 registration: the guest's field rules (required and visible fields of `customer/attr`)
 * plus a password, which an account always needs whatever the field rules say.
 */
export const validateRegistration = (
  raw: unknown,
  settings: StoredCustomerSettings,
  defaultCountry: string,
  lang: Lang,
): { details: GuestDetails; password: string } | { errors: FieldErrors } => {
  const result = validateGuest(raw, settings, defaultCountry, lang);
  const password = md5Field(asRecord(raw)?.password, lang);
  if ('error' in password) return { errors: { ...('errors' in result ? result.errors : {}), password: [password.error] } };
  return 'errors' in result ? result : { details: result.details, password: password.md5 };
};

/** The stored form of validated details (guest, registration and settings write the same columns). */
export const detailColumns = (details: GuestDetails) => ({
  salutation: details.salutation,
  fname: details.fname ?? '',
  lname: details.lname ?? '',
  company: details.company,
  phone: details.phone,
  street: details.street,
  zip: details.zip,
  city: details.city,
  country: details.country,
  send_invoice: details.send_invoice ? 1 : 0,
  shipping: details.shipping === null ? null : JSON.stringify(details.shipping),
});
