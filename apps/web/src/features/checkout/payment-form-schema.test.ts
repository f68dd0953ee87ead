import { describe, expect, it } from 'vitest';
import { paymentAux, paymentFormSchema, type PaymentFormValues } from './payment-form-schema';

const values = (overrides: Partial<PaymentFormValues> = {}): PaymentFormValues => ({
  payart: '74', wallet: null, accountHolder: 'Ada Lovelace', iban: 'CH93 0076 2011 6238 5295 7', reference: '', terms: true, ...overrides,
});
/** As in the demo: 74 is a direct debit, 164 (card or TWINT) and 12 pay on the provider's page. */
const types = [{ payartId: 74, direct_debit: true }, { payartId: 164, direct_debit: false }, { payartId: 12, direct_debit: false }];
const problems = (v: PaymentFormValues) => {
  const result = paymentFormSchema(types).safeParse(v);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('payment form rules', () => {
  it('accepts a checksum-valid IBAN, with or without spaces', () => {
    expect(problems(values())).toEqual({});
    expect(problems(values({ iban: 'de89370400440532013000' }))).toEqual({});
  });

  it.each(['CH93 0076 2011 6238 5295 8', 'DE89370400440532013001', 'hello'])('refuses %s for a direct debit', (iban) => {
    expect(problems(values({ iban }))).toEqual({ iban: 'payment.ibanInvalid' });
  });

  it('asks account holder and IBAN only for a direct-debit type, not for card or TWINT, other types or wallets', () => {
    expect(problems(values({ accountHolder: ' ', iban: '' }))).toEqual({ accountHolder: 'form.required', iban: 'form.required' });
    expect(problems(values({ payart: '164', accountHolder: '', iban: '' }))).toEqual({});
    expect(problems(values({ payart: '12', accountHolder: '', iban: '' }))).toEqual({});
    expect(problems(values({ wallet: 'APPLEPAY', accountHolder: '', iban: '' }))).toEqual({});
  });

  it('requires the terms and privacy policy, for every way to pay', () => {
    expect(problems(values({ terms: false }))).toEqual({ terms: 'payment.termsRequired' });
    expect(problems(values({ wallet: 'GOOGLEPAY', terms: false }))).toEqual({ terms: 'payment.termsRequired' });
  });

  it.each([
    ['', {}],
    ['PO-2026-0042', {}],
    [`  ${'P'.repeat(50)}  `, {}],
    ['P'.repeat(51), { reference: 'payment.referenceInvalid' }],
    ['PO-1\nBcc: x@example.org', { reference: 'payment.referenceInvalid' }],
    ['PO\t1', { reference: 'payment.referenceInvalid' }],
  ])('takes "your reference" %j as one line of at most 50 characters -> %j', (reference, expected) => {
    expect(problems(values({ reference }))).toEqual(expected);
  });

  it('sends the normalised account, the wallet or the partner as aux', () => {
    expect(paymentAux(values(), true, null)).toEqual({ Accountholder: 'Ada Lovelace', IBAN: 'CH9300762011623852957' });
    expect(paymentAux(values({ wallet: 'APPLEPAY' }), true, 'hotel')).toEqual({ wallet: 'APPLEPAY', partner: 'hotel' });
    expect(paymentAux(values({ payart: '164' }), false, null)).toEqual({});
  });
});
