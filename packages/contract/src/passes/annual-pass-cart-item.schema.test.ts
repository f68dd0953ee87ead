import { describe, expect, it } from 'vitest';
import { refusalCode } from '../common/error-codes.js';
import { annualPassCartItemSchema } from './annual-pass-cart-item.schema.js';

const anna = { name: 'Anna', send_to_custom_addr: false };
const item = (owners: unknown[], count = owners.length) => ({ type: 'annualPass', id: 6002, count, owners });

describe('annualPass items: a broken rule is refused as PASS_OWNERS_INCOMPLETE, a malformed field as a field', () => {
  it.each([
    { name: 'fewer owners than passes', input: item([anna], 2), code: 'PASS_OWNERS_INCOMPLETE' },
    { name: 'a blank name', input: item([{ name: '   ', send_to_custom_addr: false }]), code: 'PASS_OWNERS_INCOMPLETE' },
    { name: 'a card to post without an address', input: item([{ name: 'Mia', send_to_custom_addr: true }]), code: 'PASS_OWNERS_INCOMPLETE' },
    { name: 'a name of 100 kB', input: item([{ name: 'x'.repeat(100_000), send_to_custom_addr: false }]), code: undefined },
    { name: 'a count that is not a number', input: { ...item([anna]), count: 'many' }, code: undefined },
  ])('$name → $code', ({ input, code }) => {
    const parsed = annualPassCartItemSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(refusalCode(parsed.error?.issues ?? [])).toBe(code);
  });

  it('accepts one named owner per pass', () => expect(annualPassCartItemSchema.safeParse(item([anna, { ...anna, name: 'Luca' }])).success).toBe(true));
});
