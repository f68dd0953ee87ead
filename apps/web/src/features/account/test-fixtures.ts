import type { CustomerAttr, CustomerDetails } from '@foyer/contract';
import type { Answer } from '../../test/api-stand-in';

export const accountAttr = (overrides: Partial<CustomerAttr> = {}): CustomerAttr => ({
  countries: { CH: 'Switzerland', DE: 'Germany', SE: 'Sweden' },
  salutations: [{ key: 'ms', name: 'Ms' }],
  required_fields: ['email', 'password', 'fname', 'lname', 'street', 'zip', 'city'],
  visible_fields: ['email', 'password', 'salutation', 'fname', 'lname', 'company', 'street', 'zip', 'city', 'phone'],
  ...overrides,
});

export const attrAnswer = (overrides: Partial<CustomerAttr> = {}): Answer => ({ status: 200, body: { data: accountAttr(overrides) } });

/** An account session as login, registration and recovery answer it. */
export const sessionAnswer = (token = 'account-token', customer: Partial<{ fname: string; lname: string; email: string; country: string | null; isGuest: boolean }> = {}): Answer => ({
  status: 200,
  body: { data: { token, expires_at: '2026-12-01T10:00:00Z', customer: { fname: 'Ada', lname: 'Lovelace', email: 'ada@example.com', country: 'CH', isGuest: false, ...customer } } },
});

export const accountDetails = (overrides: Partial<CustomerDetails> = {}): CustomerDetails => ({
  email: 'ada@example.com',
  salutation: null,
  fname: 'Ada',
  lname: 'Lovelace',
  company: 'Analytical Engines Ltd',
  phone: '+41 44 123 45 67',
  street: 'Seestrasse 1',
  zip: '8002',
  city: 'Zürich',
  country: 'CH',
  send_invoice: true,
  shipping: null,
  isGuest: false,
  ...overrides,
});

export const customerAnswer = (overrides: Partial<CustomerDetails> = {}): Answer => ({ status: 200, body: { data: { customer: accountDetails(overrides) } } });

export const refusal = (status: number, code: string, extra: Record<string, unknown> = {}): Answer => ({ status, body: { code, message: code, ...extra } });

/** md5 hex values of the passwords the tests type (SPEC §5: passwords travel as md5). */
export const MD5 = {
  'correct horse': '3cb4e732631f47e6eb961f34554b7cde',
  'new-secret-1': '614f22e7bface6c1f966a485c68a81ae',
} as const;
