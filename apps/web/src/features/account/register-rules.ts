import type { RegisterCustomerInput } from '@foyer/contract';
import type { DetailValues, FieldRule } from './customer-field-rules';
import type { CustomerFormValues } from './customer-form-values';
import { newPasswordIssues, repeatedEmailIssue, type Issues } from './password-rules';

/** The registration form: the customer's details, the e-mail again and the password twice. */
export type RegisterValues = CustomerFormValues & { emailRepeat: string; password: string; passwordRepeat: string };

/** SPEC §5: "Emails do not match", "Passwords do not match", and a password of at least 8 characters. */
export const registerIssues = (values: RegisterValues): Issues<'emailRepeat' | 'password' | 'passwordRepeat'> => ({
  emailRepeat: repeatedEmailIssue(values.email, values.emailRepeat),
  ...newPasswordIssues(values.password, values.passwordRepeat),
});

/**
 * SPEC §7 `customer/register|validate {c}`: the visible fields (so the country only when shown),
 * empty ones left out, and the password as the md5 the server expects (`password`, SPEC §5).
 */
export const registerPayload = (values: Partial<DetailValues>, rules: readonly FieldRule[], password: string | null): RegisterCustomerInput => {
  const c: RegisterCustomerInput = {};
  for (const { name } of rules) {
    const value = values[name]?.trim() ?? '';
    if (value !== '') c[name] = value;
  }
  if (password !== null) c.password = password;
  return c;
};
