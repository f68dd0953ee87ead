import type { CustomerAttr } from '@foyer/contract';
import { z } from 'zod';

/** The customer's details in form order (the password has its own fields). */
export const DETAIL_FIELDS = ['salutation', 'fname', 'lname', 'company', 'street', 'zip', 'city', 'country', 'email', 'phone'] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
export type DetailValues = Record<DetailField, string>;

export interface FieldRule {
  name: DetailField;
  required: boolean;
}

/**
 * SPEC §5: required and visible fields come from `customer/attr`. A field that is not visible is
 * neither shown nor sent, even when listed as required. The e-mail is always asked for and required
 * (tickets and account mails go there), except where it changes through its own form (`email: false`).
 */
export const customerFieldRules = (attr: Pick<CustomerAttr, 'required_fields' | 'visible_fields'>, { email = true } = {}): FieldRule[] =>
  DETAIL_FIELDS.filter((name) => (name === 'email' ? email : attr.visible_fields.includes(name))).map((name) => ({
    name,
    required: name === 'email' || attr.required_fields.includes(name),
  }));

/** SPEC §5 e-mail check, shared by every form that asks for an address. */
export const isEmail = (value: string): boolean => z.email().safeParse(value).success;

/** Messages are catalog keys of the `account` namespace. */
export const detailsSchema = (rules: readonly FieldRule[]) =>
  z.object(
    Object.fromEntries(
      rules.map(({ name, required }) => {
        const base = z.string().trim();
        const filled = required ? base.min(1, 'form.required') : base;
        return [name, name === 'email' ? filled.refine((v) => v === '' || isEmail(v), 'form.emailInvalid') : filled];
      }),
    ),
  );
