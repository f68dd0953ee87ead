import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import { customerFieldRules, detailsSchema } from './customer-field-rules';
import { guestFieldRules, guestPayload, isPasswordOnlyRejection } from './guest-form-rules';
import { shippingErrors, shippingPayload } from './shipping-address-rules';

const attr = { required_fields: ['fname', 'lname', 'city', 'company', 'password'] as const, visible_fields: ['fname', 'lname', 'city', 'zip', 'password'] as const };

describe('guest form rules', () => {
  it('shows visible fields (never the password), requires the visible required ones, always asks the e-mail', () => {
    expect(guestFieldRules({ required_fields: [...attr.required_fields], visible_fields: [...attr.visible_fields] })).toEqual([
      { name: 'fname', required: true },
      { name: 'lname', required: true },
      { name: 'zip', required: false },
      { name: 'city', required: true },
      { name: 'email', required: true },
    ]);
  });

  it('leaves the e-mail out where it changes through its own form (settings)', () => {
    expect(customerFieldRules({ required_fields: ['fname'], visible_fields: ['fname', 'phone'] }, { email: false })).toEqual([
      { name: 'fname', required: true },
      { name: 'phone', required: false },
    ]);
  });

  it('reports missing required fields and a malformed e-mail with catalog keys', () => {
    const rules = guestFieldRules({ required_fields: ['fname'], visible_fields: ['fname', 'phone'] });
    const result = detailsSchema(rules).safeParse({ fname: '  ', email: 'ada@', phone: '' });
    expect(result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]))).toEqual({ fname: 'form.required', email: 'form.emailInvalid' });
    expect(detailsSchema(rules).safeParse({ fname: 'Ada', email: 'ada@example.com', phone: '' }).success).toBe(true);
  });

  it('sends the country only when it is visible, leaves empty fields out and adds the invoice wish', () => {
    const values = { fname: 'Ada', lname: '', country: 'DE', email: 'ada@example.com' };
    const hidden = guestFieldRules({ required_fields: ['country'], visible_fields: ['fname', 'lname'] });
    expect(guestPayload(values, hidden, true)).toEqual({ c: { fname: 'Ada', email: 'ada@example.com', send_invoice: true } });
    const visible = guestFieldRules({ required_fields: [], visible_fields: ['fname', 'country'] });
    expect(guestPayload(values, visible, false)).toEqual({ c: { fname: 'Ada', country: 'DE', email: 'ada@example.com', send_invoice: false } });
  });

  it('adds the delivery of goods: false for the billing address, else the separate address trimmed; nothing without goods', () => {
    const separate = { name: ' Grace ', street: 'Ring 1', zip: '1010', city: 'Wien', country: 'AT' };
    expect(shippingPayload({ sameAsBilling: true, shipping: separate }, true)).toBe(false);
    expect(shippingPayload({ sameAsBilling: false, shipping: separate }, true)).toEqual({ ...separate, name: 'Grace' });
    expect(shippingPayload({ sameAsBilling: false, shipping: separate }, false)).toBeUndefined();
    const rules = guestFieldRules({ required_fields: [], visible_fields: ['fname'] });
    expect(guestPayload({ fname: 'Ada', email: 'a@b.ch' }, rules, true, false)).toEqual({ c: { fname: 'Ada', email: 'a@b.ch', send_invoice: true, shipping: false } });
  });

  it.each([
    [{ name: 'G', street: 'R 1', zip: '1010', city: 'Wien', country: 'AT' }, []],
    [{ name: ' ', street: 'R 1', zip: '', city: 'Wien', country: '' }, ['name', 'zip', 'country']],
  ])('SPEC §5: a shipping address must be completely filled (%j)', (address, empty) => {
    expect(Object.keys(shippingErrors(address))).toEqual(empty);
  });

  it('counts a 422 whose only error is the password as success', () => {
    expect(isPasswordOnlyRejection(new ApiError(422, 'VALIDATION_FAILED', 'x', { password: ['required'] }))).toBe(true);
    expect(isPasswordOnlyRejection(new ApiError(422, 'VALIDATION_FAILED', 'x', { password: ['required'], email: ['bad'] }))).toBe(false);
    expect(isPasswordOnlyRejection(new ApiError(400, 'BAD_REQUEST', 'x', { password: ['required'] }))).toBe(false);
  });
});
